/**
 * Firefox: a formatted selection over <div> lines (../e2e/support/div-lines-passage.ts) in a
 * plain contenteditable whose form posts its HTML, as in Chromium
 * (test/e2e/formatting-div-lines.e2e.ts): each line stays the element it was (a <div>, its <br>
 * inside kept), in the DOM and in what the form posts; one Ctrl+Z brings back the original HTML.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { EVENTUALLY } from '../e2e/support/editor-page';
import {
  DIV_LINES_CASES,
  DIV_LINES_HTML,
  DIV_LINES_MARKS,
  divLinesShapeInPage,
  selectDivLinesInPage,
} from '../e2e/support/div-lines-passage';
import { fillEditorInPage } from '../e2e/support/formatted-passage';
import { pressUndoKeys } from './support/firefox-driver';
import { withFirefoxEnv } from './support/firefox-env';
import { cardKind } from './support/in-page-card';

const EDITOR = '#editor';
const html = (page: Page) => page.evaluate((s) => document.querySelector(s)!.innerHTML, EDITOR);
const submitted = (page: Page) =>
  page.evaluate(() => String(new FormData(document.querySelector('form')!).get('body')));

describe('Firefox: formatted selection over <div> lines in a plain contenteditable', () => {
  const env = withFirefoxEnv({ quota: 100_000 });
  beforeAll(() => env.configure({ editableBehaviour: 'replace' }));

  for (const c of DIV_LINES_CASES) {
    it(`${c.name}: each line keeps its element and its <br>; the form posts them; one Ctrl+Z restores`, async () => {
      const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/formatted-editor.html`);
      await page.evaluate(fillEditorInPage, [EDITOR, c.html ?? DIV_LINES_HTML] as const);
      const original = await html(page);
      await env.api.faults({ answerNext: [c.answer] });

      await page.evaluate(selectDivLinesInPage, {
        selector: EDITOR,
        from: c.from,
        to: c.to ?? 'every week.',
      });
      expect(await env.ext.humanizeSelection(tabId)).toBeNull();
      await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('replaced');
      expect((await env.api.log()).map((r) => r.text).at(-1)).toBe(c.apiText);

      const expected = { blocks: c.blocks, marks: c.marks ?? DIV_LINES_MARKS };
      expect(await page.evaluate(divLinesShapeInPage, { selector: EDITOR })).toEqual(expected);
      const posted = await submitted(page);
      expect(await page.evaluate(divLinesShapeInPage, { html: posted })).toEqual(expected);

      await page.focus(EDITOR);
      await pressUndoKeys(page);
      await expect.poll(() => html(page), EVENTUALLY).toBe(original);
      await page.close();
    });
  }
});
