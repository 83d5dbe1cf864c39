/** Fixtures shared by the queue engine tests (`engine*.test.ts`), beside `harness.ts`. */
import { afterEach, beforeEach, expect, vi } from 'vitest';

/** Runs each test of the calling file on fake timers from a fixed day (the usage ledger's). */
export function runOnQueueClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Sends ≤ N in every window of W ms: any N+1 consecutive sends span at least W. */
export function assertWindow(times: number[], max: number, windowMs: number) {
  for (let i = 0; i + max < times.length; i += 1) {
    expect(times[i + max]! - times[i]!).toBeGreaterThanOrEqual(windowMs);
  }
}
