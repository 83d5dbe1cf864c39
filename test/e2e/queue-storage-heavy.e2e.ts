/**
 * A heavy user's queue (issue 10, point 2), in Chromium with the built extension: 40 jobs of
 * 10,000 words each are queued from the popup page, the worker is killed while they run,
 * and every one completes; storage holds each text once in all of it (the queue, or the
 * history entry's own item once the job left the queue; the index none), history is trimmed
 * by its byte cap (newest kept), and every charge is in the ledger. Nothing is lost.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { withExtensionAndServer } from './support/extension-and-server';
import { configureExtension, readAllStorage, readStorage } from './support/extension-settings';
import type { StoredHistoryEntry } from '../../lib/queue/history';
import { historyTextsIn, historyWithTexts } from '../../lib/queue/stored-texts';
import type { PersistedQueue } from '../../lib/queue/persisted-queue';
import { submitFromPage, wakeWorker } from './support/page-messages';
import { storedJobsOf } from './support/stored-jobs';

const JOBS = 40;
const WORDS = 10_000;
/** Mirrors lib/queue/history-log.ts HISTORY_MAX_BYTES. */
const HISTORY_MAX_BYTES = 4_000_000;

const textOf = (i: number) =>
  Array.from({ length: WORDS }, (_, k) => (k === 0 ? `job${i}` : `word${k % 10}`)).join(' ');

type Entry = StoredHistoryEntry;

describe('a heavy queue in Chromium', () => {
  // No practical server limit; the extension's own window is shortened so 40 requests fit.
  const env = withExtensionAndServer({ quota: 100_000 });
  let page: Page;

  beforeAll(async () => {
    await configureExtension(env.ext, env.server.baseUrl, {
      requestsPerMinute: 30,
      windowMs: 2000,
    });
    page = await env.ext.openExtensionPage('popup.html');
  });

  it('completes 40 jobs of 10,000 words through a worker restart, losing nothing', async () => {
    const texts = Array.from({ length: JOBS }, (_, i) => textOf(i));
    const ids: string[] = [];
    for (const text of texts) ids.push(await submitFromPage(page, text));
    expect(new Set(ids).size).toBe(JOBS);

    const answered = async () => (await env.api.log()).filter((r) => r.status === 200).length;
    await expect.poll(answered, { interval: 250, timeout: 120_000 }).toBeGreaterThanOrEqual(5);
    await env.ext.stopWorker();
    // Any event starts a new worker (the queue's alarm would too).
    await wakeWorker(page);

    // Every text reached the server and was answered: once, or twice if it was in flight
    // when the worker died (resent once, flagged).
    const perText = async () => {
      const log = (await env.api.log()).filter((r) => r.status === 200);
      return texts.map((t) => log.filter((r) => r.text === t).length);
    };
    await expect
      .poll(async () => (await perText()).every((n) => n >= 1), {
        interval: 500,
        timeout: 300_000,
      })
      .toBe(true);
    // …and every answer is stored: no job is left waiting or in flight.
    type StoredQueue = {
      jobs: Array<{
        status: string;
        text: string;
        chunks: Array<{ result?: { humanized_text: string } }>;
      }>;
    };
    const live = async () =>
      (await readStorage<StoredQueue>(env.ext, 'queue')).jobs.filter((j) =>
        ['queued', 'sending', 'retrying'].includes(j.status),
      ).length;
    await expect.poll(live, { interval: 500, timeout: 120_000 }).toBe(0);
    expect((await perText()).every((n) => n <= 2)).toBe(true);

    // All of storage: the queue, published views, the history index and its entries' items.
    const all = await readAllStorage(env.ext);
    const everything = JSON.stringify(all);
    const history = all.history as Entry[];
    const queue = all.queue as PersistedQueue;
    const items = historyTextsIn(all);
    const inQueue = new Set(queue.jobs.map((j) => j.id));

    // The newest finished jobs are in history, trimmed by bytes (texts wherever they are),
    // not by losing any job; the index holds no text, only the texts' weight.
    const itemBytes = [...items.values()].reduce(
      (n, texts) => n + new TextEncoder().encode(JSON.stringify(texts)).length,
      0,
    );
    const indexBytes = new TextEncoder().encode(JSON.stringify(history)).length;
    expect(indexBytes).toBeLessThan(50_000);
    expect(indexBytes + itemBytes).toBeLessThanOrEqual(HISTORY_MAX_BYTES + 4096);
    expect(history.reduce((n, e) => n + e.textBytes, 0)).toBeLessThanOrEqual(HISTORY_MAX_BYTES);
    expect(history.length).toBeLessThan(JOBS);
    expect(history.every((e) => e.status === 'done' && e.wordsCharged >= WORDS)).toBe(true);
    expect(history.every((e) => e.original === undefined && e.result === undefined)).toBe(true);
    // An item for each entry whose job left the queue, and no other (none orphaned).
    expect([...items.keys()].sort()).toEqual(
      history
        .map((e) => e.id)
        .filter((id) => !inQueue.has(id))
        .sort(),
    );

    // Every answer's charge is in the ledger (a resent one may count twice).
    const usage = await readStorage<{ total: number }>(env.ext, 'usage');
    expect(usage.total).toBeGreaterThanOrEqual(JOBS * WORDS);

    // Each kept text is stored once in all of storage, and the popup's readers find every
    // text of every job and entry shown.
    for (const job of queue.jobs) {
      // Once as the text; once more only where the server's rewrite is identical to it.
      const sameResult = job.chunks.filter((c) => c.result?.humanized_text === job.text).length;
      expect(everything.split(job.text).length - 1).toBe(1 + sameResult);
    }
    const kept = historyWithTexts(history, queue, items);
    expect(kept.map((e) => e.id)).toEqual(history.map((e) => e.id));
    for (const entry of kept) {
      expect(entry.original).toBeDefined();
      expect(everything.split(entry.original!).length - 1).toBe(
        entry.result === entry.original ? 2 : 1,
      );
    }
    const views = await storedJobsOf(env.ext);
    for (const id of ids.filter((i) => views.some((v) => v.id === i))) {
      expect(texts).toContain(views.find((v) => v.id === id)!.text);
    }

    // A restart afterwards loses nothing: the same history and ledger come back.
    await env.ext.stopWorker();
    await wakeWorker(page);
    expect(await readStorage<Entry[]>(env.ext, 'history')).toEqual(history);
    expect(historyTextsIn(await readAllStorage(env.ext))).toEqual(items);
    expect((await readStorage<{ total: number }>(env.ext, 'usage')).total).toBe(usage.total);
  }, 540_000);
});
