/**
 * Jobs belong to who asked: identical text from two tabs is two jobs (issue 10, point 6), and
 * a retry never resends a job that is done or still running (point 4: no second charge).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobSource } from '@/lib/model/job-view';
import { createHarness, isFinished, runUntil, statusOf } from './testing/harness';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00') });
});
afterEach(() => {
  vi.useRealTimers();
});

const tab = (tabId: number, frameId = 0, url = `https://site${tabId}.test/?token=${tabId}`) =>
  ({ kind: 'selection', tabId, frameId, url }) satisfies JobSource;

describe('jobs of different sources', () => {
  it('gives identical text from two tabs a job each, with its own source, result and charge', async () => {
    const h = await createHarness();
    const one = await h.engine.submit('the same words', tab(1));
    const two = await h.engine.submit('the same words', tab(2));
    expect(two.id).not.toBe(one.id);
    expect(two.source).toEqual(tab(2));
    await runUntil(() => isFinished(h, one.id) && isFinished(h, two.id));
    const [a, b] = [await h.engine.get(one.id), await h.engine.get(two.id)];
    expect([a?.status, b?.status]).toEqual(['done', 'done']);
    expect(b?.source).toEqual(tab(2));
    expect(b?.result?.humanized_text).toBe('THE SAME WORDS');
    expect(h.api.requests).toHaveLength(2);
    expect(h.store.usage.value.total).toBe(10);
  });

  it('keeps two frames of one tab apart too, and joins a repeat from the same frame', async () => {
    const h = await createHarness();
    const top = await h.engine.submit('words', tab(1, 0));
    const frame = await h.engine.submit('words', tab(1, 5));
    const again = await h.engine.submit('words', tab(1, 5));
    expect(frame.id).not.toBe(top.id);
    expect(again.id).toBe(frame.id);
  });
});

describe('retry', () => {
  it('answers a done job with itself: no new request, no new charge', async () => {
    const h = await createHarness();
    const job = await h.engine.submit('done once', { kind: 'popup' });
    await runUntil(() => isFinished(h, job.id));
    const again = await h.engine.retry(job.id);
    expect(again.id).toBe(job.id);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.api.requests).toHaveLength(1);
    expect(h.store.usage.value.total).toBe(5);
  });

  it('answers a live job with itself, and resends a failed one as a new job', async () => {
    const h = await createHarness();
    h.api.override = (_text, i) => (i === 0 ? { status: 403, body: {} } : undefined);
    const failed = await h.engine.submit('refused once', { kind: 'popup' });
    await runUntil(() => isFinished(h, failed.id));
    expect(statusOf(h, failed.id)).toBe('failed');
    const retried = await h.engine.retry(failed.id);
    expect(retried.id).not.toBe(failed.id);
    expect((await h.engine.retry(retried.id)).id).toBe(retried.id);
    await runUntil(() => isFinished(h, retried.id));
    expect(statusOf(h, retried.id)).toBe('done');
    expect(h.api.requests.map((r) => r.text)).toEqual(['refused once', 'refused once']);
  });
});
