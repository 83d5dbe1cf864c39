import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../server/start';
import { launchExtension, type ExtensionHarness } from './support/extension';

/** Charges at least 50 words a request, so words charged differs from the word count. */
const CHARGE_MINIMUM = 50;

describe('popup: paste and rewrite', () => {
  let ext: ExtensionHarness;
  let server: RunningServer;
  const origin = () => new URL(server.baseUrl).origin;

  beforeAll(async () => {
    server = await startServer({ port: 0, testFaults: true, chargeMinimum: CHARGE_MINIMUM });
    ext = await launchExtension();
  });
  afterAll(async () => {
    await ext?.close();
    await server?.close();
  });
  beforeEach(async () => {
    await fetch(`${origin()}/__test/reset`, { method: 'POST' });
  });

  /** Sets the key and URL the way a user does: in the options page. */
  async function useKey(apiKey: string) {
    const options = await ext.openExtensionPage('options.html');
    await expect.poll(() => options.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    await options.getByLabel('API key').fill(apiKey);
    await options.getByLabel('API base URL').fill(server.baseUrl);
    await options.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => options.getByRole('status').textContent()).toBe('Saved.');
    await options.close();
  }

  async function openPopup(): Promise<Page> {
    const popup = await ext.openExtensionPage('popup.html');
    await popup.getByRole('textbox', { name: 'Text to humanize' }).waitFor();
    return popup;
  }

  async function serverAnswer(text: string) {
    const res = await fetch(`${server.baseUrl}/humanize`, {
      method: 'POST',
      headers: { authorization: 'Bearer demo-pro-key', 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as {
      humanized_text: string;
      word_count: number;
      words_charged: number;
    };
  }

  it("shows the server's result and the server's words charged", async () => {
    await useKey('demo-pro-key');
    const text =
      'In today\u2019s fast-paced world, it is important to note that leveraging synergies can help.';
    const expected = await serverAnswer(text);
    expect(expected.words_charged).not.toBe(expected.word_count);

    const popup = await openPopup();
    await popup.getByRole('textbox', { name: 'Text to humanize' }).fill(text);
    await popup.getByRole('button', { name: 'Humanize' }).click();
    const output = popup.getByLabel('Humanized text');
    await expect.poll(() => output.count(), { timeout: 20_000 }).toBe(1);
    expect(await output.inputValue()).toBe(expected.humanized_text);
    expect(await popup.getByText(`Word count: ${expected.word_count}`).count()).toBe(1);
    expect(await popup.getByText(`Words charged: ${expected.words_charged}`).count()).toBe(1);

    await popup.getByRole('button', { name: 'Show changes' }).click();
    const changes = popup.getByRole('region', { name: 'Changes' });
    expect(await changes.locator('ins').count()).toBeGreaterThan(0);
    await popup.close();
  });

  it('says a text over 10,000 words will be sent in parts', async () => {
    const popup = await openPopup();
    await popup.getByRole('textbox', { name: 'Text to humanize' }).fill('word '.repeat(10_001));
    await expect.poll(() => popup.getByText(/this text will be sent in 2 parts/).count()).toBe(1);
    expect(await popup.getByText('10,001 words').count()).toBe(1);
    // Leave no long draft behind for the next test.
    await popup.getByRole('textbox', { name: 'Text to humanize' }).fill('');
    await popup.close();
  });

  it('says a wrong key is wrong, points to settings, and keeps the draft', async () => {
    await useKey('wrong-key');
    const text = 'A draft that must survive a refused key, word for word.';
    const popup = await openPopup();
    await popup.getByRole('textbox', { name: 'Text to humanize' }).fill(text);
    await popup.getByRole('button', { name: 'Humanize' }).click();
    const alert = popup.getByRole('alert');
    await expect.poll(() => alert.textContent(), { timeout: 20_000 }).toMatch(/API key is wrong/);
    expect(await alert.getByRole('button', { name: 'Open settings' }).count()).toBe(1);
    expect(await popup.getByRole('textbox', { name: 'Text to humanize' }).inputValue()).toBe(text);

    await popup.close();
    const again = await openPopup();
    await expect
      .poll(() => again.getByRole('textbox', { name: 'Text to humanize' }).inputValue())
      .toBe(text);
    await again.close();
  });

  it('finishes a job while the popup is closed and shows its result on reopening', async () => {
    await useKey('demo-pro-key');
    const text = 'Closing the popup in the middle of a request must not lose the rewrite.';
    await fetch(`${origin()}/__test/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ delayMs: 3000 }),
    });
    const popup = await openPopup();
    await popup.getByRole('textbox', { name: 'Text to humanize' }).fill(text);
    await popup.getByRole('button', { name: 'Humanize' }).click();
    // Close once the request is at the server and not yet answered (the server logs its
    // text only after the delay).
    await expect
      .poll(
        async () => {
          const log = (await (await fetch(`${origin()}/__test/requests`)).json()) as Array<{
            status: number | null;
          }>;
          return log.some((entry) => entry.status === null);
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await popup.close();
    await fetch(`${origin()}/__test/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ delayMs: 0 }),
    });

    const reopened = await openPopup();
    const output = reopened.getByLabel('Humanized text');
    await expect.poll(() => output.count(), { timeout: 20_000 }).toBe(1);
    const log = (await (await fetch(`${origin()}/__test/requests`)).json()) as Array<{
      text: string | null;
    }>;
    expect(log.filter((entry) => entry.text === text)).toHaveLength(1);
    expect(await output.inputValue()).not.toBe('');
    expect(await reopened.getByRole('textbox', { name: 'Text to humanize' }).inputValue()).toBe(
      text,
    );
    expect(ext.consoleErrors).toEqual([]);
  });
  it('shows words charged today and reopens a past result from the recent list', async () => {
    await useKey('demo-pro-key');
    const options = await ext.openExtensionPage('options.html');
    await expect.poll(() => options.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    await options.getByRole('button', { name: 'Clear history and usage' }).click();
    await expect
      .poll(() => options.getByRole('status').textContent())
      .toBe('History and usage are cleared.');
    await options.close();

    const first = 'The first text, which we will want to see again later on.';
    const second = 'A second and different text that replaces the first one in view.';
    const expected = [await serverAnswer(first), await serverAnswer(second)];
    const popup = await openPopup();
    for (const text of [first, second]) {
      await popup.getByRole('textbox', { name: 'Text to humanize' }).fill(text);
      await popup.getByRole('button', { name: 'Humanize' }).click();
      await expect
        .poll(
          () =>
            popup
              .getByLabel('Humanized text')
              .inputValue()
              .catch(() => ''),
          {
            timeout: 20_000,
          },
        )
        .toBe(expected[text === first ? 0 : 1]!.humanized_text);
    }
    const usage = popup.getByRole('region', { name: 'Words charged' });
    const charged = expected[0]!.words_charged + expected[1]!.words_charged;
    await expect
      .poll(() => usage.textContent())
      .toContain(`Today${charged.toLocaleString('en-US')}`);

    await popup.getByRole('button', { name: /The first text, which we will want/ }).click();
    await expect
      .poll(() => popup.getByLabel('Humanized text').inputValue())
      .toBe(expected[0]!.humanized_text);
    expect(await popup.getByText(`Words charged: ${expected[0]!.words_charged}`).count()).toBe(1);
    await popup.close();
  });
});
