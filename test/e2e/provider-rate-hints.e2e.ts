/**
 * Issue 16, point 1, in Chromium with the built extension: one reply cannot block the queue.
 * A stub provider sends what a buggy one does (its reset as years of seconds); later jobs
 * still go, the job says what was ignored, Test connection answers at once while a real
 * block holds, and a new key starts clean, also after the worker was stopped.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EVENTUALLY } from './support/editor-page';
import { launchExtension } from './support/extension';
import { configureExtension } from './support/extension-settings';
import { openPopup } from './support/popup-support';
import { humanized, replyJson, startStubProvider, succeed } from './support/stub-provider';
import { withFixture } from './support/with-fixture';

const TEN_YEARS_S = 315_360_000;

describe('a provider’s rate-limit hints', () => {
  const env = withFixture(async () => {
    const stub = await startStubProvider();
    const ext = await launchExtension();
    return {
      stub,
      ext,
      close: async () => {
        await ext.close();
        await stub.close();
      },
    };
  });
  let popup: Page;

  beforeAll(async () => {
    await configureExtension(env.ext, env.stub.baseUrl, { apiKey: 'stub-key-1' });
    popup = await openPopup(env.ext);
  });

  /** Submits `text` from the popup; resolves with the job panel. */
  async function humanize(text: string) {
    await popup.getByRole('textbox', { name: 'Text to humanize' }).fill(text);
    await popup.getByRole('button', { name: 'Humanize', exact: true }).click();
    return popup.getByRole('region', { name: 'Current job' });
  }

  const result = () => popup.getByLabel('Humanized text');

  it('a 200 with RateLimit r=0;t=ten years holds back no later job, and the job says so', async () => {
    const first = env.stub.requests.length;
    env.stub.answer = (request, response, index) =>
      index === first
        ? replyJson(response, 200, humanized(request.text ?? ''), {
            ratelimit: `"p";r=0;t=${TEN_YEARS_S}`,
          })
        : succeed(request, response, index);
    const panel = await humanize('The first text is answered with an absurd reset time.');
    await expect.poll(() => result().count(), EVENTUALLY).toBe(1);
    const said = await panel.textContent();
    await humanize('The second text must not wait until 2036.');
    await expect
      .poll(() => result().inputValue(), EVENTUALLY)
      .toBe('THE SECOND TEXT MUST NOT WAIT UNTIL 2036.');
    // The first job said what it ignored.
    expect(said).toMatch(
      /The API asked to wait 315,360,000 s \(RateLimit\), which cannot be a real wait/,
    );
    expect(env.stub.requests).toHaveLength(first + 2);
  });

  it('a 429 with Retry-After of ten years is retried at the queue’s own pace, saying so', async () => {
    const first = env.stub.requests.length;
    env.stub.answer = (request, response, index) =>
      index === first
        ? replyJson(response, 429, {}, { 'retry-after': String(TEN_YEARS_S) })
        : succeed(request, response, index);
    const panel = await humanize('A text the provider asks to hold for ten years.');
    await expect
      .poll(() => panel.textContent(), EVENTUALLY)
      .toMatch(/retrying in \d+ s.*asked to wait 315,360,000 s \(Retry-After\)/);
    await expect
      .poll(() => result().inputValue(), EVENTUALLY)
      .toBe('A TEXT THE PROVIDER ASKS TO HOLD FOR TEN YEARS.');
    expect(env.stub.requests).toHaveLength(first + 2);
  });

  it('Test connection answers at once while a block holds; a new key starts clean after a restart', async () => {
    const first = env.stub.requests.length;
    // A real block: ten minutes, within what the queue follows.
    env.stub.answer = (request, response, index) =>
      index === first
        ? replyJson(response, 429, {}, { 'retry-after': '600' })
        : succeed(request, response, index);
    const panel = await humanize('A text that meets a ten-minute block.');
    await expect.poll(() => panel.textContent(), EVENTUALLY).toMatch(/retrying in (59\d|600) s/);

    const options = await env.ext.openExtensionPage('options.html');
    await expect.poll(() => options.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    await options.getByRole('button', { name: 'Test connection' }).click();
    const status = options.getByRole('status');
    await expect.poll(() => status.textContent(), EVENTUALLY).toMatch(/^Rate limited until /);
    expect(await status.textContent()).toMatch(/nothing was sent/);
    expect(env.stub.requests).toHaveLength(first + 1);

    // Learned for stub-key-1 only: the block is stored, and a restart must not revive it.
    await env.ext.stopWorker();
    await options.getByLabel('API key').fill('stub-key-2');
    await options.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => status.textContent(), EVENTUALLY).toBe('Saved.');
    await expect
      .poll(() => result().inputValue(), EVENTUALLY)
      .toBe('A TEXT THAT MEETS A TEN-MINUTE BLOCK.');
    expect(env.stub.requests.at(-1)?.authorization).toBe('Bearer stub-key-2');
    expect(env.ext.consoleErrors).toEqual([]);
  });
});
