/**
 * A heavy user's queue (issues 10 and 18), in Chromium with the built extension: 40 jobs of
 * 10,000 words each are queued from the popup page, the worker is killed while they run,
 * and every one completes; storage holds each text once in all of it (the job's text items,
 * kept for its history entry once the job left the queue; the index none), history is
 * trimmed by its byte cap (newest kept), and every charge is in the ledger. Nothing is lost,
 * nothing is sent twice but a request in flight at the kill (resent once, flagged), and the
 * bytes written to storage.local, counted in the worker, stay within 3× the submitted text.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { withExtensionAndServer } from './support/extension-and-server';
import { configureExtension, readAllStorage, readStorage } from './support/extension-settings';
import type { StoredHistoryEntry } from '../../lib/queue/history';
import { isTextKey, textKeysOf } from '../../lib/queue/stored-layout';
import { historyFromItems, queueFromItems, textItemsIn } from '../../lib/queue/stored-texts';
import { submitFromPage, wakeWorker } from './support/page-messages';
import { storedJobsOf } from './support/stored-jobs';
import { countStorageWrites, storageWrites, type StorageWrites } from './support/storage-writes';

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
    const submitted = texts.reduce((n, t) => n + new TextEncoder().encode(t).length, 0);
    await countStorageWrites(await env.ext.worker());
    const ids: string[] = [];
    for (const text of texts) ids.push(await submitFromPage(page, text));
    expect(new Set(ids).size).toBe(JOBS);

    const answered = async () => (await env.api.log()).filter((r) => r.status === 200).length;
    await expect.poll(answered, { interval: 250, timeout: 120_000 }).toBeGreaterThanOrEqual(5);
    const before: StorageWrites = await storageWrites(await env.ext.worker());
    await env.ext.stopWorker();
    // Any event starts a new worker (the queue's alarm would too); it is counted from the
    // moment the counter is in (its first load may write before: the limiter, no text).
    await wakeWorker(page);
    await countStorageWrites(await env.ext.worker());

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
    const live = async () =>
      queueFromItems(await readAllStorage(env.ext)).jobs.filter((j) =>
        ['queued', 'sending', 'retrying'].includes(j.status),
      ).length;
    await expect.poll(live, { interval: 500, timeout: 120_000 }).toBe(0);

    // The bytes of every storage.local write the workers made (counted in each).
    const after = await storageWrites(await env.ext.worker());
    const written = before.bytes + after.bytes;
    expect(before.writes).toBeGreaterThan(JOBS);
    expect(written).toBeLessThanOrEqual(3 * submitted);

    // All of storage: job items, text items, the published views, the history index.
    const all = await readAllStorage(env.ext);
    const everything = JSON.stringify(all);
    const history = all.history as Entry[];
    const queue = queueFromItems(all);
    const items = textItemsIn(all);

    // Sent once; twice only a job in flight at the kill, resent once and flagged.
    const resent = new Set([
      ...queue.jobs.filter((j) => j.resent).map((j) => j.id),
      ...history.filter((e) => e.resent).map((e) => e.id),
    ]);
    const counts = await perText();
    ids.forEach((id, i) => expect(counts[i]).toBeLessThanOrEqual(resent.has(id) ? 2 : 1));

    // The newest finished jobs are in history, trimmed by bytes (texts wherever they are),
    // not by losing any job; the index holds no text, only the texts' weight.
    const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;
    const itemBytes = history
      .flatMap((e) => textKeysOf(e.id, e.parts ?? 1))
      .reduce((n, key) => n + (items.has(key) ? bytes(items.get(key)) : 0), 0);
    const indexBytes = new TextEncoder().encode(JSON.stringify(history)).length;
    expect(indexBytes).toBeLessThan(50_000);
    expect(indexBytes + itemBytes).toBeLessThanOrEqual(HISTORY_MAX_BYTES + 4096);
    expect(history.reduce((n, e) => n + e.textBytes, 0)).toBeLessThanOrEqual(HISTORY_MAX_BYTES);
    expect(history.length).toBeLessThan(JOBS);
    expect(history.every((e) => e.status === 'done' && e.wordsCharged >= WORDS)).toBe(true);
    expect(history.every((e) => e.original === undefined && e.result === undefined)).toBe(true);
    // Text items only for the queue's jobs and the kept entries (none orphaned).
    const owned = new Set([
      ...queue.jobs.flatMap((j) => textKeysOf(j.id, j.chunks.length)),
      ...history.flatMap((e) => textKeysOf(e.id, e.parts ?? 1)),
    ]);
    expect(
      Object.keys(all)
        .filter(isTextKey)
        .every((key) => owned.has(key)),
    ).toBe(true);

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
    const kept = historyFromItems(history, all);
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
    expect(textItemsIn(await readAllStorage(env.ext))).toEqual(items);
    expect((await readStorage<{ total: number }>(env.ext, 'usage')).total).toBe(usage.total);
  }, 540_000);
});
