/**
 * Storage that fails (issue 10, point 2): a change reaches memory only once stored, the
 * user is told, a request's answer is kept until it can be stored, and nothing is lost.
 * Also: each job's text is stored once in all of storage, not once more per chunk, per
 * published view or per history entry.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { historyWithTexts, viewsWithTexts } from '@/lib/queue/stored-texts';
import { createHarness, isFinished, runUntil, statusOf, type Harness } from './harness';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00') });
});
afterEach(() => {
  vi.useRealTimers();
});

const QUOTA = 'Resource::kQuotaBytes quota exceeded';

/** Makes the queue item's writes fail (as a full storage does) until `heal()`. */
function breakQueueWrites(h: Harness) {
  const cell = h.store.queue;
  const write = cell.setValue.bind(cell);
  let broken = true;
  cell.setValue = async (value) => {
    if (broken) throw new Error(QUOTA);
    await write(value);
  };
  return { heal: () => (broken = false) };
}

async function withProblems() {
  const problems: Array<string | undefined> = [];
  const h = await createHarness({ onStorageProblem: (m) => problems.push(m) });
  return { h, problems };
}

describe('queue storage failures', () => {
  it('refuses a submit it cannot store, says storage is full, and sends nothing', async () => {
    const { h, problems } = await withProblems();
    const storage = breakQueueWrites(h);
    await expect(h.engine.submit('a text to keep', { kind: 'popup' })).rejects.toThrow(/full/);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.api.requests).toHaveLength(0);
    expect(h.store.jobs.value).toEqual([]);
    expect(problems.at(-1)).toMatch(/storage for Humanizer is full/);

    storage.heal();
    const job = await h.engine.submit('a text to keep', { kind: 'popup' });
    await runUntil(() => isFinished(h, job.id));
    expect(statusOf(h, job.id)).toBe('done');
    expect(problems.at(-1)).toBeUndefined();
  });

  it('keeps an answer it cannot store, frees the slot once it can, and charges once', async () => {
    const { h, problems } = await withProblems();
    const job = await h.engine.submit('answered while storage is full', { kind: 'popup' });
    await runUntil(() => h.api.requests.length === 1, 60_000, 10);
    const storage = breakQueueWrites(h);
    await vi.advanceTimersByTimeAsync(10_000);
    // Memory is as storage has it: still in flight, not done.
    expect(statusOf(h, job.id)).toBe('sending');
    expect(problems.at(-1)).toMatch(/full/);
    storage.heal();
    await runUntil(() => isFinished(h, job.id));
    expect(statusOf(h, job.id)).toBe('done');
    expect(h.store.usage.value.total).toBe(5); // charged once (5 words)
    const next = await h.engine.submit('the slot is free again', { kind: 'popup' });
    await runUntil(() => isFinished(h, next.id));
    expect(statusOf(h, next.id)).toBe('done');
    expect(h.api.requests).toHaveLength(2);
  });

  it('loses nothing when the worker dies while storage fails: the stored job is resent once', async () => {
    const { h } = await withProblems();
    const job = await h.engine.submit('stored before the failure', { kind: 'popup' });
    await runUntil(() => h.api.requests.length === 1, 60_000, 10);
    const storage = breakQueueWrites(h);
    await vi.advanceTimersByTimeAsync(5_000);
    storage.heal();
    await h.restart();
    await runUntil(() => isFinished(h, job.id));
    expect(statusOf(h, job.id)).toBe('done');
    expect(h.store.history.value[0]).toMatchObject({ id: job.id, resent: true });
  });

  it('stores a long job’s text once, not again in each chunk', async () => {
    const h = await createHarness();
    const para = Array.from({ length: 6000 }, (_, i) => `w${i}`).join(' ');
    const text = `${para}\n\n${para}`;
    const job = await h.engine.submit(text, { kind: 'popup' });
    const stored = JSON.stringify(h.store.queue.value);
    expect(stored.split(para).length - 1).toBe(2); // the two paragraphs of the one text
    await runUntil(() => isFinished(h, job.id));
    expect(h.api.requests.map((r) => r.text)).toEqual([para, para]);
    expect((await h.engine.get(job.id))?.result?.humanized_text).toBe(text.toUpperCase());
  });
});

describe('each text stored once across all of storage', () => {
  /** How many times `needle` appears in everything the queue stores. */
  const timesStored = (h: Harness, needle: string) =>
    JSON.stringify(Object.values(h.store).map((cell) => cell.value)).split(needle).length - 1;
  const whole = (h: Harness) => ({
    jobs: viewsWithTexts(h.store.jobs.value, h.store.queue.value, h.store.history.value),
    history: historyWithTexts(h.store.history.value, h.store.queue.value),
  });

  it.each([true, false])(
    'queued, done, and after leaving the queue (history on: %s): once, and readable',
    async (historyEnabled) => {
      const h = await createHarness({ historyEnabled });
      const text = 'Original words that must be stored exactly once';
      const rewrite = text.toUpperCase();
      const job = await h.engine.submit(text, { kind: 'popup' });
      expect(timesStored(h, text)).toBe(1);
      await runUntil(() => isFinished(h, job.id));
      expect([timesStored(h, text), timesStored(h, rewrite)]).toEqual([1, 1]);
      expect(whole(h).jobs.find((j) => j.id === job.id)).toMatchObject({
        text,
        result: { humanized_text: rewrite, word_count: 8 },
      });
      // Twenty-one newer jobs push it out of the queue's recent jobs.
      for (let i = 0; i < 21; i += 1) {
        const next = await h.engine.submit(`newer job ${i}`, { kind: 'popup' });
        await runUntil(() => isFinished(h, next.id));
      }
      expect(h.store.queue.value!.jobs.some((j) => j.id === job.id)).toBe(false);
      if (historyEnabled) {
        expect([timesStored(h, text), timesStored(h, rewrite)]).toEqual([1, 1]);
        expect(whole(h).history.find((e) => e.id === job.id)).toMatchObject({
          original: text,
          result: rewrite,
        });
      } else {
        expect(timesStored(h, text)).toBe(0);
      }
      // Every entry still shown has its texts.
      for (const entry of whole(h).history) expect(entry.original).toMatch(/\w/);
    },
  );

  it('keeps a finished job’s texts through a worker restart', async () => {
    const h = await createHarness();
    const text = 'Words that outlive the worker';
    const job = await h.engine.submit(text, { kind: 'popup' });
    await runUntil(() => isFinished(h, job.id));
    await h.restart();
    expect(timesStored(h, text)).toBe(1);
    expect(whole(h).history[0]).toMatchObject({ id: job.id, original: text });
    expect((await h.engine.get(job.id))?.text).toBe(text);
  });
});
