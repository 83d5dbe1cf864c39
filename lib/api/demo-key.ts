/**
 * The reference server's public demo key, fetched in one click from the welcome page (issue 28):
 * only from a base URL on this computer (http://127.0.0.1 or localhost, what `npm start` runs),
 * only in the shape GET /v1/demo-key answers (server/demo-key-route.ts), bounded and within a
 * few seconds. Nothing here knows a key: it is whatever that local server says, or nothing.
 * Called by the background only (a page never reaches the server for it).
 */
import { isLoopbackHost, normaliseBaseUrl } from './base-url';
import { readBoundedBody } from './bounded-body';
import { isRecord } from '../is-record';

export type DemoKeyOutcome =
  | { ok: true; key: string }
  /** not_local: the base URL is not this computer; unavailable: no demo key answered. */
  | { ok: false; reason: 'not_local' | 'unavailable' };

/** A key sendable in a header, short: the demo key is "demo-pro-key". */
const DEMO_KEY_SHAPE = /^[\x21-\x7E]{1,128}$/;
const MAX_BYTES = 1024;
export const DEMO_KEY_TIMEOUT_MS = 5_000;

/** Whether `baseUrl` is the http:// reference server on this computer. */
export function isLocalServer(baseUrl: string): boolean {
  try {
    const url = new URL(normaliseBaseUrl(baseUrl));
    return url.protocol === 'http:' && isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}

export async function fetchDemoKey(
  baseUrl: string,
  fetchFn: typeof fetch,
  timeoutMs = DEMO_KEY_TIMEOUT_MS,
): Promise<DemoKeyOutcome> {
  if (!isLocalServer(baseUrl)) return { ok: false, reason: 'not_local' };
  const unavailable = { ok: false, reason: 'unavailable' } as const;
  try {
    const response = await fetchFn(`${normaliseBaseUrl(baseUrl)}/demo-key`, {
      method: 'GET',
      credentials: 'omit',
      redirect: 'error',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status !== 200) return unavailable;
    const body = await readBoundedBody(response, MAX_BYTES);
    if (!body.complete) return unavailable;
    const parsed: unknown = JSON.parse(body.text);
    if (!isRecord(parsed) || typeof parsed.key !== 'string') return unavailable;
    return DEMO_KEY_SHAPE.test(parsed.key) ? { ok: true, key: parsed.key } : unavailable;
  } catch {
    return unavailable;
  }
}
