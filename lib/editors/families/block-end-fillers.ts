/**
 * A range ending where only line-break fillers follow in its block (Gecko's `<br type="_moz">`,
 * CKEditor's `data-cke-filler` <br>, any last <br>, which draws nothing) ends past them.
 * Measured in CKEditor 4.22, Firefox: after a first formatted write, Gecko ends the last list
 * item with `<br type="_moz">`; a second write over the same passage (Restore original after
 * the user typed elsewhere) deleted the item's words and left the filler, so its insertHtml
 * kept an empty item after the pasted list and verification refused the write.
 */

const BLOCK = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, pre, div';

/** Moves `range`'s end past the fillers that alone follow it in its block; returns `range`. */
export function endPastBlockFillers(root: HTMLElement, range: Range): Range {
  const end = range.endContainer;
  const block = (end.nodeType === 1 ? (end as Element) : end.parentElement)?.closest(BLOCK);
  if (!block || block === root || !root.contains(block)) return range;
  const rest = root.ownerDocument.createRange();
  rest.setStart(end, range.endOffset);
  rest.setEnd(block, block.childNodes.length);
  const after = rest.cloneContents();
  const onlyBreaks = after.textContent === '' && !after.querySelector(':not(br)');
  if (onlyBreaks && after.querySelector('br')) range.setEnd(block, block.childNodes.length);
  return range;
}
