/**
 * A formatted paste into Slate that starts inside a top-level list and runs past it
 * (EditorFamily.shapePaste), measured in Slate 0.146 with its docs' paste-html, Chromium and
 * Firefox. The write first deletes the selection with Slate's own delete (pasteDeletesFirst),
 * which keeps the block the range starts in: a list item, emptied (or holding the item's words
 * before the range). `Transforms.insertFragment` then puts the pasted blocks at that item's
 * path, inside its list: the pasted list and the paragraph after it came out as a list and a
 * paragraph in the list, and verification refused the write (Copy). So the range starts at
 * the end of the paragraph or heading before the list: the delete takes the whole list and
 * merges what is left into that block, and the fragment opens with an empty paragraph (its
 * one empty leaf joins that block, its words and marks untouched), then the list's items
 * before the range (and the selected item's words before it) pasted again as they are, at the
 * head of the fragment's own list. Still one delete and one paste in one task: one undo step.
 * A paste of that list alone (the range ends in the list) is its items, bare (itemsOf).
 * A list after no paragraph or heading (the editor's first block), a nested item, an item of
 * several blocks, or a fragment that does not open with that list: as it is.
 */

import { lastTextOf, listLeadOf, topBlockOf, withListLead } from './paste-blocks';

const BEFORE_LIST = /^(P|H[1-6])$/;
/** Block elements inside an item: an item holding them is not pasted again (not measured). */
const INNER_BLOCKS = 'p, h1, h2, h3, h4, h5, h6, ul, ol, blockquote, pre';

/**
 * Slate's DOM copied as a paste: its zero-width spans (the U+FEFF and <br> it draws for an
 * empty leaf) taken out, as its own copy does (slate-dom's setFragmentData), so they do not
 * reach the model as characters.
 */
function withoutZeroWidth<T extends Element>(el: T): T {
  for (const zw of [...el.querySelectorAll('[data-slate-zero-width]')]) zw.remove();
  return el;
}

/**
 * A paste of that list's items only (the range ends inside the list): its items bare, which
 * `insertFragment` puts among the list's items, where the list itself would nest in it.
 */
function itemsOf(list: Element): DocumentFragment {
  const items = list.ownerDocument.createDocumentFragment();
  items.append(...[...list.children].map((li) => li.cloneNode(true)));
  return items;
}

/** Shapes `range` (the live selection's) in place; returns the fragment to paste. */
export function slateListPaste(
  root: HTMLElement,
  range: Range,
  fragment: DocumentFragment,
): DocumentFragment {
  const list = topBlockOf(root, range.startContainer);
  const start = range.startContainer;
  const item = (start.nodeType === 1 ? (start as Element) : start.parentElement)?.closest('li');
  if (!list || item?.parentElement !== list) return fragment;
  const blocks = [...fragment.children];
  if (blocks[0]?.nodeName !== list.nodeName) return fragment;
  if (blocks.length === 1) return itemsOf(blocks[0]!);
  const before = list.previousElementSibling;
  const end = before && BEFORE_LIST.test(before.nodeName) ? lastTextOf(before) : null;
  if (!end) return fragment;
  // The list's content before the range: its earlier items, then the selected item's start.
  const lead = listLeadOf(list, range, withoutZeroWidth);
  const { earlier, partial } = lead;
  if (partial?.querySelector(INNER_BLOCKS) || earlier.some((li) => li.querySelector(INNER_BLOCKS)))
    return fragment;
  const pasted = withListLead(list, fragment, lead);
  if (!pasted) return fragment;
  range.setStart(end, end.length);
  return pasted;
}
