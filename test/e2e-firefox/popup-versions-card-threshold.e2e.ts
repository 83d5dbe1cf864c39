/**
 * Firefox: "Another version" on the card of a text over the user's words threshold asks
 * first, with the confirm card ("Send N words"), and nothing reaches the server until the
 * user's click on Send; then the second version shows as "Version 2 of 2" (issue 27, point 3;
 * Chromium: test/e2e/popup-versions-card-threshold.e2e.ts).
 */
import { describe, expect, it } from 'vitest';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { selectInFieldInPage } from '../e2e/support/in-page-selection';
import { withFirefoxEnv } from './support/firefox-env';
import { cardKind, cardPartText, clickCardPart } from './support/in-page-card';
import { fill } from './support/page-actions';

const SENTENCE = 'It is important to note that the team did good work this year.';

describe('Firefox, the card: Another version above the words threshold', () => {
  const env = withFirefoxEnv({ quota: 100_000 });

  it('asks first and sends nothing until confirmed', async () => {
    await env.configure({ editableBehaviour: 'review', confirmAboveWords: 3 });
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/textarea.html`);
    await fill(page, '#field', SENTENCE);
    const own = await env.api.answer(SENTENCE);
    await env.api.faults({ answerNext: [own.humanized_text, `${own.humanized_text} Again.`] });
    const sent = async () => (await env.api.log()).filter((r) => r.text === SENTENCE).length;
    const before = await sent();

    await page.evaluate(selectInFieldInPage, ['#field', 0, SENTENCE.length] as const);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    // The selection itself is over the threshold too: confirmed as usual.
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('confirm');
    await clickCardPart(env.ext, page, 'card-confirm');
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('review');
    expect(await sent()).toBe(before + 1);

    await clickCardPart(env.ext, page, 'card-another');
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('confirm');
    expect(await cardPartText(env.ext, page, 'card-confirm')).toBe(`Send ${own.word_count} words`);
    expect(await sent()).toBe(before + 1);

    await clickCardPart(env.ext, page, 'card-confirm');
    await expect
      .poll(() => cardPartText(env.ext, page, 'card-version'), EVENTUALLY)
      .toBe('Version 2 of 2');
    expect(await sent()).toBe(before + 2);
    await env.api.reset();
    await page.close();
  });
});
