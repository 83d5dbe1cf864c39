/**
 * Saves a text as a file through the browser's download, from an extension page: a blob URL
 * on an <a download>, clicked by the user's own press. It needs no "downloads" permission
 * (the least we can ask): the file goes where the browser saves downloads, asking where if
 * the user chose so.
 */
export interface FileToSave {
  text: string;
  mime: string;
  name: string;
}

export function downloadFile(doc: Document, file: FileToSave): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: `${file.mime};charset=utf-8` }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob once the click's task ran; a minute leaves slow disks time.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
