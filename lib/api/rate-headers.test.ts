/** Issue 16, point 1: a provider's rate-limit hints are bounded before anything waits on them. */
import { describe, expect, it } from 'vitest';
import { MAX_HINT_MS, parseRateLimit, parseRetryAfter, readRateHints } from './rate-headers';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const headers = (values: Record<string, string>) => new Headers(values);
const TEN_YEARS_S = 315_360_000;

describe('Retry-After', () => {
  it('follows seconds and HTTP dates up to the ceiling of one hour', () => {
    expect(parseRetryAfter('5', NOW)).toBe(5000);
    expect(parseRetryAfter('1.5', NOW)).toBe(1500);
    expect(parseRetryAfter(String(MAX_HINT_MS / 1000), NOW)).toBe(MAX_HINT_MS);
    expect(parseRetryAfter(new Date(NOW + 8000).toUTCString(), NOW)).toBe(8000);
    // A date already past means "now".
    expect(parseRetryAfter(new Date(NOW - 8000).toUTCString(), NOW)).toBe(0);
  });

  it.each([
    ['ten years of seconds', String(TEN_YEARS_S), TEN_YEARS_S * 1000],
    ['an epoch timestamp in seconds', String(Math.floor(NOW / 1000) + 30), undefined],
    ['one second past the ceiling', String(MAX_HINT_MS / 1000 + 1), MAX_HINT_MS + 1000],
    ['a date in 2036', new Date(Date.parse('2036-03-10T12:00:00Z')).toUTCString(), undefined],
  ])('refuses %s, and says what it asked for', (_name, value, waitMs) => {
    const hints = readRateHints(headers({ 'retry-after': value }), NOW);
    expect(hints.retryAfterMs).toBeUndefined();
    expect(hints.refused?.header).toBe('Retry-After');
    expect(hints.refused?.waitMs).toBeGreaterThan(MAX_HINT_MS);
    if (waitMs !== undefined) expect(hints.refused?.waitMs).toBe(waitMs);
  });

  it.each([
    ['a negative number', '-5'],
    ['a negative year', '-2036'],
    ['Infinity', 'Infinity'],
    ['an exponent', '1e9'],
    ['four hundred digits (Infinity once parsed)', '9'.repeat(400)],
    ['words', 'soon'],
    ['a header too long to be real', `Tue, ${'x'.repeat(2000)}`],
  ])('refuses %s as unreadable', (_name, value) => {
    const hints = readRateHints(headers({ 'retry-after': value }), NOW);
    expect(hints.retryAfterMs).toBeUndefined();
    expect(hints.refused?.header).toBe('Retry-After');
    expect(hints.refused?.waitMs === undefined || hints.refused.waitMs > MAX_HINT_MS).toBe(true);
  });

  it('is absent without a header', () => {
    expect(parseRetryAfter(null, NOW)).toBeUndefined();
    expect(readRateHints(headers({}), NOW)).toEqual({});
  });
});

describe('RateLimit', () => {
  it('reads the tightest policy', () => {
    expect(parseRateLimit('"pro";r=3;t=42')).toEqual({ remaining: 3, resetMs: 42_000 });
    expect(parseRateLimit('"a";r=9;t=1, "b";r=2;t=60')).toEqual({ remaining: 2, resetMs: 60_000 });
    expect(parseRateLimit('garbage')).toEqual({});
  });

  it('refuses a reset years away, and the count that goes with it', () => {
    expect(parseRateLimit(`"p";r=0;t=${TEN_YEARS_S}`)).toEqual({
      refused: { header: 'RateLimit', waitMs: TEN_YEARS_S * 1000 },
    });
  });

  it('keeps a sane policy beside an absurd one, and reports the absurd one', () => {
    expect(parseRateLimit(`"a";r=0;t=${TEN_YEARS_S}, "b";r=4;t=30`)).toEqual({
      remaining: 4,
      resetMs: 30_000,
      refused: { header: 'RateLimit', waitMs: TEN_YEARS_S * 1000 },
    });
  });

  it.each([
    ['a negative count', '"p";r=-1;t=5'],
    ['a negative reset', '"p";r=0;t=-5'],
    ['a reset that is no number', '"p";r=0;t=soon'],
    ['a header too long to be real', `"p";r=0;t=5${';x=1'.repeat(400)}`],
  ])('refuses %s as unreadable', (_name, value) => {
    const parsed = parseRateLimit(value);
    expect(parsed.remaining).toBeUndefined();
    expect(parsed.refused).toEqual({ header: 'RateLimit' });
  });

  it('reports the Retry-After refusal first when both are refused', () => {
    const hints = readRateHints(
      headers({ 'retry-after': String(TEN_YEARS_S), ratelimit: `"p";r=0;t=${TEN_YEARS_S}` }),
      NOW,
    );
    expect(hints).toEqual({ refused: { header: 'Retry-After', waitMs: TEN_YEARS_S * 1000 } });
  });
});
