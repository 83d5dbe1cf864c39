/**
 * Google Docs as an EditableTarget: text and selection through Docs' annotated-text
 * interface (via the main-world bridge), writes as a synthetic text/plain paste into the
 * focused element of Docs' hidden `.docs-texteventtarget-iframe`, which is how Docs takes
 * typed and pasted text. Offsets are those of visibleText() (the raw text minus its U+0003).
 *
 * Docs' text is only known asynchronously: read() returns the last text Docs gave and asks
 * for a fresh one, so a caller polling read() (replace.ts' waiter) sees Docs' answer to the
 * paste a moment later; sync() waits for a fresh one.
 */
import type { EditableTarget } from '../editable-target';
import { insertWithPaste } from '../insert-paths';
import type { Span } from '../span';
import type { DocsClient, DocsSnapshot } from './docs-client';
import { leadOf, visibleText } from './docs-text';

export const DOCS_FAMILY = 'google-docs';
const INPUT_FRAME = '.docs-texteventtarget-iframe';
const EDITOR = '.kix-appview-editor';

export interface DocsTarget extends EditableTarget {
  sync(): Promise<void>;
}

/** The element Docs listens on for typed and pasted text, or null when Docs changed. */
export function docsInputElement(doc: Document): HTMLElement | null {
  const frame = doc.querySelector<HTMLIFrameElement>(INPUT_FRAME);
  const inner = frame?.contentDocument;
  const active = inner?.activeElement ?? inner?.body ?? null;
  return active instanceof (inner?.defaultView?.HTMLElement ?? HTMLElement) ? active : null;
}

export function docsTarget(doc: Document, client: DocsClient, first: DocsSnapshot): DocsTarget {
  let current = first;
  let inFlight: Promise<void> | null = null;
  const refresh = (): Promise<void> => {
    inFlight ??= client.read().then((answer) => {
      inFlight = null;
      if (typeof answer === 'object') current = answer;
    });
    return inFlight;
  };
  // Docs' input element as it was at the capture: once the focus has left Docs' input frame
  // (the user clicked "Send N words" on our card), that frame's activeElement is its body.
  const captured = docsInputElement(doc);
  const input = (): HTMLElement => {
    const el = captured?.isConnected ? captured : docsInputElement(doc);
    if (!el) throw new Error('Google Docs has no text input frame.');
    return el;
  };
  const lead = () => leadOf(current.text);

  return {
    family: DOCS_FAMILY,
    element: doc.querySelector<HTMLElement>(EDITOR) ?? doc.body,
    singleLine: false,
    paths: ['paste'],
    read() {
      void refresh();
      return visibleText(current.text);
    },
    selection(): Span | null {
      const sel = current.selection;
      if (!sel || sel.start === sel.end) return null;
      const at = lead();
      return { start: Math.max(0, sel.start - at), end: Math.max(0, sel.end - at) };
    },
    select(span) {
      input().focus();
      if (!client.select(span.start + lead(), span.end + lead())) {
        throw new Error('Google Docs did not take the selection.');
      }
    },
    write(path, text) {
      if (path !== 'paste') throw new Error(`Google Docs is written by paste, not ${path}.`);
      return insertWithPaste(input(), text);
    },
    // Docs only listens for its keyboard shortcut; the caller verifies the text either way.
    undoMethods: ['undoKey'],
    undo() {
      // Docs takes its keyboard shortcuts in the input frame; whether it obeys a synthetic
      // Ctrl+Z is up to Docs. The caller verifies the text either way.
      const el = input();
      const view = el.ownerDocument.defaultView ?? window;
      const init = {
        key: 'z',
        code: 'KeyZ',
        keyCode: 90,
        ctrlKey: true,
        bubbles: true,
        cancelable: true,
      };
      const claimed = !el.dispatchEvent(new view.KeyboardEvent('keydown', init));
      el.dispatchEvent(new view.KeyboardEvent('keyup', init));
      return claimed;
    },
    async sync() {
      // A read already on its way may predate the change the caller is waiting for.
      if (inFlight) await inFlight;
      await refresh();
    },
  };
}
