/**
 * Quill 1 with issue 25's 3-block passage (heading, marked paragraph, bulleted list), in both
 * browsers (test/e2e/quill1.e2e.ts, test/e2e-firefox/quill1.e2e.ts). Quill 1 renders its DOM from
 * its model, so what counts is the model (`quill.getText()`, `getContents()`): after the write
 * it holds every word of the rewrite, in its blocks, with the marks on the words that carry
 * them (bold, italic, the link's address, inline code), and one Ctrl+Z brings the exact
 * original model back; never a model holding fewer of the user's words than the card claims.
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

type Op = { insert: string; attributes?: Record<string, unknown> };

/** The attribute `name` of the op holding `text` (null when none holds it or it is unset). */
function attributeOn(ops: Op[], text: string, name: string): unknown {
  return ops.find((op) => op.insert.includes(text))?.attributes?.[name] ?? null;
}

/** The marks and block formats of the passage, as Quill 1's Delta holds them. */
function formatsOf(ops: Op[]) {
  return {
    header: ops.find((op) => op.attributes?.header)?.attributes?.header ?? null,
    bullets: ops.filter((op) => op.attributes?.list === 'bullet').length,
    bold: [attributeOn(ops, 'the new flow', 'bold'), attributeOn(ops, 'short branches', 'bold')],
    italic: attributeOn(ops, 'really', 'italic'),
    link: attributeOn(ops, 'the setup guide', 'link'),
    code: attributeOn(ops, 'git commit --amend', 'code'),
  };
}

export function quill1Scenarios(env: () => ScenarioEnv): void {
  it('a 3-block passage: the model takes every word of the rewrite and its marks; one Ctrl+Z brings the original back', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const editor = await EditorPage.open(tab, env().pagesUrl, QUILL1, '?passage=formatted');
      expect(await editor.modelText()).toBe(PASSAGE);
      const original = (await editor.savedData())!;
      await editor.select(0, PASSAGE.length);
      await tab.humanize();
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toMatch(/^(replaced|result)$/);
      const sent = (await env().api.textLog()).at(-1)!.text!;
      const rewrite = await env().api.rewriteOf(sent);
      expect(rewrite).not.toBe(sent);
      // The write is verified on the model, which Quill 1 updates from its clipboard 1 ms later.
      await editor.settle();
      // The API got the blocks apart by blank lines (formatting/plain-text.ts); Quill holds
      // them a line each.
      const written = rewrite.replace(/\n\n/g, '\n');
      await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(written);
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
      const contents = JSON.parse((await editor.savedData())!) as { ops: Op[] };
      expect(contents.ops.map((op) => op.insert).join('')).toBe(`${written}\n`);
      // The blocks and marks the passage had, on the rewrite's words (its model, what it saves).
      expect(formatsOf(contents.ops)).toEqual({
        header: 2,
        bullets: 3,
        bold: [true, true],
        italic: true,
        link: 'https://example.com/setup',
        code: true,
      });

      await editor.pressUndo();
      await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(PASSAGE);
      expect(await editor.savedData()).toBe(original);
    } finally {
      await tab.close();
    }
  });
}
