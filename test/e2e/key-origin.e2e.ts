/**
 * Issue 16, point 5, in Chromium with the built extension: the key goes only to the provider
 * it was saved for. Two reference servers on two origins (127.0.0.1 and localhost, both
 * granted by the manifest): moving the base URL to the other one needs its key, and the
 * jobs queued for the first wait until the user sends them; the second sees nothing before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/start';
import { EVENTUALLY } from './support/editor-page';
import { withExtensionAndServer } from './support/extension-and-server';
import { readStorage } from './support/extension-settings';
import { openPopup, saveSettings } from './support/popup-support';
import { PRO_KEY, referenceApi, type ReferenceApi } from './support/reference-api';
import { storedJobsOf } from './support/stored-jobs';

describe('a base URL on another origin', () => {
  const env = withExtensionAndServer();
  let other: RunningServer;
  let otherApi: ReferenceApi;
  /** The second server as the extension addresses it: another origin. */
  let otherBase: string;

  beforeAll(async () => {
    other = await startServer({ port: 0, testFaults: true });
    otherApi = referenceApi(other.baseUrl, other.testToken);
    otherBase = other.baseUrl.replace('127.0.0.1', 'localhost');
    await saveSettings(env.ext, { apiKey: PRO_KEY, baseUrl: env.server.baseUrl });
  });
  afterAll(async () => {
    await other?.close();
  });

  it('needs its key, and the old jobs wait until the user sends them there', async () => {
    const texts = [1, 2, 3, 4].map((i) => `Queued text number ${i} for the first provider.`);
    // The first two stay at the first server a while; the other two wait in the queue.
    await env.api.faults({ delayMs: 4000 });
    const worker = await env.ext.worker();
    await worker.evaluate(async (all) => {
      const h = (globalThis as unknown as { humanizer: { submit(t: string): Promise<unknown> } })
        .humanizer;
      for (const t of all) await h.submit(t);
    }, texts);
    await expect.poll(async () => (await env.api.log()).length, EVENTUALLY).toBe(2);

    const options = await env.ext.openExtensionPage('options.html');
    await expect.poll(() => options.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    await options.getByLabel('API base URL').fill(otherBase);
    await options.getByRole('button', { name: 'Save' }).click();
    const otherOrigin = new URL(otherBase).origin;
    const firstOrigin = new URL(env.server.baseUrl).origin;
    const refusal = `The API base URL is now on ${otherOrigin}, but the saved key is for ${firstOrigin}.`;
    await expect
      .poll(() => options.getByRole('status').textContent(), EVENTUALLY)
      .toContain(refusal);
    expect(await options.getByLabel('API key').getAttribute('aria-invalid')).toBe('true');
    expect((await readStorage<{ baseUrl: string }>(env.ext, 'settings')).baseUrl).toBe(
      env.server.baseUrl,
    );

    // The key typed for the new origin (the same demo key: the user typed it for it).
    await options.getByLabel('API key').fill(PRO_KEY);
    await options.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => options.getByRole('status').textContent(), EVENTUALLY).toBe('Saved.');

    // The two in flight finish at the first server; the two waiting are held for the user.
    const statuses = async () => {
      const jobs = await storedJobsOf(env.ext);
      return texts.map((t) => jobs.find((j) => j.text === t)?.status);
    };
    await expect
      .poll(statuses, { ...EVENTUALLY, timeout: 30_000 })
      .toEqual(['done', 'done', 'paused', 'paused']);
    expect(await otherApi.log()).toEqual([]);
    expect((await env.api.textLog()).map((r) => r.text)).toEqual(texts.slice(0, 2));

    const popup = await openPopup(env.ext);
    const held = popup.getByText(`Jobs queued for ${firstOrigin}, the API you used before: 2.`, {
      exact: false,
    });
    await expect.poll(() => held.count(), EVENTUALLY).toBe(1);
    expect(await otherApi.log()).toEqual([]);
    await popup.getByRole('button', { name: `Send to ${otherOrigin}` }).click();
    await expect.poll(statuses, EVENTUALLY).toEqual(['done', 'done', 'done', 'done']);
    const sent = await otherApi.textLog();
    expect(sent.map((r) => r.text).sort()).toEqual(texts.slice(2).sort());
    expect(sent.map((r) => r.key)).toEqual([PRO_KEY, PRO_KEY]);
    expect((await env.api.textLog()).map((r) => r.text)).toEqual(texts.slice(0, 2));
    expect(env.ext.consoleErrors).toEqual([]);
  });
});
