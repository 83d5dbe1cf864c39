/**
 * The queue's recovery paths in real Chromium against the reference server: a worker that
 * dies with a request in flight, and a refused key that pauses the queue until it changes.
 * Jobs are submitted from the popup page, as a user would.
 */
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withExtensionAndServer } from './support/extension-and-server';
import { configureExtension, readStorage } from './support/extension-settings';
import { countByText, PRO_KEY } from './support/reference-api';
import { sendFromPage, submitFromPage, wakeWorker } from './support/page-messages';
import { storedJob } from './support/stored-jobs';

describe('queue recovery in Chromium', () => {
  const env = withExtensionAndServer();
  let page: Page;

  beforeAll(async () => {
    page = await env.ext.openExtensionPage('popup.html');
  });
  beforeEach(async () => {
    await env.api.reset();
    await configureExtension(env.ext, env.server.baseUrl);
  });

  it('resends once a request the dying worker left in flight, and says so', async () => {
    await env.api.faults({ delayMs: 10_000 });
    const text = 'This request is on its way when the worker dies.';
    const jobId = await submitFromPage(page, text);
    // The request reached the server (it answers only after the delay).
    await expect
      .poll(async () => (await env.api.log()).length, {
        interval: 50,
        timeout: 15_000,
      })
      .toBe(1);
    expect((await storedJob(page, jobId))?.status).toBe('sending');
    await (
      await env.ext.worker()
    ).evaluate(() => {
      (globalThis as { beforeKill?: boolean }).beforeKill = true;
    });
    await env.ext.stopWorker();
    await env.api.faults({ delayMs: 0 });
    // Any event starts a new worker (the queue's alarm would too, within 30 s).
    await wakeWorker(page);

    await expect
      .poll(async () => (await storedJob(page, jobId))?.status, { interval: 100, timeout: 30_000 })
      .toBe('done');
    expect((await storedJob(page, jobId))?.resent).toBe(true);
    const worker = await env.ext.worker();
    expect(await worker.evaluate(() => (globalThis as { beforeKill?: boolean }).beforeKill)).toBe(
      undefined,
    );
    const history = await readStorage<Array<{ id: string; status: string; resent?: boolean }>>(
      env.ext,
      'history',
    );
    expect(history.find((e) => e.id === jobId)).toMatchObject({ status: 'done', resent: true });
    // The first attempt and the one resend: never a third.
    expect(countByText(await env.api.textLog()).get(text)).toBe(2);
  });

  it('pauses the queue on a refused key and resumes both jobs when the key is fixed', async () => {
    await configureExtension(env.ext, env.server.baseUrl, { apiKey: 'wrong-key' });
    const first = await submitFromPage(page, 'The first text waits for a valid key.');
    await expect
      .poll(async () => (await storedJob(page, first))?.status, { interval: 100, timeout: 15_000 })
      .toBe('paused');
    const second = await submitFromPage(page, 'The second text waits as well.');
    await expect
      .poll(async () => (await storedJob(page, second))?.status, { interval: 100, timeout: 15_000 })
      .toBe('paused');
    for (const id of [first, second]) {
      expect((await storedJob(page, id))?.error?.kind).toBe('unauthorized');
    }
    // Only the first job's request was refused; the second was never sent.
    const refused = await env.api.log();
    expect(refused.map((r) => [r.key, r.status])).toEqual([['wrong-key', 401]]);

    // The options page's save path: a new key ends the pause.
    expect(await sendFromPage(page, 'settings.save', { apiKey: PRO_KEY })).toEqual({ ok: true });
    for (const id of [first, second]) {
      await expect
        .poll(async () => (await storedJob(page, id))?.status, { interval: 100, timeout: 30_000 })
        .toBe('done');
    }
    const log = await env.api.log();
    expect(log.map((r) => [r.key, r.status])).toEqual([
      ['wrong-key', 401],
      [PRO_KEY, 200],
      [PRO_KEY, 200],
    ]);
  });
});
