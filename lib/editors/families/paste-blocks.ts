/**
 * What the shaped pastes (CKEditor 5's, Slate's, TinyMCE's list and first-block cases) ask of
 * the editor's DOM: the top-level block a point is in, and where a block's text ends (where
 * a paste from "the end of the block before" starts).
 */

/** The child of `root` holding `node`, or null. */
export function topBlockOf(root: HTMLElement, node: Node): Element | null {
  let el: Node | null = node;
  while (el && el.parentNode !== root) el = el.parentNode;
  return el as Element | null;
}

/** The last text node of `block` with characters, or null. */
export function lastTextOf(block: Element): Text | null {
  const walker = block.ownerDocument.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  let last: Text | null = null;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.nodeValue) last = n as Text;
  return last;
}

/**
 * A list's content before `range`'s start: its earlier items, and the selected item's start
 * (`partial`, the last, cut at the range), each passed through `clean`.
 */
export function listLeadOf(
  list: Element,
  range: Range,
  clean: (item: Element) => Element = (item) => item,
): { earlier: Element[]; partial: Element | undefined } {
  const lead = list.ownerDocument.createRange();
  lead.setStart(list, 0);
  lead.setEnd(range.startContainer, range.startOffset);
  const earlier = [...lead.cloneContents().children].map(clean);
  const partial = earlier.pop();
  return { earlier, partial };
}

/**
 * `fragment` (opening with the list the range starts in) with that list's lead pasted again at
 * the head of its own list, numbered from where the list starts, and opened by an empty
 * paragraph, which the editor merges into the block before the list, where the paste starts.
 * Null when the fragment's list does not open with an item to join `partial` to.
 */
export function withListLead(
  list: Element,
  fragment: DocumentFragment,
  { earlier, partial }: { earlier: Element[]; partial: Element | undefined },
): DocumentFragment | null {
  const pasted = fragment.cloneNode(true) as DocumentFragment;
  const head = pasted.firstElementChild!;
  if (partial?.textContent) {
    const first = head.firstElementChild;
    if (first?.nodeName !== 'LI') return null;
    first.prepend(...partial.childNodes);
  }
  head.prepend(...earlier);
  // The fragment's numbered list started at the selected item: it now starts where the list does.
  const from = list.getAttribute('start');
  if (from) head.setAttribute('start', from);
  else head.removeAttribute('start');
  pasted.prepend(list.ownerDocument.createElement('p'));
  return pasted;
}
