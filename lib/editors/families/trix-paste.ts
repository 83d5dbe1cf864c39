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
import { plainTransfer } from '../insert-paths';

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

/** Trix's paste of HTML: a beforeinput insertFromPaste; whether Trix claimed it. */
export function pasteHtmlIntoTrix(target: HTMLElement, text: string, html: string): boolean {
  const view = target.ownerDocument.defaultView ?? window;
  const event = new view.InputEvent('beforeinput', {
    inputType: 'insertFromPaste',
    dataTransfer: plainTransfer(view, text, html),
    bubbles: true,
    cancelable: true,
    composed: true,
  });
  return !target.dispatchEvent(event);
}
