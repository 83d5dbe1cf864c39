import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withExtensionAndServer } from './support/extension-and-server';
import { configureExtension } from './support/extension-settings';
import { countByText } from './support/reference-api';
import { storedJobsOf } from './support/stored-jobs';

const QUOTA = 5;
const WINDOW_MS = 3000;

describe('queue against a strict server (quota 5 per 3 s)', () => {
  const env = withExtensionAndServer({ quota: QUOTA, windowMs: WINDOW_MS });
  beforeAll(async () => {
    await configureExtension(env.ext, env.server.baseUrl, {
      requestsPerMinute: QUOTA,
      windowMs: WINDOW_MS,
    });
  });
  beforeEach(async () => {
    await env.api.reset();
  });

  it('completes more jobs than the quota with zero 429s', async () => {
    const texts = Array.from({ length: 12 }, (_, i) => `Burst job ${i}: a short text to rewrite.`);
    const worker = await env.ext.worker();
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
    const log = await env.api.textLog();
    expect(log.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect([...countByText(log).values()]).toEqual(Array(12).fill(1));
  });

  it('loses no job and sends none twice when the worker is killed while jobs wait', async () => {
    const texts = Array.from({ length: 11 }, (_, i) => `Restart job ${i}: another short text.`);
    // Let the previous test's sends leave the window, so the first 5 go out together.
    await new Promise((r) => setTimeout(r, WINDOW_MS + 200));
    const worker = await env.ext.worker();
    await worker.evaluate(async (all) => {
      const h = (globalThis as unknown as { humanizer: { submit(t: string): Promise<unknown> } })
        .humanizer;
      for (const t of all) await h.submit(t);
    }, texts);
    // The first window's requests are answered; the rest wait for slots.
    await expect
      .poll(async () => (await env.api.textLog()).filter((r) => r.status === 200).length, {
        interval: 50,
        timeout: 10_000,
      })
      .toBe(QUOTA);
    await worker.evaluate(() => {
      (globalThis as { beforeKill?: boolean }).beforeKill = true;
    });
    await env.ext.stopWorker();
    // Killed while the others wait for the window, none in flight.
    const atKill = await env.api.textLog();
    expect(atKill.map((r) => r.status)).toEqual(Array(QUOTA).fill(200));
    // Nothing else wakes the worker: its alarm must, and it must resume from storage.
    await expect
      .poll(async () => (await env.api.textLog()).filter((r) => r.status !== null).length, {
        interval: 250,
        timeout: 60_000,
      })
      .toBe(texts.length);
    const log = await env.api.textLog();
    expect(log.filter((r) => r.status === 429)).toEqual([]);
    const counts = countByText(log);
    expect(texts.map((t) => counts.get(t))).toEqual(Array(texts.length).fill(1));
    const revived = await env.ext.worker();
    // A new worker (the old one really died), woken by the queue's alarm.
    expect(await revived.evaluate(() => (globalThis as { beforeKill?: boolean }).beforeKill)).toBe(
      undefined,
    );
    const jobs = await storedJobsOf(env.ext);
    const mine = jobs.filter((j) => texts.includes(j.text));
    expect(mine.map((j) => j.status)).toEqual(Array(texts.length).fill('done'));
    expect(mine.filter((j) => j.resent)).toEqual([]);
  });
});
