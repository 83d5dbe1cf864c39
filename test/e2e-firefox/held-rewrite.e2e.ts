/**
 * Firefox: the meaning check holds back a rewrite that changes a number or drops a "not",
 * even in "Replace right away" (issue 27, point 1; Chromium: test/e2e/held-rewrite.e2e.ts).
 * The card names the finding; Keep my text leaves the field as it was; Replace anyway writes
 * the rewrite and one Ctrl+Z undoes it. The rewrite is the server's own with one fact changed,
 * scripted through its test-only `answerNext` switch (server/test-faults.ts).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { selectInFieldInPage } from '../e2e/support/in-page-selection';
import { withFirefoxEnv } from './support/firefox-env';
import { cardKind, cardPartText, clickCardPart } from './support/in-page-card';
import { fill, valueOf } from './support/page-actions';

const NUMBER = 'It is important to note that 15% of the users did not renew their plans in 2024.';
const NEGATION = 'Moreover, the team did not delve into the 12 reports it received.';
const REST = '\n\nThe rest of the field stays as it is.';

describe('Firefox: a rewrite the meaning check holds back (Replace right away)', () => {
  const env = withFirefoxEnv({ quota: 100_000 });
  beforeAll(async () => {
    await env.configure({ editableBehaviour: 'replace' });
  });
  afterEach(async () => {
    await env.api.reset();
  });

  async function humanizeHeld(sentence: string, change: (rewrite: string) => string) {
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/textarea.html`);
    await fill(page, '#field', sentence + REST);
    const own = await env.api.rewriteOf(sentence);
    const scripted = change(own);
    expect(scripted).not.toBe(own);
    await env.api.faults({ answerNext: [scripted] });
    await page.evaluate(selectInFieldInPage, ['#field', 0, sentence.length] as const);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('held');
    return { page, scripted };
  }

  async function undo(page: Page): Promise<void> {
    await page.focus('#field');
    await page.keyboard.down('Control');
    await page.keyboard.press('z');
    await page.keyboard.up('Control');
  }

  it('a changed number is not written, the card names it, Keep my text leaves the field', async () => {
    const { page } = await humanizeHeld(NUMBER, (r) => r.replace('15%', '20%'));
    expect(await cardPartText(env.ext, page, 'card-findings')).toMatch(/15% became 20%/);
    expect(await valueOf(page, '#field')).toBe(NUMBER + REST);
    await clickCardPart(env.ext, page, 'card-keep-mine');
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBeNull();
    expect(await valueOf(page, '#field')).toBe(NUMBER + REST);
    await page.close();
  });

  it('a dropped "not" is not written; Replace anyway writes it, one Ctrl+Z undoes', async () => {
    const { page, scripted } = await humanizeHeld(NEGATION, (r) =>
      r.replace(/didn['’]t look/u, 'looked'),
    );
    expect(await cardPartText(env.ext, page, 'card-findings')).toMatch(/was dropped in sentence 1/);
    expect(await valueOf(page, '#field')).toBe(NEGATION + REST);
    await clickCardPart(env.ext, page, 'card-replace-anyway');
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('replaced');
    expect(await valueOf(page, '#field')).toBe(scripted + REST);
    await undo(page);
    await expect.poll(() => valueOf(page, '#field'), EVENTUALLY).toBe(NEGATION + REST);
    await page.close();
  });
});
