/**
 * Firefox: change by change on the review card (issue 27, point 2; Chromium:
 * test/e2e/change-review.e2e.ts). In a textarea and in a plain contenteditable the user leaves
 * one change of the server's rewrite and takes the others; Replace writes exactly the merged
 * text, and one Ctrl+Z gives the original back. The expected text comes from the same merge.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { LEFT, mergedLeavingOne, SENTENCE } from '../e2e/support/change-review-scenarios';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { selectAcrossInPage, selectInFieldInPage } from '../e2e/support/in-page-selection';
import { withFirefoxEnv } from './support/firefox-env';
import { cardKind, clickCardPart } from './support/in-page-card';
import { fill, paragraphs, undo, valueOf } from './support/page-actions';

const REST = '\n\nThe rest of the field stays as it is.';

describe('Firefox: change by change on the review card', () => {
  const env = withFirefoxEnv({ quota: 100_000 });
  beforeAll(async () => {
    await env.configure({ editableBehaviour: 'review' });
  });

  /** The toggle's aria-pressed in the card's frame. */
  const pressed = async (page: Page) => {
    const frame = await env.ext.cardFrame(page);
    return frame?.evaluate(
      (id) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('aria-pressed'),
      `card-change-${LEFT}`,
    );
  };

  /** Leaves change LEFT, then Replace; resolves once the card says it replaced. */
  async function leaveOneAndReplace(page: Page) {
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('review');
    await clickCardPart(env.ext, page, `card-change-${LEFT}`);
    await expect.poll(() => pressed(page), EVENTUALLY).toBe('false');
    await clickCardPart(env.ext, page, 'card-replace');
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('replaced');
  }

  it('in a textarea: the merged text is written, one Ctrl+Z undoes', async () => {
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/textarea.html`);
    await fill(page, '#field', SENTENCE + REST);
    const { count, merged } = mergedLeavingOne(await env.api.rewriteOf(SENTENCE));
    expect(count).toBeGreaterThanOrEqual(3);
    await page.evaluate(selectInFieldInPage, ['#field', 0, SENTENCE.length] as const);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await leaveOneAndReplace(page);
    expect(await valueOf(page, '#field')).toBe(merged + REST);
    await undo(page, '#field');
    await expect.poll(() => valueOf(page, '#field'), EVENTUALLY).toBe(SENTENCE + REST);
    await page.close();
  });

  it('in a contenteditable: the editor holds the merged text, one Ctrl+Z undoes', async () => {
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/contenteditable.html`);
    await page.evaluate((text) => {
      document.querySelector('#editor p')!.textContent = text;
    }, SENTENCE);
    const before = await paragraphs(page);
    const { merged } = mergedLeavingOne(await env.api.rewriteOf(SENTENCE));
    await page.evaluate(selectAcrossInPage, [
      { selector: '#editor p:nth-child(1)', offset: 0 },
      { selector: '#editor p:nth-child(1)', offset: SENTENCE.length },
    ] as const);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await leaveOneAndReplace(page);
    expect(await paragraphs(page)).toEqual([merged, ...before.slice(1)]);
    await undo(page, '#editor');
    await expect.poll(() => paragraphs(page), EVENTUALLY).toEqual(before);
    await page.close();
  });
});
