/**
 * Storage that fails (issue 10, point 2): a change reaches memory only once stored, the
 * user is told, a request's answer is kept until it can be stored, and nothing is lost.
 * Also: each job's text is stored once in all of storage, not once more per chunk, per
 * published view or per history entry; the history index holds no text, and a job's texts
 * move into its entry's own item in the write in which the job leaves the queue.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_LIMIT } from '@/lib/queue/history-log';
import { historyWithTexts, viewsWithTexts } from '@/lib/queue/stored-texts';
import {
  createHarness,
  FakeApi,
  isFinished,
  newStore,
  runUntil,
  statusOf,
  type Harness,
} from './harness';

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
  /** How many times `needle` appears in everything stored, every per-entry item included. */
  const timesStored = (h: Harness, needle: string) =>
    JSON.stringify(Object.values(h.store).map((cell) => cell.value)).split(needle).length - 1;
  const items = (h: Harness) => new Map(Object.entries(h.store.historyTexts.value));
  const whole = (h: Harness) => ({
    jobs: viewsWithTexts(h.store.jobs.value, h.store.queue.value, h.store.history.value, items(h)),
    history: historyWithTexts(h.store.history.value, h.store.queue.value, items(h)),
  });
  const finishAll = async (h: Harness, texts: string[]) => {
    const ids: string[] = [];
    for (const text of texts) ids.push((await h.engine.submit(text, { kind: 'popup' })).id);
    await runUntil(() => ids.every((id) => isFinished(h, id)), 3_600_000, 200);
    return ids;
  };

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
      expect(JSON.stringify(h.store.history.value)).not.toContain(text);
      if (historyEnabled) {
        expect([timesStored(h, text), timesStored(h, rewrite)]).toEqual([1, 1]);
        expect(h.store.historyTexts.value[job.id]).toEqual({ original: text, result: rewrite });
        expect(whole(h).history.find((e) => e.id === job.id)).toMatchObject({
          original: text,
          result: rewrite,
        });
      } else {
        expect(timesStored(h, text)).toBe(0);
        expect(h.store.historyTexts.value).toEqual({});
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

  it('moves a job’s texts into its entry’s item in the same write that drops it from the queue', async () => {
    const h = await createHarness({ singleWrite: true });
    const text = 'Words that move with the job';
    const [first] = await finishAll(h, [text]);
    await finishAll(
      h,
      Array.from({ length: 21 }, (_, i) => `newer job ${i}`),
    );
    const holds = (w: (typeof h.writes)[number]) => w.queue.jobs.some((j) => j.id === first);
    const leaving = h.writes.slice(h.writes.findIndex(holds)).filter((w) => !holds(w));
    expect(leaving.length).toBeGreaterThan(0);
    // The first write without the job carries its texts; none before it did.
    expect(leaving[0]!.historyTexts?.[first!]).toEqual({
      original: text,
      result: text.toUpperCase(),
    });
    const before = h.writes.slice(0, h.writes.indexOf(leaving[0]!));
    expect(before.some((w) => w.historyTexts?.[first!])).toBe(false);
    expect(h.writes.every((w) => !JSON.stringify(w.history ?? []).includes(text))).toBe(true);
    expect(timesStored(h, text)).toBe(1);
  });

  it('cell by cell, writes a job’s texts to its item before the queue lets go of them', async () => {
    const h = await createHarness();
    const order: string[] = [];
    const { historyTexts, queue } = h.store;
    const setTexts = historyTexts.set.bind(historyTexts);
    const setQueue = queue.setValue.bind(queue);
    historyTexts.set = async (texts) => {
      order.push(...Object.keys(texts).map((id) => `texts:${id}`));
      await setTexts(texts);
    };
    queue.setValue = async (value) => {
      const ids = new Set(value?.jobs.map((j) => j.id));
      if (!ids.has('id-1') && order.length > 0 && !order.includes('queue-dropped')) {
        order.push('queue-dropped');
      }
      await setQueue(value);
    };
    await finishAll(h, ['the first job’s words']);
    order.push('finished');
    await finishAll(
      h,
      Array.from({ length: 21 }, (_, i) => `newer job ${i}`),
    );
    const after = order.indexOf('finished') + 1;
    expect(order.slice(after, after + 2)).toEqual(['texts:id-1', 'queue-dropped']);
  });

  it('removes the items of entries trimmed off the index, leaving none without an entry', async () => {
    const api = new FakeApi(10_000);
    const h = await createHarness({ api, maxRequests: 10_000, singleWrite: true });
    const removed = () => h.store.historyTexts.writes.flatMap((w) => w.removed ?? []);
    const ids = await finishAll(
      h,
      Array.from({ length: HISTORY_LIMIT + 2 }, (_, i) => `job number ${i} words`),
    );
    const index = h.store.history.value.map((e) => e.id);
    expect(index).toHaveLength(HISTORY_LIMIT);
    const inQueue = new Set(h.store.queue.value!.jobs.map((j) => j.id));
    const expected = index.filter((id) => !inQueue.has(id)).sort();
    expect(Object.keys(h.store.historyTexts.value).sort()).toEqual(expected);
    // The two oldest had items once (they left the queue first) and lost them when trimmed.
    expect(h.writes.some((w) => w.historyTexts?.[ids[0]!])).toBe(true);
    expect(removed()).toEqual(expect.arrayContaining([ids[0], ids[1]]));
    expect(timesStored(h, 'job number 0 words')).toBe(0);
    expect(timesStored(h, 'job number 2 words')).toBe(1);
  });

  it('at startup moves legacy inline texts into items in one write, and sweeps orphans', async () => {
    const store = newStore();
    const legacy = { original: 'Legacy words kept inline', result: 'LEGACY WORDS' };
    store.history.value = [
      {
        id: 'legacy',
        ...legacy,
        textBytes: 60,
        wordCount: 4,
        wordsCharged: 5,
        finishedAt: 1,
        site: 'popup',
        status: 'done',
      },
    ];
    store.historyTexts.value = { orphan: { original: 'Nobody owns these words' } };
    const h = await createHarness({ store, singleWrite: true });
    // One write carries the index and the moved texts (the queue's first one, at startup).
    expect(h.writes.filter((w) => w.history || w.historyTexts)).toEqual([h.writes[0]]);
    expect(h.writes[0]!.historyTexts).toEqual({ legacy });
    expect(JSON.stringify(h.store.history.value)).not.toContain('Legacy words');
    expect(h.store.historyTexts.value).toEqual({ legacy });
    expect([timesStored(h, legacy.original), timesStored(h, 'Nobody owns')]).toEqual([1, 0]);
    expect(whole(h).history[0]).toMatchObject({ id: 'legacy', ...legacy });
    // Nothing left to move: a later start writes no history at all.
    const written = h.writes.length;
    await h.restart();
    expect(h.writes.slice(written).every((w) => w.history === undefined)).toBe(true);
  });
});
