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

/** Plain text as Quill's clipboard reads it: one paragraph per line, text as text nodes. */
export function plainParagraphs(doc: Document, text: string): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  for (const line of text.split('\n')) {
    const paragraph = doc.createElement('p');
    if (line) paragraph.append(doc.createTextNode(line));
    else paragraph.append(doc.createElement('br'));
    fragment.append(paragraph);
  }
  return fragment;
}
