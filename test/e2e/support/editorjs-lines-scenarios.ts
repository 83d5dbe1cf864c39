/**
 * Editor.js's paragraph tool alone (test/pages/editorjs), both browsers
 * (editorjs-inside-blocks.e2e.ts in e2e/ and e2e-firefox/): a line break inside a paragraph
 * (Shift+Enter there makes a <br>, and a site's saved data renders one) and inline code on a
 * page without the Inline Code tool. Checked in `editor.save()` (each block's HTML): the <br>
 * kept, the words around it, no no-break space; one Ctrl+Z gives the saved original back.
 */
import { expect, it } from 'vitest';
import { EVENTUALLY } from './editor-page';
import { EDITORJS_SPEC } from './editor-specs';
import type { ScenarioEnv } from './editor-scenarios';
import { around, humanizeIn, type Written } from './editorjs-tools-page';

const spec = EDITORJS_SPEC;
const secondHtml = () => document.querySelectorAll('.ce-paragraph')[1]!.innerHTML;

/** The saved HTML of each paragraph block (the page's copy of `editor.save()`). */
const savedHtml = async (written: Written) =>
  JSON.parse((await written.editor.savedData())!) as string[];

/**
 * The second block saved as `second`, the others as they were; its DOM is `dom` (what it
 * saved unless said); one Ctrl+Z gives the saved original back.
 */
async function expectSavedAndUndo(written: Written, second: string, dom = second): Promise<void> {
  await expect.poll(async () => (await savedHtml(written))[1], EVENTUALLY).toBe(second);
  const blocks = await savedHtml(written);
  expect([blocks[0], blocks[2]]).toEqual(['Before the passage.', 'After the passage.']);
  expect(await written.editor.frame.evaluate(secondHtml, undefined)).toBe(dom);
  await written.editor.pressUndo();
  await expect.poll(() => written.editor.savedData(), EVENTUALLY).toBe(written.original);
}

const select = (phrase: string) => ({ selector: '.ce-paragraph', index: 1, phrase });
const LINES = 'Keep this line.<br>Then we utilize the new flow to leverage it here.';

export function editorjsLinesScenarios(env: () => ScenarioEnv): void {
  it('words after a <br> in a paragraph: the <br> and the words around kept; one Ctrl+Z restores', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const phrase = 'utilize the new flow to leverage';
      const written = await humanizeIn(env(), tab, around(`<p>${LINES}</p>`), select(phrase), {
        spec,
      });
      await expectSavedAndUndo(written, `Keep this line.<br>Then we ${written.rewrite} it here.`);
    } finally {
      await tab.close();
    }
  });

  // The selection starts where a drag from the end of the line before lands: before the <br>s.
  for (const breaks of ['<br>', '<br><br>']) {
    it(`a whole line after ${breaks} with a bold word, from the end of the line before: the breaks and the bold kept; one Ctrl+Z restores`, async () => {
      const tab = await env().driver.openTab(`${env().pagesUrl}/`);
      try {
        const line = 'Then we <b>utilize the new</b> flow to leverage it here.';
        const html = around(`<p>Keep this line.${breaks}${line}</p>`);
        const phrase = 'Then we utilize the new flow to leverage it here.';
        const written = await humanizeIn(env(), tab, html, select(phrase), { spec });
        const rewritten = written.rewrite.replace('use the new', '<b>use the new</b>');
        await expectSavedAndUndo(written, `Keep this line.${breaks}${rewritten}`);
      } finally {
        await tab.close();
      }
    });
  }

  it('a selection across a <br>: the break kept where the rewrite has it; one Ctrl+Z restores', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const phrase = 'this line.Then we utilize the new flow';
      const apiText = 'this line.\nThen we utilize the new flow';
      const written = await humanizeIn(env(), tab, around(`<p>${LINES}</p>`), select(phrase), {
        spec,
        apiText,
      });
      const rewritten = written.rewrite.replace('\n', '<br>');
      await expectSavedAndUndo(written, `Keep ${rewritten} to leverage it here.`);
    } finally {
      await tab.close();
    }
  });

  it('words after a <br> with a bold word: the <br>, the bold and the words around kept; one Ctrl+Z restores', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const html = around(
        '<p>Keep this line.<br>Then we <b>utilize the new</b> flow to leverage it.</p>',
      );
      const phrase = 'utilize the new flow to leverage';
      const written = await humanizeIn(env(), tab, html, select(phrase), { spec });
      const rewritten = written.rewrite.replace('use the new', '<b>use the new</b>');
      await expectSavedAndUndo(written, `Keep this line.<br>Then we ${rewritten} it.`);
    } finally {
      await tab.close();
    }
  });

  it('a selection across a <br> with a bold word: the break and the bold kept; one Ctrl+Z restores', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const html = around(
        '<p>Keep this line.<br>Then we <b>utilize the new</b> flow to leverage it.</p>',
      );
      const phrase = 'this line.Then we utilize the new flow';
      const apiText = 'this line.\nThen we utilize the new flow';
      const written = await humanizeIn(env(), tab, html, select(phrase), { spec, apiText });
      const rewritten = written.rewrite
        .replace('\n', '<br>')
        .replace('use the new', '<b>use the new</b>');
      await expectSavedAndUndo(written, `Keep ${rewritten} to leverage it.`);
    } finally {
      await tab.close();
    }
  });

  it('inline code without the Inline Code tool: save() changes by the rewrite alone, the <code> as it was; one Ctrl+Z restores', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const phrase = 'You can utilize the new flow, then run git commit --amend to leverage it.';
      const html = around(
        '<p>You can <b>utilize the new flow</b>, then run <code>git commit --amend</code> to leverage it.</p>',
      );
      const written = await humanizeIn(env(), tab, html, select(phrase), { spec });
      // Measured: without the tool, save() drops the <code> tags (the text kept) before any write.
      const original = (JSON.parse(written.original) as string[])[1];
      expect(original).toBe(
        'You can <b>utilize the new flow</b>, then run git commit --amend to leverage it.',
      );
      const { rewrite } = written;
      expect(rewrite).toContain('git commit --amend');
      const saved = rewrite.replace('use the new flow', '<b>use the new flow</b>');
      // The block still shows the code as the page drew it: no class of the tool it lacks.
      const dom = saved.replace('git commit --amend', '<code>git commit --amend</code>');
      await expectSavedAndUndo(written, saved, dom);
    } finally {
      await tab.close();
    }
  });

  it('inline code without its tool that the rewrite would change: nothing written, the rewrite to copy', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const phrase = 'Then we utilize the new flow with utilize --all to leverage it.';
      const html = around(
        '<p>Then we <b>utilize the new flow</b> with <code>utilize --all</code> to leverage it.</p>',
      );
      const written = await humanizeIn(env(), tab, html, select(phrase), { spec, kind: 'result' });
      // The API's rewrite changes the code's word too: refused, the block as it was.
      expect(written.rewrite).not.toContain('utilize --all');
      expect(await tab.card.text('card-status')).toMatch(/changed inline code/);
      expect(await tab.card.text('card-copy')).toBeTruthy();
      expect(await written.editor.savedData()).toBe(written.original);
      expect(await written.editor.frame.evaluate(secondHtml, undefined)).toBe(
        'Then we <b>utilize the new flow</b> with <code>utilize --all</code> to leverage it.',
      );
    } finally {
      await tab.close();
    }
  });
}
