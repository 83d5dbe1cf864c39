/**
 * Issue 27, point 1, in Chromium with the built extension: in "Replace right away", a rewrite
 * that changes a number or drops a "not" is held back by the background's meaning check. The
 * card lists the finding in plain words; Keep my text leaves the field exactly as it was;
 * Replace anyway writes the rewrite through the write path, and one Ctrl+Z undoes it. The
 * reference server's rule engine never changes a fact, so the e2e scripts the rewrite with its
 * test-only `answerNext` switch (server/test-faults.ts): the server's own rewrite, one fact
 * changed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EVENTUALLY } from './support/editor-page';
import {
  card,
  cardPart,
  fieldValue,
  selectInField,
  withSelectionEnv,
} from './support/selection-helpers';

const NUMBER = 'It is important to note that 15% of the users did not renew their plans in 2024.';
const NEGATION = 'Moreover, the team did not delve into the 12 reports it received.';
const REST = '\n\nThe rest of the field stays as it is.';

describe('a rewrite the meaning check holds back (Replace right away)', () => {
  const env = withSelectionEnv();

  afterEach(async () => {
    await env.api.reset();
  });

  /** Fills the field, scripts the server's rewrite of `sentence` changed by `change`, humanizes. */
  async function humanizeHeld(
    page: Page,
    tabId: number,
    sentence: string,
    change: (r: string) => string,
  ) {
    await page.locator('#field').fill(sentence + REST);
    const own = await env.api.rewriteOf(sentence);
    const scripted = change(own);
    expect(scripted).not.toBe(own);
    await env.api.faults({ answerNext: [scripted] });
    await selectInField(page, '#field', 0, sentence.length);
    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('held');
    return scripted;
  }

  it('a changed number is not written; the card names it; Keep my text leaves the field as it was', async () => {
    const { page, tabId } = await env.open('textarea.html');
    await humanizeHeld(page, tabId, NUMBER, (r) => r.replace('15%', '20%'));
    expect(await cardPart(page, 'card-findings').textContent()).toMatch(/15% became 20%/);
    expect(await card(page).textContent()).toMatch(/Nothing was written/);
    expect(await fieldValue(page, '#field')).toBe(NUMBER + REST);

    await cardPart(page, 'card-keep-mine').click();
    await expect.poll(() => card(page).count(), EVENTUALLY).toBe(0);
    expect(await fieldValue(page, '#field')).toBe(NUMBER + REST);
    await page.close();
  });

  it('a dropped "not" is not written; Replace anyway writes it, and one Ctrl+Z undoes', async () => {
    const { page, tabId } = await env.open('textarea.html');
    const scripted = await humanizeHeld(page, tabId, NEGATION, (r) =>
      r.replace(/didn['’]t look/u, 'looked'),
    );
    expect(await cardPart(page, 'card-findings').textContent()).toMatch(
      /was dropped in sentence 1/,
    );
    expect(await fieldValue(page, '#field')).toBe(NEGATION + REST);

    await cardPart(page, 'card-replace-anyway').click();
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    expect(await fieldValue(page, '#field')).toBe(scripted + REST);
    await page.locator('#field').focus();
    await page.keyboard.press('Control+z');
    expect(await fieldValue(page, '#field')).toBe(NEGATION + REST);
    await page.close();
  });
});
