/**
 * CKEditor 4 (test/pages/ckeditor4: the classic editor in its iframe, its form's textarea
 * updated on every change), in both browsers (test/e2e/ckeditor4.e2e.ts and its Firefox
 * twin). The issue found one Ctrl+Z doing nothing after a write: here a rewrite across two
 * paragraphs lands in CKEditor's data and in what the form submits, and one Ctrl+Z brings the
 * exact original data back; the formatted passage keeps its blocks and marks
 * (formatted-model-scenarios.ts).
 */
import { expect, it } from 'vitest';
import { ACROSS_PARAGRAPHS, SAMPLE_PARAGRAPHS } from '../../pages/shared/sample';
import { EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { formattedModelScenarios } from './formatted-model-scenarios';

export const CKEDITOR4: EditorSpec = {
  name: 'ckeditor4',
  family: 'ckeditor4',
  root: 'body.cke_editable',
  block: ':scope > p',
  frame: 'iframe.cke_wysiwyg_frame',
};

/** The blocks' texts of an HTML string, "\n" between them (what the form posted). */
function blocksOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.children, (el) => el.textContent ?? '').join('\n');
}

export function ckeditor4Scenarios(env: () => ScenarioEnv): void {
  it('a rewrite across paragraphs lands in its data and its form; one Ctrl+Z restores the data', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const editor = await EditorPage.open(tab, env().pagesUrl, CKEDITOR4);
      const original = SAMPLE_PARAGRAPHS.join('\n');
      expect(await editor.modelText()).toBe(original);
      const data = await editor.savedData();
      const { start, end } = ACROSS_PARAGRAPHS;
      const rewrite = await env().api.rewriteOf(original.slice(start, end));
      await editor.select(start, end);
      await tab.humanize();
      const expected = original.slice(0, start) + rewrite + original.slice(end);
      await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(expected);
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
      const submitted = (await editor.submitted())!;
      expect(await editor.frame.evaluate(blocksOf, submitted)).toBe(expected);

      await editor.pressUndo();
      await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(data);
    } finally {
      await tab.close();
    }
  });

  // CKEditor's default content filter keeps a link's address, not its title.
  formattedModelScenarios(env, CKEDITOR4, null);
}
