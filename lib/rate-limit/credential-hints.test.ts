/** Issue 16, point 1: a server's hints bind only the credentials they came from. */
import { describe, expect, it } from 'vitest';
import { hintsFor, learnFor } from './credential-hints';
import { MAX_HINT_MS } from './hint-bounds';
import { blockUntil, nextSendAt, type LimiterState } from './rolling-window';

const NOW = 1_000_000;
const limits = { max: 30, windowMs: 60_000, marginMs: 0 };
const sends = [{ id: 's1', start: NOW - 10, end: NOW - 5 }];
const blockedForA: LimiterState = {
  sends,
  blockedUntil: NOW + 600_000,
  quota: { remaining: 0, resetAt: NOW + 600_000, since: NOW - 10 },
  credentials: 'A',
};

describe('hintsFor', () => {
  it('keeps the hints of the same credentials', () => {
    expect(hintsFor(blockedForA, 'A', NOW)).toEqual(blockedForA);
    expect(nextSendAt(hintsFor(blockedForA, 'A', NOW), limits, NOW)).toBe(NOW + 600_000);
  });

  it('drops hints of other credentials but keeps our own send times', () => {
    const forB = hintsFor(blockedForA, 'B', NOW);
    expect(forB).toEqual({ sends, credentials: 'B' });
    expect(nextSendAt(forB, limits, NOW)).toBe(NOW);
  });

  it('drops hints stored before they were tied to credentials (a block until 2036)', () => {
    const stored: LimiterState = { sends, blockedUntil: Date.parse('2036-01-01') };
    expect(hintsFor(stored, 'A', NOW)).toEqual({ sends, credentials: 'A' });
  });

  it('drops a stored hint further ahead than the ceiling, even of the same credentials', () => {
    const far: LimiterState = {
      sends,
      credentials: 'A',
      blockedUntil: NOW + MAX_HINT_MS + 1,
      quota: { remaining: 0, resetAt: Infinity, since: NOW },
    };
    expect(hintsFor(far, 'A', NOW)).toEqual({ sends, credentials: 'A' });
    const edge = { ...far, blockedUntil: NOW + MAX_HINT_MS, quota: undefined };
    expect(hintsFor(edge, 'A', NOW).blockedUntil).toBe(NOW + MAX_HINT_MS);
  });
});

describe('learnFor', () => {
  it('learns for the credentials the answer came from, and tags the hints with them', () => {
    const learned = learnFor({ sends }, 'A', NOW, (s) => blockUntil(s, NOW + 5000));
    expect(learned).toMatchObject({ blockedUntil: NOW + 5000, credentials: 'A' });
  });

  it('does not let another key’s answer replace the hints in force', () => {
    const learned = learnFor(blockedForA, 'B', NOW, (s) => blockUntil(s, NOW + 5000));
    expect(learned).toBe(blockedForA);
  });

  it('learns for new credentials once the old hints have run out', () => {
    const later = NOW + 700_000;
    const learned = learnFor(blockedForA, 'B', later, (s) => blockUntil(s, later + 5000));
    expect(learned).toMatchObject({ blockedUntil: later + 5000, credentials: 'B' });
    expect(learned.quota).toBeUndefined();
  });
});
