/**
 * Test connection's short wait for a free slot (connection-probe.ts): a slot at most
 * PROBE_PATIENCE_MS (1 s) away is waited for and the probe sent in it; one further away is
 * answered at once with when; the waits stay within a second in all, and stop after the third
 * look at the window.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProbeOutcome } from '@/lib/model/queue-api';
import { createHarness, FakeApi, type Harness } from '@/lib/queue/testing/harness';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00') });
});
afterEach(() => {
  vi.useRealTimers();
});

const BASE = 'https://api.test/v1';

/** Starts a probe now; `settled` says what it answered and when (fake time). */
function probeNow(h: Harness) {
  const startedAt = Date.now();
  const settled: { outcome?: ProbeOutcome; at?: number } = {};
  void h.engine.probe(BASE, 'good-key').then((outcome) => {
    settled.outcome = outcome;
    settled.at = Date.now();
  });
  return { startedAt, settled };
}

/** One request a minute, spent by a first probe: returns when the window frees a slot. */
async function fullWindow(): Promise<{ h: Harness; api: FakeApi; freeAt: number }> {
  const api = new FakeApi();
  const h = await createHarness({ api, maxRequests: 1, windowMs: 60_000 });
  const first = h.engine.probe(BASE, 'good-key');
  await vi.advanceTimersByTimeAsync(200);
  expect(await first).toEqual({ kind: 'key_ok' });
  // Far from the slot: answered at once with when it frees.
  const { settled } = probeNow(h);
  await vi.advanceTimersByTimeAsync(0);
  const full = settled.outcome;
  if (full?.kind !== 'rate_limited') throw new Error(`expected rate_limited, got ${full?.kind}`);
  expect(api.requests).toHaveLength(1);
  return { h, api, freeAt: full.until };
}

describe('Test connection waiting for a free slot', () => {
  it('waits for a slot a second away (the patience, to the millisecond), then sends in it', async () => {
    const { h, api, freeAt } = await fullWindow();
    await vi.advanceTimersByTimeAsync(freeAt - 1000 - Date.now());
    const { settled } = probeNow(h);
    await vi.advanceTimersByTimeAsync(999);
    expect(settled.outcome).toBeUndefined();
    expect(api.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + 200);
    expect(settled.outcome).toEqual({ kind: 'key_ok' });
    expect(api.requests).toHaveLength(2);
    expect(api.requests[1]!.at).toBe(freeAt);
  });

  it('does not wait for a slot further away: answers at once with when, sending nothing', async () => {
    const { h, api, freeAt } = await fullWindow();
    await vi.advanceTimersByTimeAsync(freeAt - 1001 - Date.now());
    const { startedAt, settled } = probeNow(h);
    // Past the slot: a probe that waited for it would have been sent and answered by now.
    await vi.advanceTimersByTimeAsync(1001 + 500);
    expect(settled).toEqual({ outcome: { kind: 'rate_limited', until: freeAt }, at: startedAt });
    expect(api.requests).toHaveLength(1);
  });

  it('stops waiting at the third look when the slot keeps moving away', async () => {
    const { h, api, freeAt } = await fullWindow();
    const start = freeAt - 500;
    await vi.advanceTimersByTimeAsync(start - Date.now());
    const { settled } = probeNow(h);
    // While it waits, the user lengthens the window (the engine reads it again each look):
    // each look finds the slot half a second away again.
    await vi.advanceTimersByTimeAsync(250);
    h.config.windowMs = 60_500;
    await vi.advanceTimersByTimeAsync(500);
    h.config.windowMs = 61_000;
    await vi.advanceTimersByTimeAsync(250);
    // Third look, at start + 1000: the slot is at start + 1500, and it is not waited for.
    expect(settled).toEqual({
      outcome: { kind: 'rate_limited', until: start + 1500 },
      at: start + 1000,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.requests).toHaveLength(1);
  });

  it('waits a second at most in all, however the slot moves', async () => {
    const { h, api, freeAt } = await fullWindow();
    const start = freeAt - 900;
    await vi.advanceTimersByTimeAsync(start - Date.now());
    const { settled } = probeNow(h);
    // Waited for (0.9 s away); then the window grows by 0.9 s: the slot is again within a
    // second of that look, but past a second from the first.
    await vi.advanceTimersByTimeAsync(450);
    h.config.windowMs = 60_900;
    await vi.advanceTimersByTimeAsync(450);
    expect(settled).toEqual({
      outcome: { kind: 'rate_limited', until: start + 1800 },
      at: start + 900,
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(api.requests).toHaveLength(1);
  });
});
