/**
 * A write across paragraphs into Trix (2.1, Chromium and Firefox). Trix writes every "\n" of a
 * text/plain paste as a line break inside one block, so the paragraphs would merge; a text/html
 * paste (a beforeinput `insertFromPaste`, where Trix's Level 2 input reads the HTML) keeps blocks,
 * one change, one undo step. Measured: the first pasted block joins the block the selection starts
 * in, but the last one never joins the text after the selection (that text becomes a block of its
 * own, its first space a no-break one). So the last line is pasted with the rest of its block, the
 * selection taken to that block's end; only when that rest is plain text (else null: nothing
 * written this way). The HTML is built with DOM APIs: the rewrite stays text.
 */

/** What to paste, over which range, for `text` ("\n" between paragraphs) at `selected`. */
export function trixPaste(
  root: HTMLElement,
  selected: Range,
  text: string,
): { range: Range; html: string } | null {
  const lines = text.split('\n');
  if (lines.length < 2) return null;
  const { endContainer: last, endOffset } = selected;
  // The block holding the end: a plain paragraph of Trix's (a root's <div>).
  let block: Node = last;
  while (block.parentNode !== root) {
    if (!block.parentNode) return null;
    block = block.parentNode;
  }
  if (block.nodeName !== 'DIV') return null;
  const rest = root.ownerDocument.createRange();
  rest.selectNodeContents(block);
  rest.setStart(last, endOffset);
  if (rest.cloneContents().querySelector('*')) return null;
  lines[lines.length - 1] += rest.toString();
  const range = selected.cloneRange();
  range.setEnd(rest.endContainer, rest.endOffset);
  const holder = root.ownerDocument.createElement('div');
  for (const line of lines)
    holder.appendChild(root.ownerDocument.createElement('div')).append(line);
  return { range, html: holder.innerHTML };
}

/** Trix's blocks: a plain one (<div>), its heading, a list item, a quote, a code block. */
const TRIX_BLOCK = 'div, h1, li, blockquote, pre';

/** The deepest last block of `fragment` (a list's last item), where the rest is appended. */
function lastBlockOf(fragment: DocumentFragment): Element | null {
  let el = fragment.lastElementChild;
  while (el?.lastElementChild && /^(UL|OL|LI|BLOCKQUOTE)$/.test(el.nodeName)) {
    const inner = el.lastElementChild;
    if (el.nodeName === 'LI' && inner.nodeName !== 'UL' && inner.nodeName !== 'OL') break;
    el = inner;
  }
  return el;
}

/**
 * Trix joins the first pasted block to the block the range starts in, which keeps its kind
 * (measured: a paste from a heading's start made every pasted block a heading). A range from a
 * top-level block's start is taken from the start of the plain block or heading before it,
 * that block pasted again as it is (cloned, marks kept): the join then gives it its own kind.
 * The editor's first block has none before: a plain one needs none (measured: kept); from a
 * heading or a list item no single paste can keep the kinds (Trix's mergeDocumentAtRange gives
 * every pasted block that block's attributes), so it is left as it is and verification
 * refuses it (Copy; docs/editors.md ¹⁶).
 */
function startAfterBlockBefore(root: HTMLElement, range: Range, pasted: DocumentFragment): void {
  let block: Node | null = range.startContainer;
  while (block && block.parentNode !== root) block = block.parentNode;
  const before = (block as Element | null)?.previousElementSibling;
  if (!block || !before || !/^(DIV|H1)$/.test(before.nodeName)) return;
  const head = root.ownerDocument.createRange();
  head.setStart(block, 0);
  head.setEnd(range.startContainer, range.startOffset);
  if (head.toString() !== '') return;
  pasted.prepend(before.cloneNode(true));
  range.setStart(before, 0);
}

/**
 * The formatted write's shape (EditorFamily.shapePaste): Trix never joins the last pasted block
 * to the text after the selection, so that rest (its marks kept: cloned nodes) is pasted at the
 * end of the last block and the range taken to its block's end; every <p> becomes a <div>
 * (Trix's plain block); a range from a block's start starts at the block before
 * (startAfterBlockBefore). The range is moved in place.
 */
export function trixShapePaste(
  root: HTMLElement,
  range: Range,
  fragment: DocumentFragment,
): DocumentFragment {
  const endEl =
    range.endContainer.nodeType === 1
      ? (range.endContainer as Element)
      : range.endContainer.parentElement;
  const block = endEl?.closest(TRIX_BLOCK);
  if (!block || !root.contains(block) || block === root) return fragment;
  const rest = root.ownerDocument.createRange();
  rest.selectNodeContents(block);
  rest.setStart(range.endContainer, range.endOffset);
  const pasted = fragment.cloneNode(true) as DocumentFragment;
  // Trix's parser writes a <p> as a block with line breaks around it (measured): a <div> each.
  for (const para of Array.from(pasted.querySelectorAll('p'))) {
    const div = root.ownerDocument.createElement('div');
    div.append(...Array.from(para.childNodes));
    para.replaceWith(div);
  }
  const last = lastBlockOf(pasted);
  if (!last) return fragment;
  startAfterBlockBefore(root, range, pasted);
  if (rest.toString() !== '') {
    last.append(rest.cloneContents());
    range.setEnd(rest.endContainer, rest.endOffset);
  }
  return pasted;
}
