import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';
import {
  learnQuota,
  nextSendAt,
  planSendTimes,
  prune,
  recordEnd,
  recordStart,
  type LimiterState,
} from './rolling-window';

const limits = { max: 2, windowMs: 1000, marginMs: 0 };

describe('rolling window', () => {
  it('allows N sends, then waits until the oldest answer leaves the window', () => {
    let s: LimiterState = { sends: [] };
    expect(nextSendAt(s, limits, 0)).toBe(0);
    s = recordEnd(recordStart(s, 'a', 0), 'a', 100);
    s = recordEnd(recordStart(s, 'b', 10), 'b', 50);
    expect(nextSendAt(s, limits, 200)).toBe(1050);
  });

  it('counts a send in flight until it is answered', () => {
    const s = recordStart(recordStart({ sends: [] }, 'a', 0), 'b', 0);
    expect(nextSendAt(s, limits, 5000)).toBe(Infinity);
  });

  it('honours a block (Retry-After) and the server’s remaining count', () => {
    expect(nextSendAt({ sends: [], blockedUntil: 700 }, limits, 100)).toBe(700);
    let s: LimiterState = recordEnd(recordStart({ sends: [] }, 'a', 0), 'a', 10);
    s = learnQuota(s, { remaining: 0, resetMs: 5000 }, 0, 10, limits);
    expect(nextSendAt(s, { ...limits, max: 30 }, 20)).toBe(5010);
    s = learnQuota({ sends: [] }, { remaining: 1, resetMs: 5000 }, 0, 10, limits);
    s = recordStart(s, 'b', 20);
    expect(nextSendAt(s, { ...limits, max: 30 }, 20)).toBe(5010);
  });

  it('plans future send times for estimates', () => {
    expect(planSendTimes({ sends: [] }, limits, 0, 5)).toEqual([0, 0, 1000, 1000, 2000]);
  });

  it('prunes sends that left the window but keeps those in flight', () => {
    let s = recordEnd(recordStart({ sends: [] }, 'old', 0), 'old', 10);
    s = recordStart(s, 'live', 0);
    expect(prune(s, limits, 5000).sends.map((x) => x.id)).toEqual(['live']);
  });
});

describe('backoff', () => {
  it('doubles with jitter and stops at the cap', () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(20, () => 1)).toBe(60_000);
  });
});
