/**
 * Copies text inside one of the extension's own documents: the offscreen document in Chrome,
 * the background page in Firefox (entrypoints/background/card/clipboard-writer.ts). Never in a web
 * page: a page would see the text in its DOM and its `copy` event, and could replace it.
 * The async Clipboard API first (Firefox's background may use it with clipboardWrite); an
 * unfocused document (Chrome's offscreen one) falls back to the copy command on a textarea.
 */
export async function copyText(doc: Document, text: string): Promise<boolean> {
  try {
    await doc.defaultView?.navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = doc.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    doc.body.append(area);
    area.select();
    try {
      return doc.execCommand('copy');
    } finally {
      area.remove();
    }
  }
}
