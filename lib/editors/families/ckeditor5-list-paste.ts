/**
 * A formatted paste into CKEditor 5 that starts inside a list and holds more than that list
 * (EditorFamily.shapePaste), measured in 48.5 (Chromium and Firefox). Its List plugin listens
 * to insertContent (createModelIndentPasteFixer): when the insertion starts in a list item,
 * every pasted block is made an item of that list, so a paragraph after the list became a
 * fourth item and verification refused the write (Copy). So the paste starts where no list
 * item is: at the end of the paragraph or heading before the list. The fragment opens with an
 * empty paragraph, which CKEditor merges into that block (its kind and words untouched), then
 * the list's items before the selection (and the selected item's words before it) pasted
 * again as they are, at the head of the fragment's own list. Still one paste, one undo step;
 * the core verifies what the editor then holds.
 * A list after no paragraph or heading (the editor's first block), a nested item, an item of
 * several blocks or a fragment that does not open with that kind of list: as it is (refused).
 */

import { onlyFillersFollow } from './block-end-fillers';
import { listLeadOf, listPasteStart, startBefore, withListLead } from './paste-blocks';

/** CKEditor 5's own fillers: a user's <br> at a block's end is content. */
const ckeditorFiller = (br: Element): boolean => br.hasAttribute('data-cke-filler');

/** Shapes `range` (the live selection's) in place; returns the fragment to paste. */
export function ckeditor5ListPaste(
  root: HTMLElement,
  range: Range,
  fragment: DocumentFragment,
): DocumentFragment {
  const list = listPasteStart(root, range, fragment)?.list;
  // A paste of that list's items only is made items of it, as it should be.
  if (!list || [...fragment.children].every((b) => b.nodeName === list.nodeName)) return fragment;
  const before = startBefore(list);
  if (!before) return fragment;
  const { block, end } = before;
  if (!onlyFillersFollow(block, end, end.length, ckeditorFiller)) return fragment;
  // The list's content before the range: its earlier items, then the selected item's start
  // (a nested item's: its parent item's text, then its own list's earlier items).
  const lead = listLeadOf(list, range);
  if (lead.partial?.querySelector('p, h1, h2, h3, h4, h5, h6, blockquote, pre')) return fragment;
  const passed = before.passed.map((quote) => quote.cloneNode(true) as Element);
  const pasted = withListLead(list, fragment, lead, passed);
  if (!pasted) return fragment;
  range.setStart(end, end.length);
  return pasted;
}
