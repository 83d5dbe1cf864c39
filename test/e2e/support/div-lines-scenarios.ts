/**
 * A formatted selection over <div> lines (div-lines-passage.ts) in a plain contenteditable
 * whose form posts its HTML (test/fixtures/pages/formatted-editor.html), for both browsers'
 * files (formatting-div-lines.e2e.ts in e2e/ and e2e-firefox/). Each line stays the element
 * it was (a <div>, its <br> inside kept), the heading and the list theirs, every mark on its
 * words, in the DOM and in what the form posts; one Ctrl+Z brings back the exact original HTML.
 */
import { expect, it } from 'vitest';
import {
  DIV_LINES_CASES,
  DIV_LINES_HTML,
  DIV_LINES_MARKS,
  divLinesShapeInPage,
  selectDivLinesInPage,
} from './div-lines-passage';
import { EVENTUALLY } from './editor-page';
import { fillEditorInPage } from './formatted-passage';
import type { EditorDriver, TabDriver } from './page-driver';
import type { ReferenceApi } from './reference-api';

export interface FixturePagesEnv {
  driver: EditorDriver;
  api: ReferenceApi;
  /** Where test/fixtures/pages is served. */
  fixturesUrl: string;
}

const EDITOR = '#editor';
const html = (tab: TabDriver) =>
  tab.top.evaluate((s) => document.querySelector(s)!.innerHTML, EDITOR);
const submitted = (tab: TabDriver) =>
  tab.top.evaluate(() => String(new FormData(document.querySelector('form')!).get('body')), null);

export function divLinesScenarios(env: () => FixturePagesEnv): void {
  for (const c of DIV_LINES_CASES) {
    it(`${c.name}: each line keeps its element and its <br>; the form posts them; one Ctrl+Z restores`, async () => {
      const tab = await env().driver.openTab(`${env().fixturesUrl}/formatted-editor.html`);
      try {
        await tab.top.evaluate(fillEditorInPage, [EDITOR, c.html ?? DIV_LINES_HTML] as const);
        const original = await html(tab);
        await env().api.faults({ answerNext: [c.answer] });

        await tab.top.evaluate(selectDivLinesInPage, {
          selector: EDITOR,
          from: c.from,
          to: c.to ?? 'every week.',
        });
        await tab.humanize();
        await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
        expect((await env().api.log()).map((r) => r.text).at(-1)).toBe(c.apiText);

        const expected = { blocks: c.blocks, marks: c.marks ?? DIV_LINES_MARKS };
        expect(await tab.top.evaluate(divLinesShapeInPage, { selector: EDITOR })).toEqual(expected);
        const posted = await submitted(tab);
        expect(await tab.top.evaluate(divLinesShapeInPage, { html: posted })).toEqual(expected);

        await tab.top.evaluate((s) => document.querySelector<HTMLElement>(s)!.focus(), EDITOR);
        await tab.pressUndo();
        await expect.poll(() => html(tab), EVENTUALLY).toBe(original);
      } finally {
        await tab.close();
      }
    });
  }
}
