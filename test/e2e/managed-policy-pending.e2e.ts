/**
 * Right after a browser start Chromium answers `storage.managed.get()` seconds late (2.9–4.8 s
 * measured): nothing the user does may wait for it. Here the worker's
 * `chrome.storage.managed.get` never answers at all: it is replaced before the worker's own
 * script runs (the worker starts paused for a debugger, raw-cdp.ts), so the worker's start
 * read goes to it. A job must still be done and Options must still show the settings, from
 * the last-known policy (none stored here: no organisation URL, so nothing waits).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/start';
import { extensionStorage } from './support/extension-settings';
import {
  launchRawExtension,
  openPageWithStorage,
  type ExtensionPage,
  type RawExtensionBrowser,
} from './support/raw-cdp';
import { referenceApi } from './support/reference-api';
import { storedJob, type PageChrome } from './support/stored-jobs';

const EVENTUALLY = { interval: 250, timeout: 30_000 };

/**
 * Runs in the worker before its script: a managed area that never answers, counting its
 * reads in storage.session (which the test reads from an extension page).
 */
const NEVER_ANSWERING_MANAGED = `(() => {
  let reads = 0;
  const storage = globalThis.chrome.storage;
  storage.managed.get = () => {
    reads += 1;
    void storage.session.set({ testManagedReads: reads });
    return new Promise(() => {});
  };
})()`;

const managedReads = (page: ExtensionPage) =>
  page.evaluate(async () => {
    const { chrome } = globalThis as unknown as {
      chrome: { storage: { session: { get(k: string): Promise<Record<string, unknown>> } } };
    };
    return (await chrome.storage.session.get('testManagedReads')).testManagedReads ?? 0;
  }, null);

describe("the organisation's policy read never answers", () => {
  let ext: RawExtensionBrowser;
  let server: RunningServer;
  let page: ExtensionPage;

  beforeAll(async () => {
    server = await startServer({ port: 0, testFaults: true });
    ext = await launchRawExtension();
    page = await openPageWithStorage(ext, 'popup.html', extensionStorage(server.baseUrl));
  }, 60_000);
  afterAll(async () => {
    await ext?.close();
    await server?.close();
  });

  it('a job is sent and done, and Options shows the settings', async () => {
    // The next worker is one whose managed read never answers; the job's message starts it.
    const { installed } = await ext.beforeNextWorker(NEVER_ANSWERING_MANAGED);
    const running = ext.workers.filter((w) => w.destroyedAt === undefined);
    await ext.stopWorker(page);
    // Gone before the message, which must start the next one (Chromium may start it sooner).
    await expect
      .poll(() => running.every((w) => w.destroyedAt !== undefined), EVENTUALLY)
      .toBe(true);
    const text = 'It is important to note that we utilize robust tools every day.';
    const submitted = page.evaluate(async (t) => {
      const { chrome } = globalThis as unknown as PageChrome;
      return chrome.runtime.sendMessage({ type: 'job.submit', payload: { text: t } });
    }, text) as Promise<{ ok: boolean; value: { jobId: string } }>;
    let preloaded = false;
    void installed.then(() => (preloaded = true));
    await expect.poll(() => preloaded, EVENTUALLY).toBe(true);
    // Before this change the worker did not even answer the submission.
    let reply: { ok: boolean; value: { jobId: string } } | undefined;
    void submitted.then((answer) => (reply = answer));
    await expect.poll(() => reply, EVENTUALLY).toBeDefined();
    expect(reply!.ok).toBe(true);
    await expect
      .poll(async () => (await storedJob(page, reply!.value.jobId))?.status, EVENTUALLY)
      .toBe('done');
    expect(
      (await referenceApi(server.baseUrl, server.testToken).textLog()).map((r) => r.text),
    ).toEqual([text]);

    const options = await ext.openPage('options.html');
    await expect
      .poll(
        () =>
          options.evaluate(
            () => (document.querySelector('#base-url') as HTMLInputElement | null)?.value,
            null,
          ),
        EVENTUALLY,
      )
      .toBe(server.baseUrl);

    // The worker that did all this asked the never-answering area, which never answered.
    expect(await managedReads(page)).toBeGreaterThanOrEqual(1);
  }, 90_000);
});
