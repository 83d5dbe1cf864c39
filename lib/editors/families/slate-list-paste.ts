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

import { listLeadOf, listPasteStart, startBefore, withListLead } from './paste-blocks';

/** Block elements inside an item. */
const INNER_BLOCKS = 'p, h1, h2, h3, h4, h5, h6, blockquote, pre';

/**
 * Whether an item holds blocks of its own: it is not pasted again (not measured). Not the
 * paragraph Slate holds an item's text in before its nested list (`<li><p>text</p><ul>…`,
 * test/pages/slate/slate-html.ts): an item with a nested list is pasted again (measured, a
 * selection from a nested item).
 */
function severalBlocks(item: Element): boolean {
  return [...item.querySelectorAll(INNER_BLOCKS)].some(
    (block) =>
      block.nodeName !== 'P' ||
      block.parentElement?.nodeName !== 'LI' ||
      !/^(UL|OL)$/.test(block.nextElementSibling?.nodeName ?? ''),
  );
}

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
  const start = listPasteStart(root, range, fragment);
  if (!start) return fragment;
  const { list, item } = start;
  const blocks = [...fragment.children];
  // Items only from a nested item: not measured, as it is.
  if (blocks.length === 1) return item.parentElement === list ? itemsOf(blocks[0]!) : fragment;
  const end = startBefore(list);
  if (!end) return fragment;
  // The list's content before the range: its earlier items, then the selected item's start.
  const lead = listLeadOf(list, range, withoutZeroWidth);
  const { earlier, partial } = lead;
  if ((partial && severalBlocks(partial)) || earlier.some(severalBlocks)) return fragment;
  const pasted = withListLead(list, fragment, lead);
  if (!pasted) return fragment;
  range.setStart(end, end.length);
  return pasted;
}
