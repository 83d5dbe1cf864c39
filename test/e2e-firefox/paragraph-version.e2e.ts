/**
 * Firefox: another version of one paragraph on the review card (issue 27, point 3; Chromium:
 * test/e2e/paragraph-version.e2e.ts). A textarea of three paragraphs: the button for paragraph
 * 2 is named for it, the API receives only paragraph 2's text, version 2 is paragraphs 1 and
 * 3 of the first rewrite around the new paragraph 2, Replace writes it, one Ctrl+Z undoes.
 * The rewrites are scripted with the reference server's test-only `answerNext`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { selectInFieldInPage } from '../e2e/support/in-page-selection';
import { withFirefoxEnv } from './support/firefox-env';
import { cardKind, cardPartText, clickCardPart } from './support/in-page-card';
import { fill, valueOf } from './support/page-actions';

const P = [
  'It is important to note that the team did good work this year.',
  'We utilize this tool daily to facilitate growth.',
  'The rest of the field is a third paragraph.',
];
const TEXT = P.join('\n\n');

describe('Firefox: another version of one paragraph on the card', () => {
  const env = withFirefoxEnv({ quota: 100_000 });
  beforeAll(async () => {
    await env.configure({ editableBehaviour: 'review' });
  });

  it('sends paragraph 2 only, shows p1 + new p2 + p3 as version 2, Replace writes it, Ctrl+Z undoes', async () => {
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/textarea.html`);
    await fill(page, '#field', TEXT);
    const second = await env.api.answer(P[1]!);
    const rewrites = await Promise.all(P.map((p) => env.api.rewriteOf(p)));
    const newSecond = `${rewrites[1]!.replace(/\.$/u, '')}, every day!`;
    await env.api.reset();
    await env.api.faults({ answerNext: [rewrites.join('\n\n'), newSecond] });

    await page.evaluate(selectInFieldInPage, ['#field', 0, TEXT.length] as const);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('review');
    const label = await (
      await env.ext.cardFrame(page)
    )?.evaluate(() =>
      document.querySelector('[data-testid="card-paragraph-2"]')?.getAttribute('aria-label'),
    );
    expect(label).toBe(`Another version of paragraph 2, words charged: about ${second.word_count}`);

    await clickCardPart(env.ext, page, 'card-paragraph-2');
    await expect
      .poll(() => cardPartText(env.ext, page, 'card-version'), EVENTUALLY)
      .toBe('Version 2 of 2');
    expect((await env.api.textLog()).map((r) => r.text)).toEqual([TEXT, P[1]]);
    expect(await valueOf(page, '#field')).toBe(TEXT);

    await clickCardPart(env.ext, page, 'card-replace');
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('replaced');
    expect(await valueOf(page, '#field')).toBe(`${rewrites[0]}\n\n${newSecond}\n\n${rewrites[2]}`);
    await page.focus('#field');
    await page.keyboard.down('Control');
    await page.keyboard.press('z');
    await page.keyboard.up('Control');
    expect(await valueOf(page, '#field')).toBe(TEXT);
    await env.api.reset();
    await page.close();
  });
});
