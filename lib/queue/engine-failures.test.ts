/**
 * The queue engine on failed requests: 5xx and network failures retried with backoff and a
 * bounded number of attempts, client errors never retried, a 2xx without the expected body
 * failed, and a 401 pausing every job until the key changes.
 */
import { describe, expect, it, vi } from 'vitest';
import { MAX_ATTEMPTS } from '@/lib/queue/job-state';
import { runOnQueueClock } from './testing/engine.fixtures';
import { createHarness, FakeApi, isFinished, runUntil, statusOf } from './testing/harness';

runOnQueueClock();

describe('queue engine: failed requests', () => {
  it('retries 5xx and network failures with backoff, at most 3 attempts in all', async () => {
    const api = new FakeApi();
    api.override = (_t, i) => (i % 2 ? 'network' : { status: 503 });
    const h = await createHarness({ api });
    const a = await h.engine.submit('text', { kind: 'popup' });
    await runUntil(() => isFinished(h, a.id));
    expect(api.requests).toHaveLength(MAX_ATTEMPTS);
    expect(h.store.jobs.value[0]).toMatchObject({
      status: 'failed',
      error: { kind: 'server_error' },
    });
    expect(api.requests[1]!.at - api.requests[0]!.at).toBeGreaterThanOrEqual(500);
  });

  it('recovers when a 500 is followed by a success', async () => {
    const api = new FakeApi();
    api.override = (_t, i) => (i === 0 ? { status: 500 } : undefined);
    const h = await createHarness({ api });
    const a = await h.engine.submit('text', { kind: 'popup' });
    await runUntil(() => isFinished(h, a.id));
    expect(statusOf(h, a.id)).toBe('done');
    expect(api.requests).toHaveLength(2);
  });

  it.each([
    [403, 'plan_required'],
    [413, 'payload_too_large'],
    [422, 'invalid_request'],
  ])('never retries a %i', async (status, kind) => {
    const api = new FakeApi();
    api.override = () => ({ status });
    const h = await createHarness({ api });
    const a = await h.engine.submit('text', { kind: 'popup' });
    await runUntil(() => isFinished(h, a.id));
    expect(h.store.jobs.value[0]).toMatchObject({ status: 'failed', error: { kind } });
    expect(api.requests).toHaveLength(1);
  });

  it('fails a 2xx without the expected body instead of calling it a success', async () => {
    const api = new FakeApi();
    api.override = () => ({ status: 200, body: { humanized_text: 'x', word_count: '1' } });
    const h = await createHarness({ api });
    const a = await h.engine.submit('text', { kind: 'popup' });
    await runUntil(() => isFinished(h, a.id));
    expect(h.store.jobs.value[0]).toMatchObject({
      status: 'failed',
      error: { kind: 'bad_response' },
    });
    expect(api.requests).toHaveLength(1);
  });

  it('pauses every job on a 401 until the key changes, then sends them', async () => {
    const h = await createHarness({ apiKey: 'wrong' });
    const a = await h.engine.submit('one', { kind: 'popup' });
    const b = await h.engine.submit('two', { kind: 'popup' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.store.jobs.value.map((j) => j.status)).toEqual(['paused', 'paused']);
    expect(h.store.jobs.value[0]!.error).toMatchObject({
      kind: 'unauthorized',
      action: 'open_options',
    });
    const sentWhilePaused = h.api.requests.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(h.api.requests.length).toBe(sentWhilePaused);
    h.config.apiKey = 'good-key';
    await h.engine.pump();
    await runUntil(() => isFinished(h, a.id) && isFinished(h, b.id));
    expect([statusOf(h, a.id), statusOf(h, b.id)]).toEqual(['done', 'done']);
  });
});
