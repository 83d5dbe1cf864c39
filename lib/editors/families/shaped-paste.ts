/**
 * A family's own plain write shaped for its paste (CKEditor 4, Trix): `shape` gives the range
 * the paste must cover and its HTML (null: not this way); the selection is moved there (the
 * editors sync their own selection on selectionchange), the guard runs, then `paste` sends it.
 */
import { selectionFor } from '../shadow-selection';

export interface ShapedPaste {
  range: Range;
  html: string;
}

/** Whether the editor took the shaped paste; null when `shape` had none for this selection. */
export function writeShapedPaste(
  root: HTMLElement,
  shape: (selected: Range) => ShapedPaste | null,
  guard: () => void,
  paste: (html: string) => boolean,
): boolean | null {
  const sel = selectionFor(root);
  const shaped = sel?.rangeCount ? shape(sel.getRangeAt(0)) : null;
  if (!shaped) return null;
  sel!.removeAllRanges();
  sel!.addRange(shaped.range);
  root.ownerDocument.dispatchEvent(new Event('selectionchange'));
  guard();
  return paste(shaped.html);
}
