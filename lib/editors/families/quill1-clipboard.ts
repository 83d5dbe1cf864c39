/**
 * Writing into Quill 1 the way its own clipboard does. Quill 1 does not cancel a paste: its
 * handler moves the focus to a hidden contenteditable `.ql-clipboard` beside the editor, and
 * 1 ms later converts whatever that container holds into a Delta that replaces the selection
 * (one user change, one history step), then empties it. A synthetic paste carries nothing the
 * browser would put there, so we put our own nodes there ourselves, synchronously, right
 * after the paste moved the focus: Quill then takes them as one pasted change.
 *
 * Takes a DocumentFragment (built with DOM APIs, text as text nodes) so that a formatted
 * write (headings, lists, marks rendered by lib/editors/formatting) goes the same way.
 */
import { eventTargetFor } from '../insert-paths';

/** Quill 1's clipboard container for the editor root `root`, or null (Quill 2 has none). */
export function quill1Clipboard(root: HTMLElement): HTMLElement | null {
  return root.parentElement?.querySelector<HTMLElement>(':scope > .ql-clipboard') ?? null;
}

/**
 * A synthetic paste on Quill 1's root (the selection is set), then `content` put into its
 * clipboard container for Quill to convert. Returns whether Quill took the paste (the focus
 * moved to its container); false means nothing was put anywhere.
 */
export function pasteIntoQuill1(root: HTMLElement, content: DocumentFragment): boolean {
  const clipboard = quill1Clipboard(root);
  if (!clipboard) return false;
  const view = root.ownerDocument.defaultView ?? window;
  const event = new view.ClipboardEvent('paste', { bubbles: true, cancelable: true });
  eventTargetFor(root).dispatchEvent(event);
  if (event.defaultPrevented || root.ownerDocument.activeElement !== clipboard) return false;
  clipboard.replaceChildren(content);
  return true;
}

/**
 * Plain text as Quill's clipboard reads it: one paragraph per line but the last, text as text
 * nodes. The last line stays inline so it joins the text after the selection. Each text sits
 * in a `white-space: pre-wrap` span: Quill 1's text matcher trims the spaces at either end of
 * a line unless the style keeps them, and a rewrite ending in a space lost it ("second,the").
 */
export function plainParagraphs(doc: Document, text: string): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  const lines = text.split('\n');
  const last = lines.pop() ?? '';
  for (const line of lines) {
    const paragraph = doc.createElement('p');
    if (line) paragraph.append(keptText(doc, line));
    else paragraph.append(doc.createElement('br'));
    fragment.append(paragraph);
  }
  if (last) fragment.append(keptText(doc, last));
  return fragment;
}

const BLOCKS = 'p, h1, h2, h3, h4, h5, h6, ul, ol, li, blockquote, pre';

/**
 * A rendered formatted fragment (lib/editors/formatting/render-html.ts) as Quill 1's clipboard
 * converts it faithfully: its blocks without margins (its matchers add an empty line where a
 * block's margin leaves a gap under it), and its last block's content inline, as the last line
 * of plainParagraphs: it joins the selection's own line end, which keeps that block's format
 * (Quill keeps the pasted last line end of a list item or heading, an extra empty line).
 */
export function quill1Fragment(fragment: DocumentFragment): DocumentFragment {
  for (const block of fragment.querySelectorAll<HTMLElement>(BLOCKS)) block.style.margin = '0';
  let last = fragment.lastElementChild;
  while (last && /^(UL|OL)$/.test(last.nodeName)) {
    const item: Element | null = last.lastElementChild;
    const nested = item?.lastElementChild;
    last = nested && /^(UL|OL)$/.test(nested.nodeName) ? nested : item;
  }
  if (!last || !last.matches(BLOCKS)) return fragment;
  const parent = last.parentNode!;
  const content = [...last.childNodes];
  last.remove();
  // Up to the fragment: what held only this block goes with it (an emptied list).
  let holder: ParentNode | null = parent;
  while (holder && holder !== fragment && holder.childNodes.length === 0) {
    const up: ParentNode | null = (holder as Element).parentNode;
    (holder as Element).remove();
    holder = up;
  }
  fragment.append(...content);
  return fragment;
}

/** `text` as a text node in a span whose style keeps its spaces (set through CSSOM: no CSP issue). */
function keptText(doc: Document, text: string): HTMLElement {
  const span = doc.createElement('span');
  span.style.whiteSpace = 'pre-wrap';
  span.append(doc.createTextNode(text));
  return span;
}
