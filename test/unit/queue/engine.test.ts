import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { MAX_ATTEMPTS, MAX_RATE_LIMITED } from '@/lib/queue/job-state';
import { createHarness, FakeApi, isFinished, runUntil, statusOf } from './harness';
import { historyFromItems } from '@/lib/queue/stored-texts';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00') });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Sends ≤ N in every window of W ms: any N+1 consecutive sends span at least W. */
function assertWindow(times: number[], max: number, windowMs: number) {
  for (let i = 0; i + max < times.length; i += 1) {
    expect(times[i + max]! - times[i]!).toBeGreaterThanOrEqual(windowMs);
  }
}

describe('queue engine', () => {
  it('sends a job, publishes its result, and records the server’s charge and history', async () => {
    const h = await createHarness();
    const job = await h.engine.submit('Two words', { kind: 'popup' });
    expect(job.status).toMatch(/queued|sending/);
    const done = h.engine.waitFor(job.id);
    await runUntil(() => isFinished(h, job.id));
    const view = await done;
    expect(view.status).toBe('done');
    expect(view.result).toEqual({ humanized_text: 'TWO WORDS', word_count: 2, words_charged: 5 });
    expect(h.store.usage.value).toEqual({
      days: { '2026-03-10': 5 },
      months: { '2026-03': 5 },
      total: 5,
    });
    // The texts stay the queue's while it keeps the job (stored once); readers join them.
    expect(h.store.history.value).toEqual([
      expect.not.objectContaining({ original: expect.anything() as unknown }),
    ]);
    expect(historyFromItems(h.store.history.value, h.store.all)).toMatchObject([
      { id: job.id, original: 'Two words', result: 'TWO WORDS', wordsCharged: 5, site: 'popup' },
    ]);
    expect(h.api.requests).toHaveLength(1);
  });

  it('keeps history off when the user turned it off, but still counts usage', async () => {
    const h = await createHarness({ historyEnabled: false });
    const job = await h.engine.submit('Some text', { kind: 'popup' });
    await runUntil(() => isFinished(h, job.id));
    expect(h.store.history.value).toEqual([]);
    expect(h.store.usage.value.total).toBe(5);
  });

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

  it('joins identical text from the same source that is queued or in flight, not sending it twice', async () => {
    const h = await createHarness();
    const a = await h.engine.submit('same text', { kind: 'popup' });
    const b = await h.engine.submit('same text', { kind: 'popup' });
    expect(b.id).toBe(a.id);
    await runUntil(() => isFinished(h, a.id));
    const c = await h.engine.submit('same text', { kind: 'popup' });
    expect(c.id).not.toBe(a.id);
    await runUntil(() => isFinished(h, c.id));
    expect(h.api.requests).toHaveLength(2);
  });

  it('cancels a queued job without any request', async () => {
    const api = new FakeApi(1, 60_000);
    const h = await createHarness({ api, maxRequests: 1 });
    const a = await h.engine.submit('first', { kind: 'popup' });
    const b = await h.engine.submit('second', { kind: 'popup' });
    expect(await h.engine.cancel(b.id)).toBe(true);
    await runUntil(() => isFinished(h, a.id));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(statusOf(h, b.id)).toBe('cancelled');
    expect(api.requests.map((r) => r.text)).toEqual(['first']);
    expect(await h.engine.cancel(a.id)).toBe(false);
  });

  it('fails a text without any word at once, without a request', async () => {
    const h = await createHarness();
    const a = await h.engine.submit(' … 🙂 ', { kind: 'popup' });
    expect(a.status).toBe('failed');
    expect(a.error?.kind).toBe('invalid_request');
    expect(h.api.requests).toHaveLength(0);
  });

  it('splits a long text into chunked requests and joins the results with the separators', async () => {
    const para = Array.from({ length: 4000 }, (_, i) => `w${i}`).join(' ');
    const text = [para, para, para].join('\n\n');
    const h = await createHarness();
    const a = await h.engine.submit(text, { kind: 'popup' });
    expect(a.chunkCount).toBe(2);
    const view = h.engine.waitFor(a.id);
    await runUntil(() => isFinished(h, a.id));
    const done = await view;
    expect(done.chunksDone).toBe(2);
    expect(done.result?.humanized_text).toBe(text.toUpperCase());
    expect(done.result?.word_count).toBe(12_000);
    expect(h.api.requests).toHaveLength(2);
  });

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

  it('notifies subscribers of every change, and each job ends once', async () => {
    const h = await createHarness();
    const seen: string[] = [];
    h.engine.subscribe((job) => seen.push(job.status));
    const a = await h.engine.submit('text', { kind: 'popup' });
    await runUntil(() => isFinished(h, a.id));
    expect(seen[0]).toMatch(/queued|sending/);
    expect(seen).toContain('sending');
    expect(seen.filter((s) => s === 'done')).toHaveLength(1);
    expect(seen.at(-1)).toBe('done');
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
