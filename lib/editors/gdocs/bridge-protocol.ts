/**
 * The two words our isolated content script and the main-world bridge say to each other in
 * a Google Docs tab, as CustomEvents on the document whose detail is a JSON string (a string
 * crosses JavaScript worlds unchanged in every browser).
 *
 * The page sees and can forge both directions, so nothing secret travels here (offsets and
 * the document's own text only; never the key, never a setting) and each side checks what it
 * receives as untrusted data.
 */
import { isRecord } from '../../is-record';
import type { Span } from '../span';

export const DOCS_REQUEST_EVENT = 'humanizer:gdocs-request';
export const DOCS_RESPONSE_EVENT = 'humanizer:gdocs-response';

/** Docs gives no document over this: anything longer is not an answer we trust. */
export const MAX_DOC_CHARS = 5_000_000;

export type DocsRequest =
  | { id: string; op: 'ping' }
  | { id: string; op: 'read' }
  | { id: string; op: 'select'; start: number; end: number };

export type DocsResponse =
  | { id: string; ok: true; text: string; selection: Span | null }
  | { id: string; ok: true }
  | { id: string; ok: false };

const isOffset = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_DOC_CHARS;

function parseJson(detail: unknown): Record<string, unknown> | null {
  if (typeof detail !== 'string' || detail.length > MAX_DOC_CHARS * 2) return null;
  try {
    const value: unknown = JSON.parse(detail);
    return isRecord(value) && typeof value.id === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** A request as the main-world bridge accepts it, or null. */
export function parseDocsRequest(detail: unknown): DocsRequest | null {
  const v = parseJson(detail);
  if (!v) return null;
  const id = v.id as string;
  if (v.op === 'ping' || v.op === 'read') return { id, op: v.op };
  if (v.op === 'select' && isOffset(v.start) && isOffset(v.end) && v.start <= v.end) {
    return { id, op: 'select', start: v.start, end: v.end };
  }
  return null;
}

/** A response as the content script accepts it, or null (wrong shape, offsets outside the text). */
export function parseDocsResponse(detail: unknown): DocsResponse | null {
  const v = parseJson(detail);
  if (!v) return null;
  const id = v.id as string;
  if (v.ok !== true) return { id, ok: false };
  if (v.text === undefined) return { id, ok: true };
  if (typeof v.text !== 'string' || v.text.length > MAX_DOC_CHARS) return null;
  if (v.selection === null) return { id, ok: true, text: v.text, selection: null };
  const sel = v.selection;
  if (!isRecord(sel) || !isOffset(sel.start) || !isOffset(sel.end)) return null;
  if (sel.start > sel.end || sel.end > v.text.length) return null;
  return { id, ok: true, text: v.text, selection: { start: sel.start, end: sel.end } };
}
