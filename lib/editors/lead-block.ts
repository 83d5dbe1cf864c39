/**
 * Chromium's insertHTML over a selection that starts the editor's very first block (a heading,
 * a list) keeps that block: its ReplaceSelectionCommand deletes the selection first, and the
 * delete never removes the block the selection starts in, so the pasted blocks either land
 * inside it (`<h2><p>…</p><ul>…</ul></h2>`) or the text after the selection joins it (a
 * heading spreads). From the end of a block before, the same command puts them beside it
 * (rich-target.ts, htmlRangeOf); the first block has none, so one is lent: a paragraph put
 * before it with DOM APIs, which are no editing command and so no step of the browser's undo,
 * the range taken from its end, and the paragraph removed as soon as the command has run:
 * from a capture listener of the command's `input` event (before the page's own listeners read
 * the editor, unless it listens on the window's capture phase too), and when it returns.
 * Measured in Chromium (heading or list first, the whole editor selected or not, docs/editors.md
 * note ⁵): the command's one undo step gives back the exact original, its redo the rewrite. A
 * paragraph holding only a <br> is deleted by the command and would come back on undo, so the
 * lent one holds a zero-width space. Gecko needs none (its insertHTML does not keep the block).
 */
import { isGecko } from './insert-paths';

/** The child of `root` holding the point `node`/`offset` (a point on `root` itself: the child after it). */
function topChildAt(root: HTMLElement, node: Node, offset: number): Node | null {
  if (node === root) return root.childNodes[offset] ?? null;
  let el: Node | null = node;
  while (el && el.parentNode !== root) el = el.parentNode;
  return el;
}

/** Blocks a lent block stands before, and that a fragment may open with. */
const BLOCK = /^(P|DIV|H[1-6]|UL|OL|BLOCKQUOTE|PRE)$/;

/**
 * Whether `range` (a formatted write's) needs a lent block: Chromium, the range starting in the
 * editor's first block at its start (`startsEditor`: no text before it), that block and the
 * fragment's first node blocks, the fragment more than one block. Not a fragment opening with a
 * paragraph or a <div> line (it already lands beside the block: htmlRangeOf), nor inline content (marks inside
 * one block, Editor.js's), nor one block or one list alone: Chromium writes a heading over a
 * heading, and list items into the list they start in, in place (measured), where a lent block
 * would split that list in two.
 */
export function needsLeadBlock(
  root: HTMLElement,
  range: Range,
  startsEditor: boolean,
  fragment: DocumentFragment,
): boolean {
  if (!startsEditor || isGecko(root.ownerDocument) || fragment.childNodes.length < 2) return false;
  const first = fragment.firstChild!;
  if (first.nodeName === 'P' || first.nodeName === 'DIV' || !BLOCK.test(first.nodeName))
    return false;
  const top = topChildAt(root, range.startContainer, range.startOffset);
  return !!top && BLOCK.test(top.nodeName);
}

/**
 * Lends the block before the first one, moves `range`'s start to its end and runs `write`
 * (which selects `range` and runs the one command); the block is gone when it returns.
 */
export function withLeadBlock(root: HTMLElement, range: Range, write: () => boolean): boolean {
  const doc = root.ownerDocument;
  const top = topChildAt(root, range.startContainer, range.startOffset)!;
  const lead = doc.createElement('p');
  const mark = lead.appendChild(doc.createTextNode('\u200b'));
  root.insertBefore(lead, top);
  range.setStart(mark, 1);
  const drop = () => lead.remove();
  const view = doc.defaultView;
  view?.addEventListener('input', drop, { capture: true, once: true });
  try {
    return write();
  } finally {
    view?.removeEventListener('input', drop, { capture: true });
    lead.remove();
  }
}
