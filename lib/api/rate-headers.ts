/**
 * What the server's headers say about its rate limit. Every header is optional
 * (contract-decisions.md: a provider may send none of them), so every field is too.
 */
export interface RateHints {
  /** From `Retry-After` (seconds or an HTTP date): wait this long before the next request. */
  retryAfterMs?: number;
  /** From `RateLimit: "…";r=<remaining>;t=<seconds>`: requests left before `resetMs`. */
  remaining?: number;
  /** From the same header: milliseconds until the quota frees (`t`). */
  resetMs?: number;
}

interface HeaderSource {
  get(name: string): string | null;
}

/** `Retry-After` as milliseconds from `now`, or undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/**
 * The draft IETF `RateLimit` header: one or more items like `"pro";r=3;t=42`. When several
 * policies are listed, the tightest (fewest remaining) is the one that binds.
 */
export function parseRateLimit(value: string | null): Pick<RateHints, 'remaining' | 'resetMs'> {
  if (value === null) return {};
  let best: { remaining: number; resetMs?: number } | undefined;
  for (const item of value.split(',')) {
    const params = new Map<string, string>();
    for (const part of item.split(';').slice(1)) {
      const [key, raw] = part.split('=');
      if (key && raw !== undefined) params.set(key.trim().toLowerCase(), raw.trim());
    }
    const r = Number(params.get('r'));
    if (!params.has('r') || !Number.isFinite(r) || r < 0) continue;
    const t = Number(params.get('t'));
    const resetMs = params.has('t') && Number.isFinite(t) && t >= 0 ? t * 1000 : undefined;
    if (!best || r < best.remaining) best = { remaining: Math.floor(r), resetMs };
  }
  return best ?? {};
}

export function readRateHints(headers: HeaderSource, now: number): RateHints {
  const hints: RateHints = { ...parseRateLimit(headers.get('ratelimit')) };
  const retryAfterMs = parseRetryAfter(headers.get('retry-after'), now);
  if (retryAfterMs !== undefined) hints.retryAfterMs = retryAfterMs;
  return hints;
}
