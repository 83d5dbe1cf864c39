/**
 * Chromium: a formatted selection over <div> lines (support/div-lines-passage.ts) in a plain
 * contenteditable whose form posts its HTML. Each line stays the element it was (a <div>, its
 * <br> inside kept), the heading and the list theirs, every mark on its words, in the DOM and
 * in what the form posts; one Ctrl+Z brings back the exact original HTML. Before, the <div>s
 * were written as <p>s and the card said "Replaced" (the digest did not tell them apart).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { card, withSelectionEnv } from './support/selection-helpers';
import { EVENTUALLY } from './support/editor-page';
import {
  DIV_LINES_CASES,
  DIV_LINES_HTML,
  DIV_LINES_MARKS,
  divLinesShapeInPage,
  selectDivLinesInPage,
} from './support/div-lines-passage';
import { fillEditorInPage } from './support/formatted-passage';

const EDITOR = '#editor';
const html = (page: Page) => page.locator(EDITOR).evaluate((el) => el.innerHTML);
const submitted = (page: Page) =>
  page.evaluate(() => String(new FormData(document.querySelector('form')!).get('body')));

describe('formatted selection over <div> lines in a plain contenteditable (Chromium)', () => {
  const env = withSelectionEnv();

  for (const c of DIV_LINES_CASES) {
    it(`${c.name}: each line keeps its element and its <br>; the form posts them; one Ctrl+Z restores`, async () => {
      const { page, tabId } = await env.open('formatted-editor.html');
      await page.evaluate(fillEditorInPage, [EDITOR, c.html ?? DIV_LINES_HTML] as const);
      const original = await html(page);
      await env.api.faults({ answerNext: [c.answer] });

      await page.evaluate(selectDivLinesInPage, {
        selector: EDITOR,
        from: c.from,
        to: c.to ?? 'every week.',
      });
      await env.humanizeSelection(tabId);
      await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
      expect((await env.api.log()).map((r) => r.text).at(-1)).toBe(c.apiText);

      const expected = { blocks: c.blocks, marks: c.marks ?? DIV_LINES_MARKS };
      expect(await page.evaluate(divLinesShapeInPage, { selector: EDITOR })).toEqual(expected);
      const posted = await submitted(page);
      expect(await page.evaluate(divLinesShapeInPage, { html: posted })).toEqual(expected);

      await page.locator(EDITOR).focus();
      await page.keyboard.press('Control+z');
      await expect.poll(() => html(page), EVENTUALLY).toBe(original);
      await page.close();
    });
  }
});
