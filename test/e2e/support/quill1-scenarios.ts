/**
 * Quill 1 with issue 25's 3-block passage (heading, marked paragraph, bulleted list), in both
 * browsers (test/e2e/quill1.e2e.ts, test/e2e-firefox/quill1.e2e.ts). Quill 1 renders its DOM from
 * its model, so what counts is the model (`quill.getText()`, `getContents()`): after the write
 * it holds every word of the rewrite, in its blocks, and one Ctrl+Z brings every word of the
 * original back; never a model holding fewer of the user's words than the card claims. Its
 * marks are not kept (no formatted write for Quill 1 yet): the card asks first.
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';

const QUILL1: EditorSpec = {
  name: 'quill1',
  family: 'quill1',
  root: '.ql-editor',
  block: ':scope > h2, :scope > p, :scope > ul > li',
};

const PASSAGE = [
  'Getting started',
  'You can utilize the new flow to really speed things up; read the setup guide and run git commit --amend when done.',
  'Leverage short branches',
  'Review often',
  'Ship small',
].join('\n');

export function quill1Scenarios(env: () => ScenarioEnv): void {
  it('a 3-block passage: the model takes every word of the rewrite; one Ctrl+Z brings the original back', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const editor = await EditorPage.open(tab, env().pagesUrl, QUILL1, '?passage=formatted');
      expect(await editor.modelText()).toBe(PASSAGE);
      await editor.select(0, PASSAGE.length);
      await tab.humanize();
      // Quill 1 keeps the words and blocks but not the marks: nothing is written until the
      // user chose plain text on the card (issue 25: a mark is never lost silently).
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('result');
      expect(await tab.card.text('card-status')).toMatch(/cannot keep the formatting/);
      expect(await editor.modelText()).toBe(PASSAGE);
      const sent = (await env().api.textLog()).at(-1)!.text!;
      const rewrite = await env().api.rewriteOf(sent);
      expect(rewrite).not.toBe(sent);
      expect(await tab.card.text('card-try-replace')).toBe('Replace as plain text');
      await tab.card.click('card-try-replace');
      // The write is verified on the model, which Quill 1 updates from its clipboard 1 ms later.
      await editor.settle();
      await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(rewrite);
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
      const contents = JSON.parse((await editor.savedData())!) as { ops: { insert: string }[] };
      expect(contents.ops.map((op) => op.insert).join('')).toBe(`${rewrite}\n`);

      await editor.pressUndo();
      await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(PASSAGE);
    } finally {
      await tab.close();
    }
  });
}
