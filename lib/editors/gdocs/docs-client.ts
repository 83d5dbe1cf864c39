/**
 * The content script's side of the bridge to the main world in a Google Docs tab (see
 * bridge-protocol.ts). Every answer is parsed as untrusted data; a missing or malformed
 * answer is "no answer". `ping` and `select` are answered synchronously (the main world's
 * listener runs inside our dispatchEvent); `read` waits for Docs.
 */
import {
  DOCS_REQUEST_EVENT,
  DOCS_RESPONSE_EVENT,
  parseDocsResponse,
  type DocsRequest,
  type DocsResponse,
} from './bridge-protocol';
import type { Span } from '../span';

/** The whole annotated text (raw offsets) and its selection, as Docs had them when asked. */
export interface DocsSnapshot {
  text: string;
  selection: Span | null;
}

export type DocsRead = DocsSnapshot | 'refused' | 'no_answer';

export interface DocsClient {
  /** Our main-world bridge is in this page (Google Docs support is on and was on at load). */
  installed(): boolean;
  read(): Promise<DocsRead>;
  /** Selects raw offsets start..end in the document; false when Docs did not take it. */
  select(start: number, end: number): boolean;
  /** Stops listening (tests; a content script keeps its client for the page's lifetime). */
  dispose(): void;
}

type Request = DocsRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

export function createDocsClient(
  doc: Document,
  {
    timeoutMs = 3000,
    newId = (): string => crypto.randomUUID(),
  }: { timeoutMs?: number; newId?: () => string } = {},
): DocsClient {
  const pending = new Map<string, (response: DocsResponse) => void>();
  const onResponse = (event: Event) => {
    const response = parseDocsResponse((event as CustomEvent).detail);
    const settle = response && pending.get(response.id);
    if (!response || !settle) return;
    pending.delete(response.id);
    settle(response);
  };
  doc.addEventListener(DOCS_RESPONSE_EVENT, onResponse);
  const send = (request: Request, settle: (response: DocsResponse) => void): string => {
    const id = newId();
    pending.set(id, settle);
    const Custom = doc.defaultView?.CustomEvent ?? CustomEvent;
    doc.dispatchEvent(
      new Custom(DOCS_REQUEST_EVENT, { detail: JSON.stringify({ ...request, id }) }),
    );
    return id;
  };
  const sendSync = (request: Request): boolean => {
    let ok = false;
    const id = send(request, (response) => {
      ok = response.ok;
    });
    pending.delete(id);
    return ok;
  };

  return {
    dispose: () => doc.removeEventListener(DOCS_RESPONSE_EVENT, onResponse),
    installed: () => sendSync({ op: 'ping' }),
    select: (start, end) => sendSync({ op: 'select', start, end }),
    read: () =>
      new Promise<DocsRead>((resolve) => {
        const id = send({ op: 'read' }, (response) => {
          clearTimeout(timer);
          resolve(
            response.ok && 'text' in response
              ? { text: response.text, selection: response.selection }
              : 'refused',
          );
        });
        const timer = setTimeout(() => {
          pending.delete(id);
          resolve('no_answer');
        }, timeoutMs);
      }),
  };
}
