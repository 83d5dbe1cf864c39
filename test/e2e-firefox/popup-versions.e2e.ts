/**
 * Firefox: the versions of a text in the popup (issue 27, point 3; Chromium:
 * test/e2e/popup-versions.e2e.ts). The popup shows the job, says what another version will
 * cost, Another version gives "Version 2 of 2" with the ledger's Today at both charges, and
 * the popup steps back to the Original and forward; in Show changes a change left out gives
 * the merged text in the box. The rewrites are scripted with the
 * reference server's test-only `answerNext` so they differ.
 */
import { describe, expect, it } from 'vitest';
import { changeSegments, mergeLeaving } from '../../lib/text/change-merge';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { withFirefoxEnv } from './support/firefox-env';
import { clickButton, textOf } from './support/page-actions';
import { openPopup, resultText, submitDraft } from './support/popup-page';

const TEXT = 'It is important to note that the team did good work this year.';

describe('Firefox: versions of a text in the popup', () => {
  const env = withFirefoxEnv();

  it('Another version says its cost, shows 2 of 2, steps to the Original and forward', async () => {
    await env.configure();
    const own = await env.api.answer(TEXT);
    const first = own.humanized_text;
    const second = first.replace(/\.$/u, '!');
    await env.api.faults({ answerNext: [first, second] });

    const popup = await openPopup(env.ext);
    await submitDraft(popup, TEXT);
    await expect.poll(() => resultText(popup), EVENTUALLY).toBe(first);
    expect(await textOf(popup, '[data-testid="popup-another-cost"]')).toBe(
      `Words charged for another version: about ${own.word_count}`,
    );
    await popup.click('.another button');
    const label = () => textOf(popup, '[data-testid="popup-version"]');
    await expect.poll(label, EVENTUALLY).toBe('Version 2 of 2');
    expect(await resultText(popup)).toBe(second);
    const today = () =>
      popup.evaluate(
        () =>
          Array.from(document.querySelectorAll('.usage div'))
            .find((d) => d.querySelector('dt')?.textContent === 'Today')
            ?.querySelector('dd')?.textContent,
      );
    await expect.poll(today, EVENTUALLY).toBe(String(2 * own.words_charged));
    expect(await textOf(popup, '[data-testid="popup-total-cost"]')).toBe(
      `Words charged for this text in all: ${2 * own.words_charged}`,
    );

    // Change by change (issue 27, point 2): the first change left out (a real click, then
    // Space), the box holds the merged text; taken again, the version as it came.
    await clickButton(popup, 'Show changes');
    const change = '[data-testid="popup-change-1"]';
    const pressed = () => popup.$eval(change, (el) => el.getAttribute('aria-pressed'));
    expect(await pressed()).toBe('true');
    await popup.click(change);
    expect(await pressed()).toBe('false');
    expect(await textOf(popup, change)).toMatch(/Change 1 of \d+: .*, left out$/u);
    const merged = mergeLeaving(changeSegments(TEXT, second), new Set([0]));
    expect(merged).not.toBe(second);
    await clickButton(popup, 'Show changes');
    expect(await resultText(popup)).toBe(merged);
    await clickButton(popup, 'Show changes');
    await popup.focus(change);
    await popup.keyboard.press(' ');
    expect(await pressed()).toBe('true');
    await clickButton(popup, 'Show changes');
    expect(await resultText(popup)).toBe(second);

    await popup.click('[data-testid="popup-version-previous"]');
    await popup.click('[data-testid="popup-version-previous"]');
    await expect.poll(label).toBe('Original');
    expect(await resultText(popup)).toBe(TEXT);
    await popup.click('[data-testid="popup-version-next"]');
    await expect.poll(label).toBe('Version 1 of 2');
    expect(await resultText(popup)).toBe(first);
    await env.api.reset();
    await popup.close();
  });
});
