/**
 * The Idempotency-Key the queue sends (issue 29, contract-decisions.md "Retries and
 * idempotency"): every attempt of one chunk carries the same key (a retry after a 5xx, the one
 * resend after a worker death), so a provider that honours it charges the chunk once; another
 * chunk or another job carries another key.
 */
import { describe, expect, it, vi } from 'vitest';
import { runOnQueueClock } from './testing/engine.fixtures';
import { createHarness, FakeApi, isFinished, runUntil } from './testing/harness';

runOnQueueClock();

describe('queue engine: idempotency keys', () => {
  it('sends the same key on the retry of a chunk after a 5xx', async () => {
    const api = new FakeApi();
    api.override = (_t, i) => (i === 0 ? { status: 500 } : undefined);
    const h = await createHarness({ api });
    const a = await h.engine.submit('retry me', { kind: 'popup' });
    await runUntil(() => isFinished(h, a.id));
    expect(api.requests.map((r) => r.status)).toEqual([500, 200]);
    const [first, second] = api.requests;
    expect(first!.idempotencyKey).toMatch(/^[\x21-\x7e]{1,128}$/);
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it('sends the same key when a new worker resends the request the old one had in flight', async () => {
    const api = new FakeApi();
    api.latency = () => 20_000;
    const h = await createHarness({ api });
    await h.engine.submit('long one', { kind: 'popup' });
    await vi.advanceTimersByTimeAsync(1000);
    await h.restart();
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.requests).toHaveLength(2);
    expect(api.requests[0]!.idempotencyKey).toBeDefined();
    expect(api.requests[1]!.idempotencyKey).toBe(api.requests[0]!.idempotencyKey);
  });

  it('gives each chunk of a long text and each job its own key', async () => {
    const para = Array.from({ length: 4000 }, (_, i) => `w${i}`).join(' ');
    const h = await createHarness();
    const a = await h.engine.submit([para, para, para].join('\n\n'), { kind: 'popup' });
    const b = await h.engine.submit('short', { kind: 'popup' });
    await runUntil(() => isFinished(h, a.id) && isFinished(h, b.id));
    const keys = h.api.requests.map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
    expect(keys.every((k) => k !== undefined)).toBe(true);
  });
});
