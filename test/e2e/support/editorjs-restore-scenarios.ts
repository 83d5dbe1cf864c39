/**
 * "Restore original" after a formatted write in Editor.js (issue 25), on the tools page
 * (test/pages/editorjs-tools), both browsers (editorjs-restore.e2e.ts in e2e/ and
 * e2e-firefox/): a paragraph block with bold and a link rewritten, then restored right after
 * "Replaced" (the exact saved original back in `editor.save()` and in the block's DOM) and
 * after the user typed in another block (the formatted original back, the typing kept); a
 * block holding a line break (the user's Shift+Enter) rewritten across it, then restored (the
 * `<br>` back in `editor.save()`), both ways too. After typing in another block the target
 * (the block) still reads as the write left it, but the browser's undo would take the typing
 * back: the typing was lost and the card said "Original restored" (lib/editors/edits-elsewhere.ts).
 */
import { expect, it } from 'vitest';
import { EVENTUALLY, type EditorPage } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import {
  around,
  caretBeforeThen,
  humanizeIn,
  shapeOf,
  type SavedBlock,
  type Written,
} from './editorjs-tools-page';
import type { TabDriver } from './page-driver';

const MARKED =
  'You can <b>utilize the new flow</b> to speed things up; read ' +
  '<a href="https://example.com/setup">the setup guide</a> to leverage it.';
const PHRASE =
  'You can utilize the new flow to speed things up; read the setup guide to leverage it.';
const MARKS = [
  { tag: 'b', text: 'use the new flow' },
  { tag: 'a', text: 'the setup guide', href: 'https://example.com/setup', title: null },
];

/** The innerHTML of the `index`th paragraph block (in the page). */
const paragraphHtml = (index: number) =>
  document.querySelectorAll('.ce-paragraph')[index]!.innerHTML;

/** The caret at the end of the `index`th paragraph block, as the user's click puts it. */
function caretAtBlockEnd(index: number): void {
  const block = document.querySelectorAll<HTMLElement>('.ce-paragraph')[index]!;
  const text = block.lastChild as Text;
  block.focus();
  document.getSelection()!.collapse(text, text.data.length);
}

/** Humanizes the marked paragraph (the second block); the write checked in save(). */
async function writeMarked(env: ScenarioEnv, tab: TabDriver) {
  const select = { selector: '.ce-paragraph', index: 1, phrase: PHRASE };
  let dom = '';
  const prepare = async (editor: EditorPage) => {
    dom = await editor.frame.evaluate(paragraphHtml, 1);
  };
  const written = await humanizeIn(env, tab, around(`<p>${MARKED}</p>`), select, { prepare });
  const second = async () => (await written.saved())[1]!.data.text!;
  const text = async () => (await shapeOf(written.editor, await second())).blocks[0]?.text;
  await expect.poll(text, EVENTUALLY).toBe(written.rewrite);
  expect((await shapeOf(written.editor, await second())).marks).toEqual(MARKS);
  return { ...written, dom };
}

async function clickRestore(tab: TabDriver): Promise<void> {
  await tab.card.click('card-restore');
  await expect.poll(() => tab.card.text('card-status'), EVENTUALLY).toContain('Original restored');
}

const BROKEN = 'Keep this line.<br>Then we <b>utilize the new</b> flow to leverage it here.';

/**
 * The user's Shift+Enter splits the second block's line (one <br>, as Editor.js saves it);
 * a selection across the break with its bold word is humanized and written with both.
 */
async function writeAcrossBreak(env: ScenarioEnv, tab: TabDriver): Promise<Written> {
  const html = around(`<p>${BROKEN.replace('<br>', '')}</p>`);
  const prepare = async (editor: EditorPage) => {
    await editor.frame.evaluate(caretBeforeThen, undefined);
    await tab.pressLineBreak();
    const second = async () => (JSON.parse((await editor.savedData())!) as SavedBlock[])[1];
    await expect.poll(async () => (await second())?.data.text, EVENTUALLY).toBe(BROKEN);
  };
  const phrase = 'this line.Then we utilize the new flow';
  const apiText = 'this line.\nThen we utilize the new flow';
  const select = { selector: '.ce-paragraph', index: 1, phrase };
  const written = await humanizeIn(env, tab, html, select, { apiText, prepare });
  const rewritten = written.rewrite
    .replace('\n', '<br>')
    .replace('use the new', '<b>use the new</b>');
  const second = async () => (await written.saved())[1]!.data.text;
  await expect.poll(second, EVENTUALLY).toBe(`Keep ${rewritten} to leverage it here.`);
  return written;
}

const textsOf = async (written: Written) => (await written.saved()).map((block) => block.data.text);

export function editorjsRestoreScenarios(env: () => ScenarioEnv): void {
  it('Restore original right after a formatted write in a paragraph: the exact saved original, its DOM too', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const written = await writeMarked(env(), tab);
      await clickRestore(tab);
      await expect.poll(() => written.editor.savedData(), EVENTUALLY).toBe(written.original);
      expect(await written.editor.frame.evaluate(paragraphHtml, 1)).toBe(written.dom);
    } finally {
      await tab.close();
    }
  });

  it('Restore original after the user typed in another block: the formatted original back, the typing kept', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const written = await writeMarked(env(), tab);
      const { editor } = written;
      await editor.frame.evaluate(caretAtBlockEnd, 2);
      await tab.type(' Typed.');
      const typed = ['Before the passage.', MARKED, 'After the passage. Typed.'];
      await expect.poll(async () => (await textsOf(written))[2], EVENTUALLY).toBe(typed[2]);
      await editor.settle();
      await clickRestore(tab);
      await expect.poll(() => textsOf(written), EVENTUALLY).toEqual(typed);
      expect(await editor.frame.evaluate(paragraphHtml, 1)).toBe(written.dom);
    } finally {
      await tab.close();
    }
  });

  for (const typed of [false, true]) {
    const when = typed ? 'after the user typed in another block' : 'right after "Replaced"';
    it(`a line made with Shift+Enter, rewritten across it with its bold, restored ${when}: the <br> back in save()`, async () => {
      const tab = await env().driver.openTab(`${env().pagesUrl}/`);
      try {
        const written = await writeAcrossBreak(env(), tab);
        const { editor } = written;
        const original = (JSON.parse(written.original) as SavedBlock[]).map((b) => b.data.text);
        if (typed) {
          await editor.frame.evaluate(caretAtBlockEnd, 2);
          await tab.type(' Typed.');
          original[2] = 'After the passage. Typed.';
          await expect.poll(async () => (await textsOf(written))[2], EVENTUALLY).toBe(original[2]);
          await editor.settle();
        }
        await clickRestore(tab);
        await expect.poll(() => textsOf(written), EVENTUALLY).toEqual(original);
        expect(original[1]).toBe(BROKEN);
        expect(await editor.frame.evaluate(paragraphHtml, 1)).toBe(BROKEN);
      } finally {
        await tab.close();
      }
    });
  }
}
