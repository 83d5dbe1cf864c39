/**
 * The queue's recovery paths in real Chromium against the reference server: a worker that
 * dies with a request in flight, and a refused key that pauses the queue until it changes.
 * Jobs are submitted from the popup page, as a user would.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/start';
import { launchExtension, type ExtensionHarness } from './support/extension';
import {
  configureQueue,
  countByText,
  fullServerLog,
  resetServer,
  serverLog,
  setFaults,
  type ChromeStorage,
} from './queue-helpers';

interface PageChrome {
  chrome: { runtime: { sendMessage(message: object): Promise<unknown> } } & ChromeStorage['chrome'];
}

interface StoredJob {
  id: string;
  text: string;
  status: string;
  resent?: boolean;
  error?: { kind: string; message: string };
}

/** Sends a runtime message from the page, as the popup and options page do. */
async function message<T>(page: Page, type: string, payload: object): Promise<T> {
  const reply = (await page.evaluate(
    ([t, p]) =>
      (globalThis as unknown as PageChrome).chrome.runtime.sendMessage({ type: t, payload: p }),
    [type, payload] as const,
  )) as { ok: boolean; value: T; error?: string };
  if (!reply.ok) throw new Error(`${type} refused: ${reply.error}`);
  return reply.value;
}

async function submit(page: Page, text: string): Promise<string> {
  return (await message<{ jobId: string }>(page, 'job.submit', { text })).jobId;
}

/** The published job (storage `jobs`), read from the page: reading does not wake the worker. */
async function job(page: Page, jobId: string): Promise<StoredJob | undefined> {
  const jobs = await page.evaluate(async () => {
    const { chrome } = globalThis as unknown as PageChrome;
    return (await chrome.storage.local.get('jobs')).jobs as StoredJob[] | undefined;
  });
  return jobs?.find((j) => j.id === jobId);
}

describe('queue recovery in Chromium', () => {
  let ext: ExtensionHarness;
  let server: RunningServer;
  let page: Page;

  beforeAll(async () => {
    server = await startServer({ port: 0, testFaults: true });
    ext = await launchExtension();
    page = await ext.openExtensionPage('popup.html');
  });
  afterAll(async () => {
    await ext?.close();
    await server?.close();
  });
  beforeEach(async () => {
    await resetServer(server.baseUrl);
    await configureQueue(ext, server.baseUrl);
  });

  it('resends once a request the dying worker left in flight, and says so', async () => {
    await setFaults(server.baseUrl, { delayMs: 10_000 });
    const text = 'This request is on its way when the worker dies.';
    const jobId = await submit(page, text);
    // The request reached the server (it answers only after the delay).
    await expect
      .poll(async () => (await fullServerLog(server.baseUrl)).length, {
        interval: 50,
        timeout: 15_000,
      })
      .toBe(1);
    expect((await job(page, jobId))?.status).toBe('sending');
    await (
      await ext.worker()
    ).evaluate(() => {
      (globalThis as { beforeKill?: boolean }).beforeKill = true;
    });
    await ext.stopWorker();
    await setFaults(server.baseUrl, { delayMs: 0 });
    // Any event starts a new worker (the queue's alarm would too, within 30 s).
    await message(page, 'settings.get', {});

    await expect
      .poll(async () => (await job(page, jobId))?.status, { interval: 100, timeout: 30_000 })
      .toBe('done');
    expect((await job(page, jobId))?.resent).toBe(true);
    const worker = await ext.worker();
    expect(await worker.evaluate(() => (globalThis as { beforeKill?: boolean }).beforeKill)).toBe(
      undefined,
    );
    const history = await worker.evaluate(async () => {
      const c = (globalThis as unknown as ChromeStorage).chrome;
      return (await c.storage.local.get('history')).history as Array<{
        id: string;
        status: string;
        resent?: boolean;
      }>;
    });
    expect(history.find((e) => e.id === jobId)).toMatchObject({ status: 'done', resent: true });
    // The first attempt and the one resend: never a third.
    expect(countByText(await serverLog(server.baseUrl)).get(text)).toBe(2);
  });

  it('pauses the queue on a refused key and resumes both jobs when the key is fixed', async () => {
    await configureQueue(ext, server.baseUrl, { apiKey: 'wrong-key' });
    const first = await submit(page, 'The first text waits for a valid key.');
    await expect
      .poll(async () => (await job(page, first))?.status, { interval: 100, timeout: 15_000 })
      .toBe('paused');
    const second = await submit(page, 'The second text waits as well.');
    await expect
      .poll(async () => (await job(page, second))?.status, { interval: 100, timeout: 15_000 })
      .toBe('paused');
    for (const id of [first, second]) {
      expect((await job(page, id))?.error?.kind).toBe('unauthorized');
    }
    // Only the first job's request was refused; the second was never sent.
    const refused = await fullServerLog(server.baseUrl);
    expect(refused.map((r) => [r.key, r.status])).toEqual([['wrong-key', 401]]);

    // The options page's save path: a new key ends the pause.
    expect(await message(page, 'settings.save', { apiKey: 'demo-pro-key' })).toEqual({ ok: true });
    for (const id of [first, second]) {
      await expect
        .poll(async () => (await job(page, id))?.status, { interval: 100, timeout: 30_000 })
        .toBe('done');
    }
    const log = await fullServerLog(server.baseUrl);
    expect(log.map((r) => [r.key, r.status])).toEqual([
      ['wrong-key', 401],
      ['demo-pro-key', 200],
      ['demo-pro-key', 200],
    ]);
  });
});
