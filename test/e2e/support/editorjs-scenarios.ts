/**
 * Editor.js, run in both browsers (test/e2e/editorjs.e2e.ts, test/e2e-firefox/editorjs.e2e.ts):
 * a selection inside one of its blocks (each block is a contenteditable of its own) is
 * replaced, and what the page saves (`editor.save()`, each block's HTML) holds the rewrite with
 * the user's own spaces around it: Firefox's insertText turned them into no-break spaces
 * (`Keep this.&nbsp;<rewrite>&nbsp;Keep that.`), which a reader cannot see but the page stores.
 * One Ctrl+Z brings the original back.
 */
import { expect, it } from 'vitest';
import { SAMPLE_PARAGRAPHS } from '../../pages/shared/sample';
import { EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';

const EDITORJS: EditorSpec = {
  name: 'editorjs',
  family: 'contenteditable',
  root: '.codex-editor__redactor',
  block: '.ce-paragraph',
};
const SAMPLE = SAMPLE_PARAGRAPHS.join('\n');
/** "we utilize a second paragraph", inside the second block, a space on each side. */
const PHRASE = 'we utilize a second paragraph';
const START = SAMPLE.indexOf(PHRASE);
const END = START + PHRASE.length;

export function editorjsScenarios(env: () => ScenarioEnv): void {
  it('replaces a selection inside a block; the saved block keeps plain spaces; one Ctrl+Z restores', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const editor = await EditorPage.open(tab, env().pagesUrl, EDITORJS);
      expect(await editor.modelText()).toBe(SAMPLE);
      const rewrite = await env().api.rewriteOf(PHRASE);
      expect(rewrite).not.toBe(PHRASE);
      await editor.select(START, END);
      await tab.humanize();

      const expected = SAMPLE.slice(0, START) + rewrite + SAMPLE.slice(END);
      await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(expected);
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
      // The stored HTML itself: the user's spaces, not no-break spaces.
      const saved = JSON.parse((await editor.savedData())!) as string[];
      expect(saved[1]).toBe(expected.split('\n')[1]);

      await editor.pressUndo();
      await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(SAMPLE);
      const restored = JSON.parse((await editor.savedData())!) as string[];
      expect(restored[1]).toBe(SAMPLE_PARAGRAPHS[1]);
    } finally {
      await tab.close();
    }
  });
}
