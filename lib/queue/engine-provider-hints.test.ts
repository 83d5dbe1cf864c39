/**
 * Issue 16, point 1: one reply cannot block the queue. A provider's absurd rate-limit hint
 * is not followed (and the job says so), what a provider says binds only the base URL and
 * key it was said to (also across a worker restart), and Test connection answers at once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_HINT_MS } from '@/lib/rate-limit/hint-bounds';
import {
  createHarness,
  FakeApi,
  isFinished,
  newStore,
  runUntil,
  statusOf,
} from './testing/harness';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00') });
});
afterEach(() => {
  vi.useRealTimers();
});

const TEN_YEARS_S = 315_360_000;
const ok = { humanized_text: 'X', word_count: 1, words_charged: 1 };

describe('absurd hints', () => {
  it('a 200 with RateLimit r=0;t=ten years holds back no later job, and the job says so', async () => {
    const api = new FakeApi();
    api.override = (_t, i) =>
      i === 0
        ? { status: 200, body: ok, headers: { ratelimit: `"p";r=0;t=${TEN_YEARS_S}` } }
        : undefined;
    const h = await createHarness({ api });
    const a = await h.engine.submit('first', { kind: 'popup' });
    await runUntil(() => isFinished(h, a.id));
    expect(h.store.jobs.value.find((j) => j.id === a.id)).toMatchObject({
      status: 'done',
      notice: expect.stringMatching(/wait 315,360,000 s \(RateLimit\).*ignored/),
    });
    const b = await h.engine.submit('second', { kind: 'popup' });
    await runUntil(() => isFinished(h, b.id), 10_000);
    expect(statusOf(h, b.id)).toBe('done');
    expect(api.requests[1]!.at - api.requests[0]!.at).toBeLessThan(5000);
    expect(h.store.queue.value!.limiter.quota).toBeUndefined();
  });

  it('a 429 with Retry-After of ten years is retried on our own backoff, saying so', async () => {
    const api = new FakeApi();
    api.override = (_t, i) =>
      i === 0
        ? { status: 429, body: {}, headers: { 'retry-after': String(TEN_YEARS_S) } }
        : undefined;
    const h = await createHarness({ api });
    const a = await h.engine.submit('text', { kind: 'popup' });
    await vi.advanceTimersByTimeAsync(300);
    const waiting = h.store.jobs.value.find((j) => j.id === a.id)!;
    expect(waiting).toMatchObject({
      status: 'retrying',
      error: { kind: 'rate_limited' },
      notice: expect.stringMatching(/wait 315,360,000 s \(Retry-After\).*paces the requests/),
    });
    expect(waiting.retryAt! - Date.now()).toBeLessThan(60_000);
    expect(h.store.queue.value!.limiter.blockedUntil! - Date.now()).toBeLessThan(MAX_HINT_MS);
    await runUntil(() => isFinished(h, a.id), 60_000);
    expect(statusOf(h, a.id)).toBe('done');
  });

  it('a block stored by an older version (until 2036, no credentials) is dropped on restart', async () => {
    const store = newStore();
    store.queue.value = {
      version: 1,
      jobs: [],
      limiter: { sends: [], blockedUntil: Date.parse('2036-03-10T12:00:00Z') },
    };
    const h = await createHarness({ store });
    const a = await h.engine.submit('text', { kind: 'popup' });
    await runUntil(() => isFinished(h, a.id), 10_000);
    expect(statusOf(h, a.id)).toBe('done');
  });
});

describe('hints belong to the credentials they came from', () => {
  /** A legitimate ten-minute 429 for the harness's key. */
  function blockedApi() {
    const api = new FakeApi();
    api.override = (_t, i) =>
      i === 0 ? { status: 429, body: {}, headers: { 'retry-after': '600' } } : undefined;
    return api;
  }

  it('a changed key starts clean, also after a worker restart', async () => {
    const api = blockedApi();
    api.keys.add('other-key');
    const h = await createHarness({ api });
    const a = await h.engine.submit('text', { kind: 'popup' });
    await vi.advanceTimersByTimeAsync(300);
    expect(statusOf(h, a.id)).toBe('retrying');
    expect(h.store.queue.value!.limiter.blockedUntil! - Date.now()).toBeGreaterThan(590_000);
    h.config.apiKey = 'other-key';
    await h.restart();
    await runUntil(() => isFinished(h, a.id), 10_000);
    expect(statusOf(h, a.id)).toBe('done');
    expect(api.requests.map((r) => r.key)).toEqual(['good-key', 'other-key']);
  });

  it('a changed base URL starts clean', async () => {
    const h = await createHarness({ api: blockedApi() });
    const a = await h.engine.submit('text', { kind: 'popup' });
    await vi.advanceTimersByTimeAsync(300);
    h.config.baseUrl = 'https://api.test/v1/';
    await h.engine.pump();
    await runUntil(() => isFinished(h, a.id), 10_000);
    expect(statusOf(h, a.id)).toBe('done');
  });

  it('the same key and base URL still wait for the block', async () => {
    const h = await createHarness({ api: blockedApi() });
    const a = await h.engine.submit('text', { kind: 'popup' });
    await vi.advanceTimersByTimeAsync(300);
    await h.restart();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(statusOf(h, a.id)).toBe('retrying');
    expect(h.api.requests).toHaveLength(1);
  });
});

describe('Test connection', () => {
  it('answers at once with when the block ends, sending nothing', async () => {
    const api = new FakeApi();
    api.override = (_t, i) =>
      i === 0 ? { status: 429, body: {}, headers: { 'retry-after': '600' } } : undefined;
    const h = await createHarness({ api });
    await h.engine.submit('text', { kind: 'popup' });
    await vi.advanceTimersByTimeAsync(300);
    const blockedUntil = h.store.queue.value!.limiter.blockedUntil!;
    // No timer is advanced: the answer must not wait for the block.
    const outcome = await h.engine.probe(h.config.baseUrl, h.config.apiKey);
    expect(outcome).toEqual({ kind: 'rate_limited', until: blockedUntil });
    expect(api.requests).toHaveLength(1);
  });

  it('is not held back by another key’s block, and leaves that block in place', async () => {
    const api = new FakeApi();
    api.override = (_t, i) =>
      i === 0 ? { status: 429, body: {}, headers: { 'retry-after': '600' } } : undefined;
    api.keys.add('other-key');
    const h = await createHarness({ api });
    await h.engine.submit('text', { kind: 'popup' });
    await vi.advanceTimersByTimeAsync(300);
    const blockedUntil = h.store.queue.value!.limiter.blockedUntil!;
    const probe = h.engine.probe(h.config.baseUrl, 'other-key');
    await vi.advanceTimersByTimeAsync(300);
    expect(await probe).toEqual({ kind: 'key_ok' });
    expect(h.store.queue.value!.limiter.blockedUntil).toBe(blockedUntil);
  });
});
