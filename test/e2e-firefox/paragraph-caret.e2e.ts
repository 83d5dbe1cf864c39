/**
 * Firefox: "Another version of this paragraph" for the paragraph under the caret (issue 27,
 * point 3; Chromium: test/e2e/paragraph-caret.e2e.ts), in "Replace right away". A textarea of
 * three paragraphs: a caret on the empty line sends nothing and the card says why; the caret in
 * paragraph 2 sends paragraph 2 alone, the field becomes p1 + rewrite(p2) + p3, one Ctrl+Z
 * gives the original back.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { selectInFieldInPage } from '../e2e/support/in-page-selection';
import { CARET_PARAGRAPHS as P } from '../e2e/support/paragraph-caret-scenarios';
import { withFirefoxEnv } from './support/firefox-env';
import { cardKind, cardPartText, clickCardPart } from './support/in-page-card';
import { fill, valueOf } from './support/page-actions';

const TEXT = P.join('\n\n');

describe('Firefox: another version of the paragraph under the caret', () => {
  const env = withFirefoxEnv({ quota: 100_000 });
  beforeAll(async () => {
    await env.configure({ editableBehaviour: 'replace' });
  });

  const anotherParagraphVersion = (tabId: number) => env.ext.anotherParagraphVersion(tabId);

  it('a blank line sends nothing; the caret in p2 sends p2 only, writes p1 + new p2 + p3, Ctrl+Z undoes', async () => {
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/textarea.html`);
    await fill(page, '#field', TEXT);
    const rewrite = await env.api.rewriteOf(P[1]!);
    expect(rewrite).not.toBe(P[1]);
    await env.api.reset();

    const blankLine = P[0]!.length + 1;
    await page.evaluate(selectInFieldInPage, ['#field', blankLine, blankLine] as const);
    expect(await anotherParagraphVersion(tabId)).toMatch(/empty line/u);
    await expect
      .poll(() => cardPartText(env.ext, page, 'card-notice'), EVENTUALLY)
      .toMatch(/empty line.*Nothing was sent/u);
    expect(await env.api.textLog()).toEqual([]);

    const inSecond = TEXT.indexOf('tool');
    await page.evaluate(selectInFieldInPage, ['#field', inSecond, inSecond] as const);
    expect(await anotherParagraphVersion(tabId)).toBeNull();
    // The card says what the paragraph costs before anything is sent.
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('confirm');
    expect(await cardPartText(env.ext, page, 'card-confirm')).toBe('Send 8 words');
    expect(await env.api.textLog()).toEqual([]);
    await clickCardPart(env.ext, page, 'card-confirm');
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('replaced');
    expect((await env.api.textLog()).map((r) => r.text)).toEqual([P[1]]);
    expect(await valueOf(page, '#field')).toBe(`${P[0]}\n\n${rewrite}\n\n${P[2]}`);
    await page.focus('#field');
    await page.keyboard.down('Control');
    await page.keyboard.press('z');
    await page.keyboard.up('Control');
    expect(await valueOf(page, '#field')).toBe(TEXT);
    await env.api.reset();
    await page.close();
  });
});
