/**
 * The only code of ours that runs in Google Docs' own JavaScript world (registered by the
 * background when the user turns Google Docs support on). It does two things:
 * - at document_start, sets `_docs_annotate_canvas_by_ext` to our extension id, which makes
 *   Docs expose `_docs_annotate_getAnnotatedText()` (as Chromium's accessibility extension
 *   and Harper do);
 * - answers `ping` (synchronously: "the bridge is here"), `read` (text + selection) and
 *   `select` (setSelection) requests from our content script. It never receives anything secret and never writes text: the content script
 *   pastes the rewrite itself.
 * Built from entrypoints/gdocs-bridge.ts; the window is passed in so that tests can use a
 * stand-in.
 */
import {
  DOCS_REQUEST_EVENT,
  DOCS_RESPONSE_EVENT,
  parseDocsRequest,
  type DocsResponse,
} from './bridge-protocol';
import { selectionEndpoints } from './docs-text';

/** The part of Docs' annotated-text interface we use (a snapshot taken when it is asked for). */
export interface DocsAnnotatedText {
  getText(): string;
  getSelection?(): unknown;
  setSelection(start: number, end: number): void;
}

export interface DocsWindow {
  _docs_annotate_canvas_by_ext?: string;
  _docs_annotate_getAnnotatedText?: (...args: unknown[]) => unknown;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;
  CustomEvent: typeof CustomEvent;
}

/** Our id from this script's own URL (chrome-extension://<id>/…), as Chromium's extension does. */
export function extensionIdFromStack(stack: string | undefined): string | null {
  const match = /(?:chrome|moz)-extension:\/\/([\w-]+)\//.exec(stack ?? '');
  return match?.[1] ?? null;
}

const isAnnotated = (v: unknown): v is DocsAnnotatedText =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as DocsAnnotatedText).getText === 'function' &&
  typeof (v as DocsAnnotatedText).setSelection === 'function';

/** Installs the bridge; returns its removal (for tests: the page keeps it for its lifetime). */
export function installDocsBridge(win: DocsWindow, extensionId: string | null): () => void {
  if (extensionId) win._docs_annotate_canvas_by_ext = extensionId;
  // Taken now, before any page script runs, so that later page changes to these globals
  // cannot reshape our answers.
  const doc = win.document;
  const Custom = win.CustomEvent;
  const stringify = JSON.stringify;
  let snapshot: DocsAnnotatedText | null = null;

  const respond = (response: DocsResponse) =>
    doc.dispatchEvent(new Custom(DOCS_RESPONSE_EVENT, { detail: stringify(response) }));

  const read = async (id: string) => {
    try {
      const annotated: unknown = await win._docs_annotate_getAnnotatedText?.();
      if (!isAnnotated(annotated)) return respond({ id, ok: false });
      snapshot = annotated;
      const text = String(annotated.getText());
      const ranges = annotated.getSelection?.();
      const selection = selectionEndpoints(Array.isArray(ranges) ? ranges[0] : null);
      respond({ id, ok: true, text, selection });
    } catch {
      respond({ id, ok: false });
    }
  };

  const onRequest = (event: Event) => {
    const request = parseDocsRequest((event as CustomEvent).detail);
    if (!request) return;
    if (request.op === 'ping') return respond({ id: request.id, ok: true });
    if (request.op === 'read') return void read(request.id);
    try {
      // Synchronous on the last snapshot, so that the paste that follows lands there.
      if (!snapshot) return respond({ id: request.id, ok: false });
      snapshot.setSelection(request.start, request.end);
      respond({ id: request.id, ok: true });
    } catch {
      respond({ id: request.id, ok: false });
    }
  };
  doc.addEventListener(DOCS_REQUEST_EVENT, onRequest);
  return () => doc.removeEventListener(DOCS_REQUEST_EVENT, onRequest);
}
