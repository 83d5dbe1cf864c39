/**
 * What the server's headers say about its rate limit. Every header is optional
 * (contract-decisions.md: a provider may send none of them), so every field is too.
 *
 * A provider's hint is untrusted input that would hold every later request back: a value
 * that cannot be a wait (negative, not a number, not finite) or asks for longer than
 * MAX_HINT_MS (an epoch timestamp sent as seconds, a reset years away) is not followed.
 * It is reported in `refused`, so the job can say what the provider asked for and that the
 * queue paces itself instead (its own window, and its backoff after a 429).
 */
import { MAX_HINT_MS } from '../rate-limit/hint-bounds';

export interface RateHints {
  /** From `Retry-After` (seconds or an HTTP date): wait this long before the next request. */
  retryAfterMs?: number;
  /** From `RateLimit: "…";r=<remaining>;t=<seconds>`: requests left before `resetMs`. */
  remaining?: number;
  /** From the same header: milliseconds until the quota frees (`t`). */
  resetMs?: number;
  /** A header that was sent but not followed (the first one, when several were). */
  refused?: RefusedHint;
}

export interface RefusedHint {
  header: 'Retry-After' | 'RateLimit';
  /** The wait it asked for, in ms from the answer; undefined when it was not a wait at all. */
  waitMs?: number;
}

export { MAX_HINT_MS };

interface HeaderSource {
  get(name: string): string | null;
}

/** Headers longer than this are not parsed (a real one is a few dozen characters). */
const MAX_HEADER_CHARS = 1024;

/** Delta-seconds: digits, optionally with a fraction (some providers send "1.5"). */
const DELTA_SECONDS = /^\d+(\.\d+)?$/;
/**
 * Every HTTP date form starts with the day's name ("Tue, 10 Mar 2026 12:00:00 GMT"): this
 * keeps Date.parse from reading "-5" or "2036" as a year.
 */
const HTTP_DATE = /^[A-Za-z]{3}/;

type Parsed = { ms: number } | { refused: RefusedHint } | undefined;

function bounded(header: RefusedHint['header'], ms: number): Parsed {
  if (!Number.isFinite(ms) || ms < 0) return { refused: { header } };
  if (ms > MAX_HINT_MS) return { refused: { header, waitMs: ms } };
  return { ms };
}

function readRetryAfter(value: string | null, now: number): Parsed {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (trimmed.length > MAX_HEADER_CHARS) return { refused: { header: 'Retry-After' } };
  if (DELTA_SECONDS.test(trimmed)) {
    return bounded('Retry-After', Math.ceil(Number(trimmed) * 1000));
  }
  const date = HTTP_DATE.test(trimmed) ? Date.parse(trimmed) : NaN;
  if (Number.isNaN(date)) return { refused: { header: 'Retry-After' } };
  // A date already past means "now"; one years ahead is refused like any other long wait.
  return bounded('Retry-After', Math.max(0, date - now));
}

/** `Retry-After` as milliseconds from `now`, or undefined when absent or not followed. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const parsed = readRetryAfter(value, now);
  return parsed && 'ms' in parsed ? parsed.ms : undefined;
}

type Policy = { remaining: number; resetMs?: number };

function readPolicy(item: string): Policy | { refused: RefusedHint } | undefined {
  const params = new Map<string, string>();
  for (const part of item.split(';').slice(1)) {
    const [key, raw] = part.split('=');
    if (key && raw !== undefined) params.set(key.trim().toLowerCase(), raw.trim());
  }
  if (!params.has('r')) return undefined;
  const r = Number(params.get('r'));
  if (!Number.isFinite(r) || r < 0) return { refused: { header: 'RateLimit' } };
  if (!params.has('t')) return { remaining: Math.floor(r) };
  const t = bounded('RateLimit', Number(params.get('t')) * 1000);
  // An unusable reset makes the whole policy unusable: its count means nothing without it.
  if (t === undefined || 'refused' in t) return t;
  return { remaining: Math.floor(r), resetMs: t.ms };
}

/**
 * The draft IETF `RateLimit` header: one or more items like `"pro";r=3;t=42`. When several
 * policies are listed, the tightest (fewest remaining) is the one that binds.
 */
export function parseRateLimit(value: string | null): Omit<RateHints, 'retryAfterMs'> {
  if (value === null) return {};
  if (value.length > MAX_HEADER_CHARS) return { refused: { header: 'RateLimit' } };
  let best: Policy | undefined;
  let refused: RefusedHint | undefined;
  for (const item of value.split(',')) {
    const policy = readPolicy(item);
    if (policy === undefined) continue;
    if ('refused' in policy) refused ??= policy.refused;
    else if (!best || policy.remaining < best.remaining) best = policy;
  }
  return { ...(best ?? {}), ...(refused ? { refused } : {}) };
}

export function readRateHints(headers: HeaderSource, now: number): RateHints {
  const { refused: rateLimitRefused, ...quota } = parseRateLimit(headers.get('ratelimit'));
  const hints: RateHints = quota;
  const retryAfter = readRetryAfter(headers.get('retry-after'), now);
  if (retryAfter && 'ms' in retryAfter) hints.retryAfterMs = retryAfter.ms;
  const refused =
    (retryAfter && 'refused' in retryAfter ? retryAfter.refused : undefined) ?? rateLimitRefused;
  if (refused) hints.refused = refused;
  return hints;
}
