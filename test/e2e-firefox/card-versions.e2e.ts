/**
 * Firefox: the versions of a text on the card (issue 27, points 3 and 4; Chromium:
 * test/e2e/card-versions.e2e.ts). In review, Another version says its cost first, the second
 * version shows as "Version 2 of 2" with the total charged, the card steps back to the
 * Original, and Replace writes the version shown. The rewrites are scripted with the reference
 * server's test-only `answerNext` (server/test-faults.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { selectInFieldInPage } from '../e2e/support/in-page-selection';
import { withFirefoxEnv } from './support/firefox-env';
import { cardKind, cardPartText, clickCardPart } from './support/in-page-card';
import { fill, valueOf } from './support/page-actions';

const SENTENCE = 'It is important to note that the team did good work this year.';
const REST = '\n\nThe rest of the field stays as it is.';

describe('Firefox: the versions of a text on the card', () => {
  const env = withFirefoxEnv({ quota: 100_000 });
  beforeAll(async () => {
    await env.configure({ editableBehaviour: 'review' });
  });

  it('Another version says its cost, shows 2 of 2, steps to the Original; Replace writes the one shown', async () => {
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/textarea.html`);
    await fill(page, '#field', SENTENCE + REST);
    const own = await env.api.answer(SENTENCE);
    const first = own.humanized_text;
    const second = first.replace(/\.$/u, '!');
    expect(second).not.toBe(first);
    await env.api.faults({ answerNext: [first, second] });

    await page.evaluate(selectInFieldInPage, ['#field', 0, SENTENCE.length] as const);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('review');
    expect(await cardPartText(env.ext, page, 'card-another-cost')).toMatch(
      new RegExp(`about ${own.word_count}$`, 'u'),
    );
    const version = () => cardPartText(env.ext, page, 'card-version');

    await clickCardPart(env.ext, page, 'card-another');
    await expect.poll(version, EVENTUALLY).toBe('Version 2 of 2');
    expect(await cardPartText(env.ext, page, 'card-total-cost')).toMatch(
      new RegExp(`: ${2 * own.words_charged}$`, 'u'),
    );
    await clickCardPart(env.ext, page, 'card-version-previous');
    await expect.poll(version, EVENTUALLY).toBe('Version 1 of 2');
    await clickCardPart(env.ext, page, 'card-version-previous');
    await expect.poll(version, EVENTUALLY).toBe('Original');
    await clickCardPart(env.ext, page, 'card-version-next');
    await expect.poll(version, EVENTUALLY).toBe('Version 1 of 2');
    expect(await valueOf(page, '#field')).toBe(SENTENCE + REST);

    await clickCardPart(env.ext, page, 'card-replace');
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('replaced');
    expect(await valueOf(page, '#field')).toBe(first + REST);
    await env.api.reset();
    await page.close();
  });
});
