/**
 * The range and fragment of a formatted paste into TinyMCE, shaped the way its paste takes
 * them (measured in TinyMCE 8 and 7, Chromium and Firefox). Its paste deletes the selection
 * with the browser's Delete, then inserts the HTML at the caret left:
 * - over whole blocks from a block's start, Gecko's Delete leaves a bare <br> (an empty
 *   paragraph after the paste): the range starts at the end of the paragraph or heading
 *   before, as the plain contenteditable's insertHTML does (rich-target.ts);
 * - from a list's second item on, the caret is left in a list item, where only a list alone
 *   is merged item by item and anything else nests inside that item: the items before are
 *   pasted again, as they are, at the head of the fragment's own list, and the range starts
 *   before the list. Still one paste, one undo level; the core verifies what it then holds.
 * - from the editor's first block (none before), over whole blocks with a paragraph after
 *   them: Gecko's Delete leaves that empty paragraph before the one after, so in Gecko the
 *   range ends at the start of the paragraph or heading after instead (endAtNextBlock). Chromium's
 *   Delete leaves none, and there that range gave the block after the first block's kind
 *   (a heading: measured), so Gecko only.
 * Anything else is pasted as it is.
 */

import { inlineParagraph } from '../formatting/render-html';
import { isGecko } from '../insert-paths';
import { topBlockOf } from './paste-blocks';

const BEFORE_PASTE = /^(P|H[1-6])$/;

/** Whether nothing but markup stands between `block`'s start and the range's start. */
function startsAt(block: Element, range: Range): boolean {
  const before = block.ownerDocument.createRange();
  before.setStart(block, 0);
  before.setEnd(range.startContainer, range.startOffset);
  return before.toString() === '';
}

/** Shapes `range` (the live selection's) in place; returns the fragment to paste. */
export function tinymcePaste(
  root: HTMLElement,
  range: Range,
  fragment: DocumentFragment,
): DocumentFragment {
  // One paragraph with a line break: inline, over the selection as it is (render-html.ts).
  const inline = inlineParagraph(fragment);
  if (inline) return inline;
  const block = topBlockOf(root, range.startContainer);
  if (!block) return fragment;
  const start = range.startContainer;
  const item = (start.nodeType === 1 ? (start as Element) : start.parentElement)?.closest('li');
  const pasted = fragment.cloneNode(true) as DocumentFragment;
  const head = pasted.firstElementChild;
  if (item?.parentElement === block && item.previousElementSibling && startsAt(item, range)) {
    if (head?.nodeName !== block.nodeName) return fragment;
    const earlier = [...block.children].slice(0, [...block.children].indexOf(item));
    head.prepend(...earlier.map((li) => li.cloneNode(true)));
    range.setStart(block, 0);
  } else if (!startsAt(block, range)) return fragment;
  const previous = block.previousElementSibling;
  if (previous && BEFORE_PASTE.test(previous.nodeName)) {
    const last = textsOf(previous).at(-1);
    if (last) range.setStart(last, last.length);
  } else if (!previous && !/^(UL|OL)$/.test(block.nodeName) && isGecko(root.ownerDocument)) {
    endAtNextBlock(root, range);
  }
  return pasted;
}

/**
 * From the editor's first block there is no block before to start at: over whole blocks with
 * a paragraph or a heading after them, the range ends at that block's start instead (Gecko's
 * Delete then joins nothing into it and leaves no empty paragraph; measured in TinyMCE 8, a
 * heading first, and two paragraphs before a heading, which keeps its kind). A list after
 * them: its first item would be joined, so as it is (refused, Copy: measured).
 */
function endAtNextBlock(root: HTMLElement, range: Range): void {
  const last = topBlockOf(root, range.endContainer);
  const next = last?.nextElementSibling;
  if (!last || !next || !/^(P|H[1-6])$/.test(next.nodeName)) return;
  const rest = root.ownerDocument.createRange();
  rest.setStart(range.endContainer, range.endOffset);
  rest.setEnd(last, last.childNodes.length);
  const first = textsOf(next)[0];
  if (rest.toString() === '' && first) range.setEnd(first, 0);
}

/** The text nodes of `el`, in order. */
function textsOf(el: Element): Text[] {
  const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
  return texts;
}
