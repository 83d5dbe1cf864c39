/**
 * A provider that answers after 45 s, in real Chromium, with NO debugger on the service
 * worker (Playwright's harness attaches one, and an attached worker is never stopped, so it
 * cannot test this). The worker is only watched through target discovery; the test drives
 * the extension from its popup page and reads the job from storage there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/start';
import {
  launchRawExtension,
  openPageWithStorage,
  type ExtensionPage,
  type RawExtensionBrowser,
} from './support/raw-cdp';
import { extensionStorage } from './support/extension-settings';
import { referenceApi, type ReferenceApi } from './support/reference-api';
import { storedJob, type PageChrome } from './support/stored-jobs';

describe('the service worker’s lifetime, watched without attaching to it', () => {
  let ext: RawExtensionBrowser;
  let server: RunningServer;
  let api: ReferenceApi;
  let page: ExtensionPage;

  beforeAll(async () => {
    server = await startServer({ port: 0, testFaults: true });
    api = referenceApi(server.baseUrl, server.testToken);
    ext = await launchRawExtension();
    page = await openPageWithStorage(ext, 'popup.html', extensionStorage(server.baseUrl));
  });
  afterAll(async () => {
    await ext?.close();
    await server?.close();
  });

  it('lets Chromium stop an idle worker (nothing in this harness keeps it alive)', async () => {
    // The control: if the open popup, the storage reads or the CDP connection kept the worker
    // alive, the next test would pass whether or not the extension keeps itself alive.
    const current = ext.workers.filter((w) => w.destroyedAt === undefined);
    expect(current).toHaveLength(1);
    await expect
      .poll(
        async () => {
          // Reading storage from the page, as the next test does while it waits.
          await storedJob(page, 'none');
          return current[0]!.destroyedAt !== undefined;
        },
        { interval: 1000, timeout: 60_000 },
      )
      .toBe(true);
  }, 70_000);

  it('delivers a request answered after 45 s from the worker that sent it, sent once', async () => {
    await api.faults({ delayMs: 45_000 });
    const text = 'A slow provider still answers this text in the end.';
    const reply = (await page.evaluate(async (t) => {
      const { chrome } = globalThis as unknown as PageChrome;
      return chrome.runtime.sendMessage({ type: 'job.submit', payload: { text: t } });
    }, text)) as { ok: boolean; value: { jobId: string } };
    expect(reply.ok).toBe(true);
    // The message woke a new worker: the only one alive, and the one that sends.
    const seen = ext.workers.length;
    const sender = ext.workers.filter((w) => w.destroyedAt === undefined);
    expect(sender).toHaveLength(1);

    await expect
      .poll(async () => (await storedJob(page, reply.value.jobId))?.status, {
        interval: 500,
        timeout: 100_000,
      })
      .toBe('done');

    const job = await storedJob(page, reply.value.jobId);
    expect(job?.result?.word_count).toBe(10);
    expect(job?.resent).toBeUndefined();
    // Never stopped, never replaced while the request was pending.
    expect(sender[0]!.destroyedAt).toBeUndefined();
    expect(ext.workers.length).toBe(seen);
    const log = await api.textLog();
    expect(log.map((r) => [r.text, r.status])).toEqual([[text, 200]]);
  }, 110_000);
});
