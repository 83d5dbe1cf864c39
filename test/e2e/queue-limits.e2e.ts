import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/start';
import { launchExtension, type ExtensionHarness } from './support/extension';
import {
  configureQueue,
  countByText,
  resetServer,
  serverLog,
  type ChromeStorage,
} from './queue-helpers';

const QUOTA = 5;
const WINDOW_MS = 3000;

describe('queue against a strict server (quota 5 per 3 s)', () => {
  let ext: ExtensionHarness;
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ port: 0, quota: QUOTA, windowMs: WINDOW_MS, testFaults: true });
    ext = await launchExtension();
    await configureQueue(ext, server.baseUrl, { max: QUOTA, windowMs: WINDOW_MS });
  });
  afterAll(async () => {
    await ext?.close();
    await server?.close();
  });
  beforeEach(async () => {
    await resetServer(server.baseUrl);
  });

  it('completes more jobs than the quota with zero 429s', async () => {
    const texts = Array.from({ length: 12 }, (_, i) => `Burst job ${i}: a short text to rewrite.`);
    const worker = await ext.worker();
    const results = await worker.evaluate(
      (all) =>
        Promise.all(
          all.map((t) =>
            (
              globalThis as unknown as {
                humanizer: { humanize(t: string): Promise<{ word_count: number }> };
              }
            ).humanizer.humanize(t),
          ),
        ),
      texts,
    );
    expect(results).toHaveLength(12);
    for (const r of results) expect(r.word_count).toBeGreaterThan(0);
    const log = await serverLog(server.baseUrl);
    expect(log.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect([...countByText(log).values()]).toEqual(Array(12).fill(1));
  });

  it('loses no job and sends none twice when the worker is killed while jobs wait', async () => {
    const texts = Array.from({ length: 11 }, (_, i) => `Restart job ${i}: another short text.`);
    // Let the previous test's sends leave the window, so the first 5 go out together.
    await new Promise((r) => setTimeout(r, WINDOW_MS + 200));
    const worker = await ext.worker();
    await worker.evaluate(async (all) => {
      const h = (globalThis as unknown as { humanizer: { submit(t: string): Promise<unknown> } })
        .humanizer;
      for (const t of all) await h.submit(t);
    }, texts);
    // The first window's requests are answered; the rest wait for slots.
    await expect
      .poll(async () => (await serverLog(server.baseUrl)).filter((r) => r.status === 200).length, {
        interval: 50,
        timeout: 10_000,
      })
      .toBe(QUOTA);
    await worker.evaluate(() => {
      (globalThis as { beforeKill?: boolean }).beforeKill = true;
    });
    await ext.stopWorker();
    // Killed while the others wait for the window, none in flight.
    const atKill = await serverLog(server.baseUrl);
    expect(atKill.map((r) => r.status)).toEqual(Array(QUOTA).fill(200));
    // Nothing else wakes the worker: its alarm must, and it must resume from storage.
    await expect
      .poll(async () => (await serverLog(server.baseUrl)).filter((r) => r.status !== null).length, {
        interval: 250,
        timeout: 60_000,
      })
      .toBe(texts.length);
    const log = await serverLog(server.baseUrl);
    expect(log.filter((r) => r.status === 429)).toEqual([]);
    const counts = countByText(log);
    expect(texts.map((t) => counts.get(t))).toEqual(Array(texts.length).fill(1));
    const revived = await ext.worker();
    // A new worker (the old one really died), woken by the queue's alarm.
    expect(await revived.evaluate(() => (globalThis as { beforeKill?: boolean }).beforeKill)).toBe(
      undefined,
    );
    const jobs = await revived.evaluate(async () => {
      const c = (globalThis as unknown as ChromeStorage).chrome;
      const { jobs } = await c.storage.local.get('jobs');
      return jobs as Array<{ text: string; status: string; resent?: boolean }>;
    });
    const mine = jobs.filter((j) => texts.includes(j.text));
    expect(mine.map((j) => j.status)).toEqual(Array(texts.length).fill('done'));
    expect(mine.filter((j) => j.resent)).toEqual([]);
  });
});
