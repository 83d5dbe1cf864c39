/**
 * The queue engine across worker deaths: the rate window survives a restart (no burst), and
 * a request in flight at a death is resent once, flagged, and failed on a second death.
 */
import { describe, expect, it, vi } from 'vitest';
import { assertWindow, runOnQueueClock } from './testing/engine.fixtures';
import { createHarness, FakeApi, isFinished, runUntil } from './testing/harness';

runOnQueueClock();

describe('queue engine: worker restarts', () => {
  it('remembers its window across a restart: no burst after the worker dies', async () => {
    const api = new FakeApi(3, 10_000);
    const h = await createHarness({ api, maxRequests: 3, windowMs: 10_000 });
    for (const t of ['a', 'b', 'c', 'd', 'e']) await h.engine.submit(t, { kind: 'popup' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.requests).toHaveLength(3);
    await h.restart();
    await runUntil(() => h.store.jobs.value.every((j) => j.status === 'done'));
    expect(api.requests.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(api.requests.map((r) => r.text)).toEqual(['a', 'b', 'c', 'd', 'e']);
    assertWindow(
      api.requests.map((r) => r.at),
      3,
      10_000,
    );
  });

  it('resends a request in flight at a worker death once, flagged, and fails it on a second death', async () => {
    const api = new FakeApi();
    api.latency = () => 20_000;
    const h = await createHarness({ api });
    const a = await h.engine.submit('long one', { kind: 'popup' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.requests).toHaveLength(1);
    await h.restart();
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.requests).toHaveLength(2);
    expect(h.store.jobs.value[0]).toMatchObject({ id: a.id, status: 'sending', resent: true });
    await h.restart();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.requests).toHaveLength(2);
    expect(h.store.jobs.value[0]).toMatchObject({
      status: 'failed',
      error: { kind: 'interrupted' },
    });
    expect(h.store.history.value[0]).toMatchObject({ id: a.id, status: 'failed', resent: true });
  });

  it('marks a resent job’s history entry when the resend succeeds', async () => {
    const api = new FakeApi();
    api.latency = () => 5000;
    const h = await createHarness({ api });
    const a = await h.engine.submit('text', { kind: 'popup' });
    await vi.advanceTimersByTimeAsync(100);
    await h.restart();
    await runUntil(() => isFinished(h, a.id));
    expect(h.store.history.value[0]).toMatchObject({ id: a.id, status: 'done', resent: true });
    expect(api.requests).toHaveLength(2);
  });
});
