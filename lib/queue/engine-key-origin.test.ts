/**
 * Issue 16, point 5: jobs queued for one API origin are sent nowhere else until the user
 * says so; a new origin's jobs go at once; the key goes only to the origin it was saved for.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** A harness whose fake API records where each request went, answering after 10 s. */
async function setup() {
  const api = new FakeApi();
  api.latency = () => 10_000;
  api.keys.add('key-b');
  const urls: string[] = [];
  const answer = api.fetch;
  api.fetch = async (input, init) => {
    urls.push(String(input));
    return answer(input, init);
  };
  const h = await createHarness({ api, keyOrigin: 'https://api.test' });
  return { h, api, urls };
}

const viewOf = (h: Awaited<ReturnType<typeof setup>>['h'], id: string) =>
  h.store.jobs.value.find((j) => j.id === id);

describe('jobs queued for the previous origin', () => {
  it('wait for the user after the base URL moves to another origin; new jobs go at once', async () => {
    const { h, urls } = await setup();
    const ids: string[] = [];
    for (const text of ['one', 'two', 'three', 'four']) {
      ids.push((await h.engine.submit(text, { kind: 'popup' })).id);
    }
    await vi.advanceTimersByTimeAsync(100);
    expect(urls).toHaveLength(2); // two in flight, two waiting
    Object.assign(h.config, {
      baseUrl: 'https://b.test/v1',
      apiKey: 'key-b',
      keyOrigin: 'https://b.test',
    });
    await h.engine.pump();
    const fresh = await h.engine.submit('five', { kind: 'popup' });
    await runUntil(() => isFinished(h, fresh.id), 60_000);
    await vi.advanceTimersByTimeAsync(120_000);
    // The two in flight were answered; the two waiting ones never left.
    expect(urls.slice(2)).toEqual(['https://b.test/v1/humanize']);
    expect(ids.map((id) => statusOf(h, id))).toEqual(['done', 'done', 'paused', 'paused']);
    expect(viewOf(h, ids[2]!)!.error).toMatchObject({
      kind: 'held_for_origin',
      origins: { queuedFor: 'https://api.test', current: 'https://b.test' },
      message: expect.stringMatching(
        /Queued for https:\/\/api\.test; the API is now https:\/\/b\.test/,
      ),
    });
    // Held jobs need no wake-up: the alarm is not kept firing for them.
    expect(h.alarms.at(-1)).toBeUndefined();
  });

  it('go to the new origin only once the user sends them there, with its key', async () => {
    const { h, api, urls } = await setup();
    await h.engine.submit('one', { kind: 'popup' });
    await h.engine.submit('two', { kind: 'popup' });
    const held: string[] = [];
    for (const text of ['three', 'four']) {
      held.push((await h.engine.submit(text, { kind: 'popup' })).id);
    }
    await vi.advanceTimersByTimeAsync(100);
    Object.assign(h.config, {
      baseUrl: 'https://b.test/v1',
      apiKey: 'key-b',
      keyOrigin: 'https://b.test',
    });
    await h.engine.pump();
    await vi.advanceTimersByTimeAsync(30_000);
    const before = urls.length;
    expect(held.map((id) => statusOf(h, id))).toEqual(['paused', 'paused']);
    // A stale choice (the user saw another origin) moves nothing.
    expect(await h.engine.sendToOrigin(held, 'https://c.test')).toBe(0);
    expect(await h.engine.sendToOrigin([held[0]!], 'https://b.test')).toBe(1);
    await runUntil(() => isFinished(h, held[0]!), 60_000);
    expect(statusOf(h, held[0]!)).toBe('done');
    expect(statusOf(h, held[1]!)).toBe('paused');
    expect(urls.slice(before)).toEqual(['https://b.test/v1/humanize']);
    expect(api.requests.at(-1)).toMatchObject({ text: 'three', key: 'key-b' });
  });

  it('are cancelled like any job', async () => {
    const { h } = await setup();
    await h.engine.submit('one', { kind: 'popup' });
    await h.engine.submit('two', { kind: 'popup' });
    const held = await h.engine.submit('three', { kind: 'popup' });
    Object.assign(h.config, { baseUrl: 'https://b.test/v1', keyOrigin: 'https://b.test' });
    await h.engine.pump();
    expect(statusOf(h, held.id)).toBe('paused');
    expect(await h.engine.cancel(held.id)).toBe(true);
    expect(statusOf(h, held.id)).toBe('cancelled');
  });

  it('stored before jobs had an origin go to the configured API, as they always did', async () => {
    const store = newStore();
    const h0 = await createHarness({ store });
    h0.engine.stop();
    // Layout 2 (every job inline in the queue item), as a version before jobs had an origin.
    store.state.value.queue = {
      version: 1,
      jobs: [
        {
          id: 'old',
          source: { kind: 'popup' },
          text: 'old text',
          createdAt: Date.now(),
          status: 'queued',
          chunks: [{ length: 8, separatorAfter: '' }],
          attempts: 0,
          rateLimited: 0,
        },
      ],
      limiter: { sends: [] },
    };
    const h = await createHarness({ store });
    await runUntil(() => isFinished(h, 'old'), 10_000);
    expect(statusOf(h, 'old')).toBe('done');
  });
});

describe('the key', () => {
  it('saved for another origin than the base URL’s is never sent: the queue pauses', async () => {
    const { h, urls } = await setup();
    Object.assign(h.config, { baseUrl: 'https://b.test/v1', keyOrigin: 'https://api.test' });
    const job = await h.engine.submit('text', { kind: 'popup' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(urls).toEqual([]);
    expect(viewOf(h, job.id)).toMatchObject({
      status: 'paused',
      error: { kind: 'missing_key', message: expect.stringMatching(/is for https:\/\/api\.test/) },
    });
  });
});
