/**
 * A formatted paste into CKEditor 4 that starts at a list item's start (EditorFamily.shapePaste),
 * measured in 4.22 (Chromium and Firefox). Its insertHtml deletes the selection, leaving the
 * caret in the list item and an empty paragraph where the selected paragraph after the list
 * was; a pasted paragraph then lands inside that one (`<p><p>…</p></p>` in its DOM, an extra
 * `<p>&nbsp;</p>` in its data). From before the list it pastes blocks in order: the range
 * starts before the list, and the items before the selected one are pasted again, as they are,
 * at the head of the fragment's own list. Still one paste, one undo step; the core verifies.
 * A list inside another block, or a fragment not opening with that kind of list: as it is.
 */

import { inlineParagraph } from '../formatting/render-html';

/** Shapes `range` (the live selection's) in place; returns the fragment to paste. */
export function ckeditor4ListPaste(
  root: HTMLElement,
  range: Range,
  fragment: DocumentFragment,
): DocumentFragment {
  // One paragraph with a line break: inline, over the selection as it is (render-html.ts).
  const inline = inlineParagraph(fragment);
  if (inline) return inline;
  const start = range.startContainer;
  const item = (start.nodeType === 1 ? (start as Element) : start.parentElement)?.closest('li');
  const list = item?.parentElement;
  if (!item || list?.parentNode !== root) return fragment;
  const before = root.ownerDocument.createRange();
  before.setStart(item, 0);
  before.setEnd(start, range.startOffset);
  const pasted = fragment.cloneNode(true) as DocumentFragment;
  const head = pasted.firstElementChild;
  if (before.toString() !== '' || head?.nodeName !== list.nodeName) return fragment;
  const items = [...list.children];
  head.prepend(...items.slice(0, items.indexOf(item)).map((li) => li.cloneNode(true)));
  range.setStartBefore(list);
  return pasted;
}
