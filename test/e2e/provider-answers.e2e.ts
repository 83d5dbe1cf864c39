/**
 * Issue 16, point 4, in Chromium with the built extension: a provider's answer is bounded
 * and shown for what it is. A redirect is reported as a redirect, sent once and followed
 * never; a body that never ends is read no further than a cap, and nothing of it is kept.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EVENTUALLY } from './support/editor-page';
import { launchExtension } from './support/extension';
import { configureExtension, readAllStorage } from './support/extension-settings';
import { openPopup } from './support/popup-support';
import { storedJobsOf } from './support/stored-jobs';
import { endless, startStubProvider } from './support/stub-provider';
import { withFixture } from './support/with-fixture';

describe('a provider’s answers', () => {
  const env = withFixture(async () => {
    const stub = await startStubProvider();
    // Where the redirect points: another origin (localhost), which must never be reached.
    const elsewhere = await startStubProvider('localhost');
    const ext = await launchExtension();
    return {
      stub,
      elsewhere,
      ext,
      close: async () => {
        await ext.close();
        await Promise.all([stub.close(), elsewhere.close()]);
      },
    };
  });
  let popup: Page;

  beforeAll(async () => {
    await configureExtension(env.ext, env.stub.baseUrl, { apiKey: 'stub-key' });
    popup = await openPopup(env.ext);
  });

  async function humanize(text: string) {
    await popup.getByRole('textbox', { name: 'Text to humanize' }).fill(text);
    await popup.getByRole('button', { name: 'Humanize', exact: true }).click();
    return popup.getByRole('region', { name: 'Current job' });
  }

  it('a redirect is reported as one, sent once, and the text never reaches the other address', async () => {
    const before = env.stub.requests.length;
    env.stub.answer = (_request, response) => {
      response.writeHead(307, { location: `${env.elsewhere.baseUrl}/humanize` }).end();
    };
    const text = 'A text the provider tries to send elsewhere.';
    const panel = await humanize(text);
    await expect
      .poll(() => panel.textContent(), EVENTUALLY)
      .toMatch(/The API answered with a redirect to another address/);
    expect(await panel.textContent()).not.toMatch(/Check your connection/);
    // Failed for good (not retrying), after one request: nothing is sent again.
    const job = async () => (await storedJobsOf(env.ext)).find((j) => j.text === text);
    await expect.poll(async () => (await job())?.status, EVENTUALLY).toBe('failed');
    expect((await job())?.error).toMatchObject({ kind: 'invalid_request', action: 'open_options' });
    expect(env.stub.requests.length - before).toBe(1);
    expect(env.elsewhere.requests).toEqual([]);
  });

  it('a body that never ends is cut at a cap; the job fails plainly and keeps nothing', async () => {
    env.stub.answer = endless(env.stub);
    const text = 'A short text whose answer never ends.';
    const panel = await humanize(text);
    await expect
      .poll(() => panel.textContent(), EVENTUALLY)
      .toMatch(/larger than any rewrite of this text could be/);
    await expect.poll(() => env.stub.written.closed, EVENTUALLY).toBe(true);
    // The cap for this text is under 1 MiB; socket buffers hold a few MiB more at most.
    expect(env.stub.written.bytes).toBeLessThan(16 * 1024 * 1024);
    // Nothing of it was stored: storage holds only small items.
    const stored = JSON.stringify(await readAllStorage(env.ext));
    expect(stored.length).toBeLessThan(256 * 1024);
    expect(stored).not.toMatch(/a{1000}/);
    expect(env.ext.consoleErrors).toEqual([]);
  });
});
