/**
 * Copies text from the page. The async Clipboard API needs a focused document (a click on
 * the card gives that); the editing command on a hidden textarea is the fallback.
 */
export async function copyText(
  doc: Document,
  text: string,
  scratchParent?: Node,
): Promise<boolean> {
  try {
    await doc.defaultView?.navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = doc.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;top:0;left:0;opacity:0;';
    // Outside <body>, which may be an editor (TinyMCE's iframe) that would record the textarea.
    (scratchParent ?? doc.documentElement).appendChild(area);
    area.select();
    try {
      return doc.execCommand('copy');
    } finally {
      area.remove();
    }
  }
}
