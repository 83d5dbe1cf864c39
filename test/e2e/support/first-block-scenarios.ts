/**
 * A selection from the editor's first block (a heading, a list) in the contenteditables without
 * a family, which take the plain contenteditable's one insertHTML (Squire, Medium Editor,
 * Trumbowyg), in both browsers (formatting-models.e2e.ts and its Firefox twin); the cases are
 * support/first-block-passages.ts. In Chromium the write lends a block before the first one
 * (lib/editors/lead-block.ts). Checked in the editor's model (its getData), in what the page's
 * form posts where it keeps a copy, in the DOM; one Ctrl+Z (the editor's own undo where it has
 * one: Squire) brings the exact original model back.
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import {
  FIRST_BLOCK_CASES,
  listCountInPage,
  selectFirstBlockCaseInPage,
} from './first-block-passages';
import { shapeOfInPage } from './formatted-passage';

export function firstBlockScenarios(env: () => ScenarioEnv, spec: EditorSpec): void {
  for (const c of FIRST_BLOCK_CASES) {
    it(`keeps ${c.name} in the editor's model; one Ctrl+Z restores it`, async () => {
      const tab = await env().driver.openTab(`${env().pagesUrl}/`);
      try {
        const editor = await EditorPage.open(tab, env().pagesUrl, spec);
        await editor.setHtml(c.html);
        await expect.poll(() => editor.modelText()).toMatch(/^(How|We leverage)/);
        const original = await editor.savedData();
        const originalSubmitted = await editor.submitted();
        const rewrite = await env().api.rewriteOf(c.apiText);
        expect(rewrite).not.toBe(c.apiText);

        if (c.select === 'all') {
          await editor.frame.evaluate(
            (root) => document.querySelector<HTMLElement>(root)!.focus(),
            spec.root,
          );
          await tab.pressSelectAll();
        } else
          await editor.frame.evaluate(selectFirstBlockCaseInPage, {
            root: spec.root,
            select: c.select,
          });
        const lists = await editor.frame.evaluate(listCountInPage, spec.root);
        await editor.settle();
        await tab.humanize();
        await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
        expect((await env().api.log()).map((r) => r.text).at(-1)).toBe(c.apiText);

        const expected = c.expected(rewrite);
        const submitted = await editor.submitted();
        if (submitted !== null)
          expect(await editor.frame.evaluate(shapeOfInPage, { html: submitted })).toEqual(expected);
        const model = (await editor.savedData())!;
        expect(await editor.frame.evaluate(shapeOfInPage, { html: model })).toEqual(expected);
        expect(model).not.toContain('\u200b');
        expect(await editor.frame.evaluate(shapeOfInPage, { selector: spec.root })).toEqual(
          expected,
        );
        expect(await editor.frame.evaluate(listCountInPage, spec.root)).toBe(lists);

        await editor.pressUndo();
        await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
        expect(await editor.submitted()).toBe(originalSubmitted);
      } finally {
        await tab.close();
      }
    });
  }
}
