/**
 * Storage that fails (issue 10, point 2): a change reaches memory only once stored, the
 * user is told, a request's answer is kept until it can be stored, and nothing is lost.
 * Each text is stored once in all of storage and written once for its whole life (issue 18):
 * queued, done, in history after the job left the queue, trimmed; a change writes only what
 * changed, whatever the queue's length. Older layouts' migration: engine-layout.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_LIMIT } from '@/lib/queue/history-log';
import { isTextKey } from '@/lib/queue/stored-layout';
import { historyFromItems, type PublishedJobs } from '@/lib/queue/stored-texts';
import {
  createHarness,
  FakeApi,
  isFinished,
  newStore,
  runUntil,
  statusOf,
  type Harness,
} from './testing/harness';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00') });
});
afterEach(() => {
  vi.useRealTimers();
});

const QUOTA = 'Resource::kQuotaBytes quota exceeded';

/** Makes every storage write fail (as a full storage does) until `heal()`. */
function breakQueueWrites(h: Harness) {
  const area = h.store.state;
  const write = area.set.bind(area);
  let broken = true;
  area.set = async (items) => {
    if (broken) throw new Error(QUOTA);
    await write(items);
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
    const stored = JSON.stringify(h.store.all);
    expect(stored.split(para).length - 1).toBe(2); // the two paragraphs of the one text
    await runUntil(() => isFinished(h, job.id));
    expect(h.api.requests.map((r) => r.text)).toEqual([para, para]);
    expect((await h.engine.get(job.id))?.result?.humanized_text).toBe(text.toUpperCase());
  });
});

// These run many jobs through the engine (5-7 s each on a quiet machine): room for a loaded one.
describe('each text stored once, and written once', { timeout: 60_000 }, () => {
  /** How many times `needle` is in everything stored, every area and item included. */
  const timesStored = (h: Harness, needle: string) =>
    JSON.stringify(h.store.all).split(needle).length - 1;
  /** How many times `needle` was in a write, over the whole run. */
  const timesWritten = (h: Harness, needle: string) => {
    const writes = new Set([...h.store.state.writes, ...h.store.texts.writes]);
    return [...writes].reduce(
      (n, w) => n + JSON.stringify(w.set ?? {}).split(needle).length - 1,
      0,
    );
  };
  const finishAll = async (h: Harness, texts: string[]) => {
    const ids: string[] = [];
    for (const text of texts) ids.push((await h.engine.submit(text, { kind: 'popup' })).id);
    await runUntil(() => ids.every((id) => isFinished(h, id)), 3_600_000, 200);
    return ids;
  };
  const newer = (n: number) => Array.from({ length: n }, (_, i) => `newer job ${i}`);

  it.each([true, false])(
    'queued, done, after leaving the queue (history on: %s): stored once, written once',
    async (historyEnabled) => {
      const h = await createHarness({ historyEnabled });
      const text = 'Original words that must be stored exactly once';
      const rewrite = text.toUpperCase();
      const job = await h.engine.submit(text, { kind: 'popup' });
      expect(timesStored(h, text)).toBe(1);
      await runUntil(() => isFinished(h, job.id));
      expect([timesStored(h, text), timesStored(h, rewrite)]).toEqual([1, 1]);
      expect(h.store.jobs.value.find((j) => j.id === job.id)).toMatchObject({
        text,
        result: { humanized_text: rewrite, word_count: 8 },
      });
      // Twenty-one newer jobs push it out of the queue's recent jobs.
      await finishAll(h, newer(21));
      expect(h.store.queue.value.jobs.some((j) => j.id === job.id)).toBe(false);
      expect(JSON.stringify(h.store.history.value)).not.toContain(text);
      const expected = historyEnabled ? 1 : 0;
      expect([timesStored(h, text), timesStored(h, rewrite)]).toEqual([expected, expected]);
      if (historyEnabled) {
        expect(historyFromItems(h.store.history.value, h.store.all)).toContainEqual(
          expect.objectContaining({ id: job.id, original: text, result: rewrite }),
        );
      }
      // Written once in its whole life: at submit, and the rewrite when it arrived.
      expect([timesWritten(h, text), timesWritten(h, rewrite)]).toEqual([1, 1]);
      for (const entry of historyFromItems(h.store.history.value, h.store.all)) {
        expect(entry.original).toMatch(/\w/);
      }
    },
  );

  it('keeps a finished job’s texts through a worker restart, writing none again', async () => {
    const h = await createHarness();
    const text = 'Words that outlive the worker';
    const job = await h.engine.submit(text, { kind: 'popup' });
    await runUntil(() => isFinished(h, job.id));
    await h.restart();
    expect([timesStored(h, text), timesWritten(h, text)]).toEqual([1, 1]);
    expect(historyFromItems(h.store.history.value, h.store.all)[0]).toMatchObject({
      id: job.id,
      original: text,
    });
    expect((await h.engine.get(job.id))?.text).toBe(text);
  });

  it('removes the text items of entries trimmed off the index, leaving none without an owner', async () => {
    const api = new FakeApi(10_000);
    const h = await createHarness({ api, maxRequests: 10_000 });
    const ids = await finishAll(
      h,
      Array.from({ length: HISTORY_LIMIT + 2 }, (_, i) => `job number ${i} words`),
    );
    const index = h.store.history.value.map((e) => e.id);
    expect(index).toHaveLength(HISTORY_LIMIT);
    expect(index).not.toContain(ids[0]);
    const owners = new Set([...index, ...h.store.queue.value.jobs.map((j) => j.id)]);
    const textKeys = Object.keys(h.store.all).filter(isTextKey);
    expect(textKeys.every((key) => owners.has(key.split(':')[1]!))).toBe(true);
    expect(timesStored(h, 'job number 0 words')).toBe(0);
    expect(timesStored(h, 'job number 2 words')).toBe(1);
  });

  it('clears the history with its entries’ texts, keeping those the queue still holds', async () => {
    const h = await createHarness();
    await finishAll(h, newer(25));
    await h.engine.clearHistory();
    expect(h.store.history.value).toEqual([]);
    const inQueue = new Set(h.store.queue.value.jobs.map((j) => j.id));
    expect(inQueue.size).toBe(20);
    const owners = new Set(
      Object.keys(h.store.all)
        .filter(isTextKey)
        .map((k) => k.split(':')[1]),
    );
    expect(owners).toEqual(inQueue);
  });

  it('writes for one change the same bytes with 10 or 300 jobs waiting', async () => {
    const changeBytes = async (waiting: number) => {
      vi.setSystemTime(new Date('2026-03-10T12:00:00'));
      // One request a minute: the first is sent, the others wait.
      const h = await createHarness({ maxRequests: 1 });
      for (let i = 0; i < waiting; i += 1) await h.engine.submit(`waiting ${i}`, { kind: 'popup' });
      const cost = async (action: () => Promise<unknown>) => {
        const from = h.store.state.writes.length;
        await action();
        await vi.advanceTimersByTimeAsync(10);
        return h.store.state.writes.slice(from).reduce((n, w) => n + w.bytes, 0);
      };
      const submit = await cost(() => h.engine.submit('one more', { kind: 'popup' }));
      const cancel = await cost(() => h.engine.cancel('id-3'));
      h.engine.stop();
      return { submit, cancel };
    };
    const few = await changeBytes(10);
    const many = await changeBytes(300);
    expect(many.submit).toBeLessThanOrEqual(few.submit * 1.1);
    expect(many.cancel).toBeLessThanOrEqual(few.cancel * 1.1);
  });

  it('in Firefox’s layout, writes no text to storage.local, and each once to the text area', async () => {
    const store = newStore({ separateTexts: true });
    const h = await createHarness({ store });
    const text = 'Words a content script must not read';
    const [id] = await finishAll(h, [text]);
    await finishAll(h, newer(21));
    for (const w of h.store.state.writes)
      expect(JSON.stringify(w.set ?? {})).not.toMatch(/content script|CONTENT SCRIPT/);
    expect(timesWritten(h, text)).toBe(1);
    expect(
      historyFromItems(h.store.history.value, h.store.all).find((e) => e.id === id),
    ).toMatchObject({
      original: text,
      result: text.toUpperCase(),
    });
  });

  it('in Firefox’s layout, a worker killed between the texts and the state leaves an orphan the next start sweeps', async () => {
    const store = newStore({ separateTexts: true });
    const h = await createHarness({ store });
    const write = store.state.set.bind(store.state);
    store.state.set = async () => {
      throw new Error('the worker died');
    };
    await expect(h.engine.submit('lost before it was queued', { kind: 'popup' })).rejects.toThrow();
    expect(timesStored(h, 'lost before it was queued')).toBe(1);
    store.state.set = write;
    await h.restart();
    expect(timesStored(h, 'lost before it was queued')).toBe(0);
    expect(h.api.requests).toHaveLength(0);
  });
});

describe('the published jobs item', () => {
  it('holds the first live jobs, the count, and the followed job wherever it waits', async () => {
    const h = await createHarness({ maxRequests: 1 });
    const ids: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      ids.push((await h.engine.submit(`waiting job ${i}`, { kind: 'popup' })).id);
    }
    const published = () => h.store.state.value.jobs as PublishedJobs;
    expect(published().head.map((v) => v.id)).toEqual(ids.slice(0, 5));
    expect(published().live).toBe(30);
    expect(JSON.stringify(published())).not.toContain('waiting job');
    await h.engine.follow(ids[20]);
    // The first is in flight: the 21st job is the 20th waiting.
    expect(published().followed).toEqual([
      expect.objectContaining({ id: ids[20], status: 'queued', position: 20 }),
    ]);
    await h.engine.cancel(ids[20]!);
    expect(published().followed[0]).toMatchObject({ id: ids[20], status: 'cancelled' });
    expect(published().live).toBe(29);
  });
});
