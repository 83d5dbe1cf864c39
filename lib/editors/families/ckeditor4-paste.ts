/**
 * A plain write into CKEditor 4 as its paste (clipboard plugin, then editable.insertHtml) keeps
 * it, measured in 4.22 (Chromium and Firefox):
 * - a text/plain paste turns "\n\n" into <p>s that split the paragraph around them, and Firefox
 *   sends a plain paste to a paste bin a synthetic event leaves empty: we paste text/html;
 * - pasted blocks never join the text around the selection: a leading inline run joins the text
 *   before it, a trailing inline run after a block joins the text after it. So lines between are
 *   <p>s, and with two lines (no block between) the last one is pasted as its whole block, the
 *   rest of that block again with it (only when that rest is plain text: else nothing is sent);
 * - spaces at the ends of a pasted run are dropped: a run takes in the neighbouring spaces and
 *   one character more of the same text node.
 * The HTML is built with DOM APIs: the text stays text. Verified by the core like any write.
 */

/** What to paste, over which range, for `text` ("\n" between paragraphs) at `selected`. */
export function ckeditor4Paste(
  root: HTMLElement,
  selected: Range,
  text: string,
): { range: Range; html: string } | null {
  const doc = root.ownerDocument;
  const range = selected.cloneRange();
  const lines = text.split('\n');
  const { startContainer: first, startOffset, endContainer: last, endOffset } = range;
  if (first.nodeType === 3) {
    const before = /\S?\s*$/.exec((first as Text).data.slice(0, startOffset))![0];
    range.setStart(first, startOffset - before.length);
    lines[0] = before + lines[0];
  }
  const holder = doc.createElement('div');
  const n = lines.length - 1;
  if (n === 1) {
    // The last line's block: the root's child holding the end.
    let block: Node = last;
    while (block.parentNode !== root) {
      if (!block.parentNode) return null;
      block = block.parentNode;
    }
    const rest = doc.createRange();
    rest.selectNodeContents(block);
    rest.setStart(last, endOffset);
    if (rest.cloneContents().querySelector('*:not(br)') || (block as Element).attributes?.length)
      return null;
    lines[1] += rest.toString();
    range.setEnd(rest.endContainer, rest.endOffset);
  } else if (last.nodeType === 3) {
    const after = /^\s*\S?/.exec((last as Text).data.slice(endOffset))![0];
    range.setEnd(last, endOffset + after.length);
    lines[n] += after;
  }
  lines.forEach((line, i) => {
    const inBlock = i > 0 && (i < n || n === 1);
    (inBlock ? holder.appendChild(doc.createElement('p')) : holder).append(line);
  });
  return { range, html: holder.innerHTML };
}
