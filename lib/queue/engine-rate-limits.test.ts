/**
 * The queue engine within the API's rate limit: never more than N requests in a rolling
 * window, queued jobs shown with a position and an estimated start, 429s waited out (and
 * bounded), the server's RateLimit header honoured, and key probes sent through the limiter.
 */
import { describe, expect, it, vi } from 'vitest';
import { MAX_ATTEMPTS, MAX_RATE_LIMITED } from '@/lib/queue/job-state';
import { assertWindow, runOnQueueClock } from './testing/engine.fixtures';
import { createHarness, FakeApi, isFinished, runUntil, statusOf } from './testing/harness';

runOnQueueClock();

describe('queue engine: rate limits', () => {
  it('never puts more than N requests in a rolling window, and gets no 429', async () => {
    const api = new FakeApi(3, 1000);
    const h = await createHarness({ api, maxRequests: 3, windowMs: 1000 });
    const jobs = await Promise.all(
      Array.from({ length: 10 }, (_, i) => h.engine.submit(`text ${i}`, { kind: 'automation' })),
    );
    await runUntil(() => jobs.every((j) => isFinished(h, j.id)));
    expect(jobs.map((j) => statusOf(h, j.id))).toEqual(Array(10).fill('done'));
    expect(api.requests.map((r) => r.status)).toEqual(Array(10).fill(200));
    assertWindow(
      api.requests.map((r) => r.at),
      3,
      1000,
    );
  });

  it('shows queued jobs with their position and an estimated start from the window', async () => {
    const api = new FakeApi(2, 10_000);
    const h = await createHarness({ api, maxRequests: 2, windowMs: 10_000 });
    for (const t of ['a', 'b', 'c', 'd']) await h.engine.submit(t, { kind: 'popup' });
    await vi.advanceTimersByTimeAsync(500);
    const [, , c, d] = h.store.jobs.value;
    expect(c).toMatchObject({ status: 'queued', position: 1 });
    expect(d).toMatchObject({ status: 'queued', position: 2 });
    const now = Date.now();
    expect(c!.estimatedStartAt).toBeGreaterThan(now + 9000);
    expect(d!.estimatedStartAt).toBeGreaterThanOrEqual(c!.estimatedStartAt!);
  });

  it('after a 429 with Retry-After waits that long and retries the same job first', async () => {
    const api = new FakeApi();
    api.override = (_t, i) =>
      i === 0 ? { status: 429, headers: { 'retry-after': '7' }, body: {} } : undefined;
    const h = await createHarness({ api });
    const a = await h.engine.submit('first', { kind: 'popup' });
    await vi.advanceTimersByTimeAsync(200);
    expect(h.store.jobs.value[0]).toMatchObject({
      status: 'retrying',
      error: { kind: 'rate_limited' },
    });
    const b = await h.engine.submit('second', { kind: 'popup' });
    await runUntil(() => isFinished(h, a.id) && isFinished(h, b.id));
    expect(api.requests.map((r) => r.text)).toEqual(['first', 'first', 'second']);
    expect(api.requests[1]!.at - api.requests[0]!.at).toBeGreaterThanOrEqual(7000);
    expect(statusOf(h, a.id)).toBe('done');
  });

  it('backs off after a 429 without any header, and 429s do not use up the attempts', async () => {
    const api = new FakeApi();
    api.override = (_t, i) => (i < MAX_ATTEMPTS + 1 ? { status: 429 } : undefined);
    const h = await createHarness({ api });
    const a = await h.engine.submit('text', { kind: 'popup' });
    await runUntil(() => isFinished(h, a.id));
    expect(statusOf(h, a.id)).toBe('done');
    const gaps = api.requests.slice(1).map((r, i) => r.at - api.requests[i]!.at);
    expect(gaps[0]).toBeGreaterThanOrEqual(1000);
    expect(gaps[1]).toBeGreaterThan(gaps[0]!);
  });

  it('gives up after a bounded number of 429s in a row', async () => {
    const api = new FakeApi();
    api.override = () => ({ status: 429, headers: { 'retry-after': '1' } });
    const h = await createHarness({ api });
    const a = await h.engine.submit('text', { kind: 'popup' });
    await runUntil(() => isFinished(h, a.id));
    expect(h.store.jobs.value[0]).toMatchObject({
      status: 'failed',
      error: { kind: 'rate_limited' },
    });
    expect(api.requests).toHaveLength(MAX_RATE_LIMITED);
  });

  it('honours the server’s RateLimit remaining count over its own window', async () => {
    const api = new FakeApi();
    api.override = (_t, i) =>
      i === 0
        ? {
            status: 200,
            body: { humanized_text: 'x', word_count: 1, words_charged: 1 },
            headers: { ratelimit: '"pro";r=0;t=20' },
          }
        : undefined;
    const h = await createHarness({ api });
    await h.engine.submit('one', { kind: 'popup' });
    await vi.advanceTimersByTimeAsync(300);
    const b = await h.engine.submit('two', { kind: 'popup' });
    await runUntil(() => isFinished(h, b.id));
    expect(api.requests[1]!.at - api.requests[0]!.at).toBeGreaterThanOrEqual(20_000);
  });

  it('probes a key through the limiter: 422 means the key works, a 401 does not pause', async () => {
    const api = new FakeApi(1, 60_000);
    const h = await createHarness({ api, maxRequests: 1 });
    const first = h.engine.probe('https://api.test', 'good-key');
    await vi.advanceTimersByTimeAsync(200);
    expect(await first).toEqual({ kind: 'key_ok' });
    // The window is full: the answer comes at once, saying when, and nothing is sent.
    const full = await h.engine.probe('https://api.test/v1/', 'bad-key');
    expect(full).toEqual({ kind: 'rate_limited', until: expect.any(Number) });
    if (full.kind !== 'rate_limited') throw new Error('unreachable');
    expect(full.until - api.requests[0]!.at).toBeGreaterThanOrEqual(60_000);
    expect(api.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(full.until - Date.now());
    const probe = h.engine.probe('https://api.test/v1/', 'bad-key');
    await runUntil(() => api.requests.length === 2);
    await vi.advanceTimersByTimeAsync(200);
    expect(await probe).toMatchObject({ kind: 'error', error: { kind: 'unauthorized' } });
    expect(h.store.queue.value?.pause).toBeUndefined();
  });
});
