/**
 * Editor.js's paragraph tool alone (test/pages/editorjs), both browsers
 * (editorjs-inside-blocks.e2e.ts in e2e/ and e2e-firefox/): a line break inside a paragraph
 * (a site's saved data renders one; the user's Shift+Enter makes one, pressed in one test) and
 * inline code on a page without the Inline Code tool. Checked in `editor.save()` (each block's HTML): the <br>
 * kept, the words around it, no no-break space; one Ctrl+Z gives the saved original back.
 */
import { expect } from 'vitest';
import { EVENTUALLY, type EditorPage } from './editor-page';
import { EDITORJS_SPEC } from './editor-specs';
import type { ScenarioEnv } from './editor-scenarios';
import {
  around,
  blockScenario,
  caretBeforeThen,
  type HumanizeOptions,
  type Written,
} from './editorjs-tools-page';
import type { TabDriver } from './page-driver';

const spec = EDITORJS_SPEC;
const secondHtml = () => document.querySelectorAll('.ce-paragraph')[1]!.innerHTML;

/** The saved HTML of each paragraph block (the page's copy of `editor.save()`). */
const savedOf = async (editor: EditorPage) => JSON.parse((await editor.savedData())!) as string[];
const savedHtml = (written: Written) => savedOf(written.editor);

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

const LINES = 'Keep this line.<br>Then we utilize the new flow to leverage it here.';

/** The page holding `paragraph` as its second block, `phrase` selected in it (blockScenario). */
const inSecond = (paragraph: string, phrase: string, options: HumanizeOptions = {}) => ({
  html: around(`<p>${paragraph}</p>`),
  select: { selector: '.ce-paragraph', index: 1, phrase },
  options: { spec, ...options },
});

export function editorjsLinesScenarios(env: () => ScenarioEnv): void {
  blockScenario(
    env,
    'words after a <br> in a paragraph: the <br> and the words around kept; one Ctrl+Z restores',
    inSecond(LINES, 'utilize the new flow to leverage'),
    (written) =>
      expectSavedAndUndo(written, `Keep this line.<br>Then we ${written.rewrite} it here.`),
  );

  // The selection starts where a drag from the end of the line before lands: before the <br>s.
  for (const breaks of ['<br>', '<br><br>']) {
    const line = 'Then we <b>utilize the new</b> flow to leverage it here.';
    blockScenario(
      env,
      `a whole line after ${breaks} with a bold word, from the end of the line before: the breaks and the bold kept; one Ctrl+Z restores`,
      inSecond(
        `Keep this line.${breaks}${line}`,
        'Then we utilize the new flow to leverage it here.',
      ),
      async (written) => {
        const rewritten = written.rewrite.replace('use the new', '<b>use the new</b>');
        await expectSavedAndUndo(written, `Keep this line.${breaks}${rewritten}`);
      },
    );
  }

  const broken = 'Keep this line.<br>Then we <b>utilize the new</b> flow to leverage it here.';
  const prepare = async (editor: EditorPage, tab: TabDriver) => {
    await editor.frame.evaluate(caretBeforeThen, undefined);
    await tab.pressLineBreak();
    // What the user's Shift+Enter made, as the page saves it (measured: one <br>).
    await expect.poll(async () => (await savedOf(editor))[1], EVENTUALLY).toBe(broken);
  };
  blockScenario(
    env,
    'a line made with Shift+Enter, its line rewritten with its bold: the break kept; one Ctrl+Z restores',
    inSecond(
      'Keep this line.Then we <b>utilize the new</b> flow to leverage it here.',
      'Then we utilize the new flow to leverage it here.',
      { prepare },
    ),
    async (written) => {
      const rewritten = written.rewrite.replace('use the new', '<b>use the new</b>');
      await expectSavedAndUndo(written, `Keep this line.<br>${rewritten}`);
    },
  );

  blockScenario(
    env,
    'a plain selection across a <br>: the break and the words around kept; one Ctrl+Z restores',
    inSecond(LINES, 'this line.Then we utilize the new flow', {
      apiText: 'this line.\nThen we utilize the new flow',
    }),
    async (written) => {
      const rewritten = written.rewrite.replace('\n', '<br>');
      await expectSavedAndUndo(written, `Keep ${rewritten} to leverage it here.`);
    },
  );

  blockScenario(
    env,
    'a plain selection across a <br> whose rewrite joins the lines: the <br> kept in its place; one Ctrl+Z restores',
    // A provider that answers in one line (the break dropped, a space in its place).
    inSecond(LINES, 'this line.Then we utilize the new flow', {
      answer: 'this line. Then we use the new flow',
    }),
    (written) =>
      expectSavedAndUndo(
        written,
        'Keep this line.<br>Then we use the new flow to leverage it here.',
      ),
  );

  blockScenario(
    env,
    'words after a <br> with a bold word: the <br>, the bold and the words around kept; one Ctrl+Z restores',
    inSecond(
      'Keep this line.<br>Then we <b>utilize the new</b> flow to leverage it.',
      'utilize the new flow to leverage',
    ),
    async (written) => {
      const rewritten = written.rewrite.replace('use the new', '<b>use the new</b>');
      await expectSavedAndUndo(written, `Keep this line.<br>Then we ${rewritten} it.`);
    },
  );

  blockScenario(
    env,
    'a selection across a <br> with a bold word: the break and the bold kept; one Ctrl+Z restores',
    inSecond(
      'Keep this line.<br>Then we <b>utilize the new</b> flow to leverage it.',
      'this line.Then we utilize the new flow',
      { apiText: 'this line.\nThen we utilize the new flow' },
    ),
    async (written) => {
      const rewritten = written.rewrite
        .replace('\n', '<br>')
        .replace('use the new', '<b>use the new</b>');
      await expectSavedAndUndo(written, `Keep ${rewritten} to leverage it.`);
    },
  );

  blockScenario(
    env,
    'inline code without the Inline Code tool: save() changes by the rewrite alone, the <code> as it was; one Ctrl+Z restores',
    inSecond(
      'You can <b>utilize the new flow</b>, then run <code>git commit --amend</code> to leverage it.',
      'You can utilize the new flow, then run git commit --amend to leverage it.',
    ),
    async (written) => {
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
    },
  );

  blockScenario(
    env,
    'inline code without its tool that the rewrite would change: nothing written, the rewrite to copy',
    inSecond(
      'Then we <b>utilize the new flow</b> with <code>utilize --all</code> to leverage it.',
      'Then we utilize the new flow with utilize --all to leverage it.',
      { kind: 'result' },
    ),
    async (written, tab) => {
      // The API's rewrite changes the code's word too: refused, the block as it was.
      expect(written.rewrite).not.toContain('utilize --all');
      expect(await tab.card.text('card-status')).toMatch(/changed inline code/);
      expect(await tab.card.text('card-copy')).toBeTruthy();
      expect(await written.editor.savedData()).toBe(written.original);
      expect(await written.editor.frame.evaluate(secondHtml, undefined)).toBe(
        'Then we <b>utilize the new flow</b> with <code>utilize --all</code> to leverage it.',
      );
    },
  );
}
