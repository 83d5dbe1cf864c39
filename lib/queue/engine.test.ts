/**
 * A job's life in the queue engine: sent, its result published with the server's charge and
 * history (or none), identical text joined, a queued job cancelled, a wordless text refused,
 * a long text chunked, and every change told to subscribers. Limits, failures and restarts:
 * engine-rate-limits, engine-failures and engine-restart.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { historyFromItems } from '@/lib/queue/stored-texts';
import { runOnQueueClock } from './testing/engine.fixtures';
import { createHarness, FakeApi, isFinished, runUntil, statusOf } from './testing/harness';

runOnQueueClock();

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
});
