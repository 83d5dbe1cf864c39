/**
 * Firefox: "Another version" from a history entry whose job the queue no longer keeps (issue
 * 27, point 3; Chromium: test/e2e/popup-versions-history.e2e.ts). A text is rewritten, 21
 * others push its job out of the queue (it keeps the last 20 finished); the popup finds the
 * entry by a search and asks for another version: the server gets one request more for the
 * text, the entry shows "Version 2 of 2", and its total is what the ledger recorded for both.
 */
import { describe, expect, it } from 'vitest';
import type { StoredHistoryEntry } from '../../lib/queue/history';
import { withFirefoxEnv } from './support/firefox-env';
import { fill, textOf } from './support/page-actions';
import { openPopup, resultText } from './support/popup-page';

declare const browser: {
  runtime: {
    getBackgroundPage(): Promise<{ humanizer: { humanize(text: string): Promise<unknown> } }>;
  };
};

const TEXT = 'It is important to note that the lighthouse crew did good work this year.';
const OTHERS = Array.from({ length: 21 }, (_, i) => `Other filler text number ${i} for the queue.`);
const EVENTUALLY = { timeout: 60_000 };

describe('Firefox: another version of a history entry', () => {
  const env = withFirefoxEnv({ quota: 100_000 });

  it('whose job left the queue: one request, Version 2 of 2, the ledger total', async () => {
    await env.configure();
    const own = await env.api.answer(TEXT);
    const second = own.humanized_text.replace(/\.$/u, '!');
    await env.api.reset();
    const ledger = async () =>
      (await env.ext.readStorage<{ total?: number } | undefined>('usage'))?.total ?? 0;

    await env.ext.control.evaluate(
      async (texts) => {
        const background = await browser.runtime.getBackgroundPage();
        for (const text of texts) await background.humanizer.humanize(text);
      },
      [TEXT, ...OTHERS],
    );
    const texts = await env.ext.readProtected();
    const history = await env.ext.readStorage<StoredHistoryEntry[]>('history');
    const entry = history.find((e) => texts[`text:${e.id}`] === TEXT)!;
    expect(entry).toBeDefined();
    expect(await env.ext.readStorage(`job:${entry.id}`)).toBeUndefined();
    expect(entry.wordsCharged).toBe(own.words_charged);

    const popup = await openPopup(env.ext);
    await fill(popup, 'input[type="search"]', 'lighthouse');
    await expect
      .poll(() => popup.$$eval('.history-item', (items) => items.length), EVENTUALLY)
      .toBe(1);
    await popup.click('.history-item');
    await expect.poll(() => resultText(popup), EVENTUALLY).toBe(own.humanized_text);
    expect(await textOf(popup, '[data-testid="popup-another-cost"]')).toBe(
      `Words charged for another version: about ${own.word_count}`,
    );

    const sent = async () => (await env.api.textLog()).filter((r) => r.text === TEXT).length;
    expect(await sent()).toBe(1);
    const before = await ledger();
    await env.api.faults({ answerNext: [second] });
    await popup.click('.another button');
    const label = () => textOf(popup, '[data-testid="popup-version"]');
    await expect.poll(label, EVENTUALLY).toBe('Version 2 of 2');
    // The label can show before the text does (the box was read empty once, under CI load, in
    // Firefox): the text is awaited too.
    await expect.poll(() => resultText(popup), EVENTUALLY).toBe(second);
    expect(await sent()).toBe(2);
    const secondCharge = (await ledger()) - before;
    expect(secondCharge).toBe(own.words_charged);
    expect(await textOf(popup, '[data-testid="popup-total-cost"]')).toBe(
      `Words charged for this text in all: ${entry.wordsCharged + secondCharge}`,
    );
    await popup.click('[data-testid="popup-version-previous"]');
    await expect.poll(() => resultText(popup)).toBe(own.humanized_text);
    await env.api.reset();
    await popup.close();
  });
});
