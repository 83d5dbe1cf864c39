/**
 * Issue 27, point 3 in the popup, in Chromium with the built extension: the popup shows the
 * job, says what another version will cost (the API's own word count), asks first when the
 * text is over the words threshold (nothing is queued until Send), then shows "Version 2 of
 * 2", steps back to the Original and forward, Copy's text follows the version shown, and
 * Today's words charged is what the ledger recorded for both; in Show changes a change left
 * out gives the merged text in the box and on the clipboard. The two rewrites are scripted
 * with the reference server's test-only `answerNext` so they differ.
 */
import { describe, expect, it } from 'vitest';
import { changeSegments, mergeLeaving } from '../../lib/text/change-merge';
import { withExtensionAndServer } from './support/extension-and-server';
import { configureExtension, readAllStorage } from './support/extension-settings';
import { openPopup } from './support/popup-support';

const TEXT = 'It is important to note that the team did good work this year.';
const EVENTUALLY = { timeout: 30_000 };

describe('popup: versions of a text', () => {
  const env = withExtensionAndServer();

  it('Another version: its cost, the threshold question, stepping, and the ledger total', async () => {
    // A threshold below the text's words: Another version must ask first.
    await configureExtension(env.ext, env.server.baseUrl, { confirmAboveWords: 3 });
    const own = await env.api.answer(TEXT);
    const first = own.humanized_text;
    const second = first.replace(/\.$/u, '!');
    await env.api.faults({ answerNext: [first, second] });

    const popup = await openPopup(env.ext);
    await popup.getByRole('textbox', { name: 'Text to humanize' }).fill(TEXT);
    await popup.getByRole('button', { name: 'Humanize' }).click();
    const output = popup.getByLabel('Humanized text');
    await expect.poll(() => output.count(), EVENTUALLY).toBe(1);
    expect(await output.inputValue()).toBe(first);
    expect(await popup.getByTestId('popup-another-cost').textContent()).toBe(
      `Words charged for another version: about ${own.word_count}`,
    );

    await popup.getByRole('button', { name: 'Another version' }).click();
    const ask = popup.getByTestId('popup-another-confirm');
    await expect.poll(() => ask.count(), EVENTUALLY).toBe(1);
    expect(await ask.textContent()).toContain(`${own.word_count} words`);
    const jobs = async () =>
      Object.keys(await readAllStorage(env.ext)).filter((k) => k.startsWith('job:')).length;
    expect(await jobs()).toBe(1);
    await popup.getByRole('button', { name: `Send ${own.word_count} words` }).click();

    const label = popup.getByTestId('popup-version');
    await expect.poll(() => label.textContent(), EVENTUALLY).toBe('Version 2 of 2');
    expect(await output.inputValue()).toBe(second);
    expect(await popup.getByTestId('popup-total-cost').textContent()).toBe(
      `Words charged for this text in all: ${2 * own.words_charged}`,
    );
    const today = popup.locator('.usage div', { hasText: 'Today' }).locator('dd');
    await expect.poll(() => today.textContent(), EVENTUALLY).toBe(String(2 * own.words_charged));

    // Change by change (issue 27, point 2): the first change left out, the box and the real
    // clipboard hold the merged text; taken again, the version as it came.
    await env.ext.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await popup.getByRole('button', { name: 'Show changes' }).click();
    const change = popup.getByTestId('popup-change-1');
    expect(await change.getAttribute('aria-pressed')).toBe('true');
    await change.click();
    expect(await change.getAttribute('aria-pressed')).toBe('false');
    expect(await change.textContent()).toMatch(/^.*Change 1 of \d+: .*, left out$/u);
    const merged = mergeLeaving(changeSegments(TEXT, second), new Set([0]));
    expect(merged).not.toBe(second);
    await popup.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => popup.evaluate(() => navigator.clipboard.readText())).toBe(merged);
    await popup.getByRole('button', { name: 'Show changes' }).click();
    expect(await output.inputValue()).toBe(merged);
    await popup.getByRole('button', { name: 'Show changes' }).click();
    await change.click();
    await popup.getByRole('button', { name: 'Show changes' }).click();
    expect(await output.inputValue()).toBe(second);

    // Keyboard: the buttons are reachable and named; the ends stay focusable.
    await popup.getByRole('button', { name: 'Previous version' }).focus();
    await popup.keyboard.press('Enter');
    expect(await label.textContent()).toBe('Version 1 of 2');
    expect(await output.inputValue()).toBe(first);
    await popup.keyboard.press('Enter');
    expect(await label.textContent()).toBe('Original');
    expect(await output.inputValue()).toBe(TEXT);
    await popup.getByRole('button', { name: 'Next version' }).click();
    expect(await label.textContent()).toBe('Version 1 of 2');

    // The history keeps the text once, with its versions.
    const recent = popup.getByRole('region', { name: 'Recent' });
    await expect
      .poll(() => recent.locator('.history-item .meta').first().textContent(), EVENTUALLY)
      .toContain('Versions: 2');
    await env.api.reset();
    await popup.close();
  });
});
