/**
 * What the shaped pastes (CKEditor 5's, Slate's, TinyMCE's list and first-block cases) ask of
 * the editor's DOM: the top-level block a point is in, and where a block's text ends (where
 * a paste from "the end of the block before" starts); and the list pastes' common part: the
 * list the selection starts in, its content before the selection, and that content joined to
 * the head of the fragment's own list.
 */

/** The blocks a list paste can start after (their text's end): not a quote, whose paste
 * would land inside it, nor a code block. */
const BEFORE_LIST = /^(P|H[1-6])$/;

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
 * The top-level list of `root` a list paste starts in: the range starts in one of its items
 * (a nested one too) and `fragment` opens with a list of its kind. Null otherwise.
 */
export function listPasteStart(
  root: HTMLElement,
  range: Range,
  fragment: DocumentFragment,
): { list: Element; item: Element } | null {
  const list = topBlockOf(root, range.startContainer);
  const start = range.startContainer;
  const item = (start.nodeType === 1 ? (start as Element) : start.parentElement)?.closest('li');
  if (!list || !/^(UL|OL)$/.test(list.nodeName) || !item || !list.contains(item)) return null;
  return fragment.firstElementChild?.nodeName === list.nodeName ? { list, item } : null;
}

/** Blocks between that paragraph or heading and the list that the paste takes in and writes
 * again as they are: quotes (measured in Slate and CKEditor 5, both browsers). */
const PASSED = /^BLOCKQUOTE$/;

/**
 * Where a paste from before `list` starts: the end of the paragraph or heading before it
 * (`block`, its last text `end`), past the quotes right before the list (`passed`, in order),
 * which the paste then holds again. A paste from a quote's end would land in the quote, one
 * from the list's item in the list.
 */
export function startBefore(
  list: Element,
): { block: Element; end: Text; passed: Element[] } | null {
  const passed: Element[] = [];
  let block = list.previousElementSibling;
  for (; block && PASSED.test(block.nodeName); block = block.previousElementSibling)
    passed.unshift(block);
  const end = block && BEFORE_LIST.test(block.nodeName) ? lastTextOf(block) : null;
  return block && end ? { block, end, passed } : null;
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
 * the head of its own list, numbered from where the list starts, after the `passed` blocks
 * (copies of the quotes the paste takes in), and opened by an empty paragraph, which the
 * editor merges into the block before, where the paste starts. Null when the fragment's list
 * does not open with an item to join `partial` to.
 */
export function withListLead(
  list: Element,
  fragment: DocumentFragment,
  { earlier, partial }: { earlier: Element[]; partial: Element | undefined },
  passed: readonly Element[] = [],
): DocumentFragment | null {
  const pasted = fragment.cloneNode(true) as DocumentFragment;
  const head = pasted.firstElementChild!;
  if (partial?.textContent) {
    if (head.firstElementChild?.nodeName !== 'LI') return null;
    const lead = list.ownerDocument.createElement(head.nodeName);
    lead.append(partial);
    joinAtCut(lead, head);
    head.replaceChildren(...lead.childNodes);
  }
  head.prepend(...earlier);
  // The fragment's numbered list started at the selected item: it now starts where the list does.
  const from = list.getAttribute('start');
  if (from) head.setAttribute('start', from);
  else head.removeAttribute('start');
  pasted.prepend(list.ownerDocument.createElement('p'), ...passed);
  return pasted;
}

/**
 * `from`'s content appended to `into`'s, joined where the selection cut them apart: `from`'s
 * first child goes into `into`'s last when both are the same list or item (an item cut at the
 * range, at any depth: a nested item's words before the range, its parent item's text).
 */
function joinAtCut(into: Element, from: Element): void {
  const last = into.lastChild;
  const first = from.firstChild;
  if (last && first && last.nodeName === first.nodeName && /^(LI|UL|OL)$/.test(last.nodeName)) {
    joinAtCut(last as Element, first as Element);
    first.remove();
  }
  into.append(...from.childNodes);
}
