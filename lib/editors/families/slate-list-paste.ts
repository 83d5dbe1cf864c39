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
 * A paste of that list alone (the range ends in the list) is its items, bare (itemsOf), at
 * the depth of the item the range starts in: Slate's delete empties that item and
 * `insertFragment` puts the items at its path (measured from a nested item, both browsers).
 * From a nested item up into a later top-level item the items cannot land at two depths so:
 * when that ends the list, the paste starts before the list as above (measured); otherwise as
 * it is (refused, reasoned). Quotes right before the list are taken in and pasted again
 * (paste-blocks.ts startBefore). A list after no paragraph or heading (the editor's first
 * block), an item of several blocks, or a fragment that does not open with that list: as it
 * is.
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

/** How many lists deeper than `list` `item` is (0: one of its own items). */
function depthOf(item: Element, list: Element): number {
  let depth = 0;
  for (let el = item.parentElement; el && el !== list; el = el.parentElement)
    if (/^(UL|OL)$/.test(el.nodeName)) depth += 1;
  return depth;
}

/**
 * The list `depth` levels inside `pasted` through items that hold only that list (how a
 * selection from a nested item is rendered: its parent items cut to nothing), or null when
 * the paste holds anything else on the way (it rises out of the start's list).
 */
function atDepth(pasted: Element, depth: number): Element | null {
  let at: Element | null = pasted;
  for (let level = 0; level < depth && at; level += 1) {
    const item: Element | null = at.children.length === 1 ? at.firstElementChild : null;
    const inner: Element | null = item?.children.length === 1 ? item.firstElementChild : null;
    at =
      inner && /^(UL|OL)$/.test(inner.nodeName) && item!.textContent === inner.textContent
        ? inner
        : null;
  }
  return at;
}

/** Whether nothing but Slate's zero-width characters follows `range` in `list`. */
function endsList(list: Element, range: Range): boolean {
  const rest = list.ownerDocument.createRange();
  rest.setStart(range.endContainer, range.endOffset);
  rest.setEnd(list, list.childNodes.length);
  return rest.toString().replace(/\uFEFF/g, '') === '';
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
  if (blocks.length === 1) {
    // Items only: bare, among the items of the list they are cut from, at the start's depth.
    const inner = atDepth(blocks[0]!, depthOf(item, list));
    if (inner) return itemsOf(inner);
    // From a nested item to the list's end, rising out of its list: from before the list.
    if (!endsList(list, range)) return fragment;
  }
  const before = startBefore(list);
  if (!before) return fragment;
  // The list's content before the range: its earlier items, then the selected item's start.
  const lead = listLeadOf(list, range, withoutZeroWidth);
  const { earlier, partial } = lead;
  if ((partial && severalBlocks(partial)) || earlier.some(severalBlocks)) return fragment;
  const passed = before.passed.map((quote) => withoutZeroWidth(quote.cloneNode(true) as Element));
  const pasted = withListLead(list, fragment, lead, passed);
  if (!pasted) return fragment;
  range.setStart(before.end, before.end.length);
  return pasted;
}
