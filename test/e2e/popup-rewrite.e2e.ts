import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withExtensionAndServer } from './support/extension-and-server';
import { saveSettings } from './support/popup-support';
import { PRO_KEY } from './support/reference-api';

/** Charges at least 50 words a request, so words charged differs from the word count. */
const CHARGE_MINIMUM = 50;

describe('popup: paste and rewrite', () => {
  const env = withExtensionAndServer({ chargeMinimum: CHARGE_MINIMUM });
  beforeEach(async () => {
    await env.api.reset();
  });

  /** Sets the key and URL the way a user does: in the options page. */
  const useKey = (apiKey: string) => saveSettings(env.ext, { apiKey, baseUrl: env.server.baseUrl });

  async function openPopup(): Promise<Page> {
    const popup = await env.ext.openExtensionPage('popup.html');
    await popup.getByRole('textbox', { name: 'Text to humanize' }).waitFor();
    return popup;
  }

  it("shows the server's result and the server's words charged", async () => {
    await useKey(PRO_KEY);
    const text =
      'In today\u2019s fast-paced world, it is important to note that leveraging synergies can help.';
    const expected = await env.api.answer(text);
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
    await useKey(PRO_KEY);
    const text = 'Closing the popup in the middle of a request must not lose the rewrite.';
    await env.api.faults({ delayMs: 3000 });
    const popup = await openPopup();
    await popup.getByRole('textbox', { name: 'Text to humanize' }).fill(text);
    await popup.getByRole('button', { name: 'Humanize' }).click();
    // Close once the request is at the server and not yet answered (the server logs its
    // text only after the delay).
    await expect
      .poll(async () => (await env.api.log()).some((entry) => entry.status === null), {
        timeout: 10_000,
      })
      .toBe(true);
    await popup.close();
    await env.api.faults({ delayMs: 0 });

    const reopened = await openPopup();
    const output = reopened.getByLabel('Humanized text');
    await expect.poll(() => output.count(), { timeout: 20_000 }).toBe(1);
    const log = await env.api.log();
    expect(log.filter((entry) => entry.text === text)).toHaveLength(1);
    expect(await output.inputValue()).not.toBe('');
    expect(await reopened.getByRole('textbox', { name: 'Text to humanize' }).inputValue()).toBe(
      text,
    );
    expect(env.ext.consoleErrors).toEqual([]);
  });
  it('shows words charged today and reopens a past result from the recent list', async () => {
    await useKey(PRO_KEY);
    const options = await env.ext.openExtensionPage('options.html');
    await expect.poll(() => options.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    await options.getByRole('button', { name: 'Clear history and usage' }).click();
    await expect
      .poll(() => options.getByRole('status').textContent())
      .toBe('History and usage are cleared.');
    await options.close();

    const first = 'The first text, which we will want to see again later on.';
    const second = 'A second and different text that replaces the first one in view.';
    const expected = [await env.api.answer(first), await env.api.answer(second)];
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
