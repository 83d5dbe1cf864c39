/**
 * Editor.js (test/pages/editorjs: its default paragraph tool, no header or list tool installed)
 * with issue 25's formatted paragraph (bold, italic, a link; its inline code is dropped by
 * Editor.js itself on load, no InlineCode tool), selected whole inside its block. Its save()
 * sanitizes each block to <b>, <i> and <a>: the <strong>/<em> of a formatted write showed but
 * were not saved while the card said "Replaced" (measured). So it asks first: nothing is
 * written until "Replace as plain text"; that writes the rewrite, and one Ctrl+Z brings the
 * exact saved original back. Both browsers (formatting-models.e2e.ts in e2e/ and e2e-firefox/).
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';

const EDITORJS: EditorSpec = {
  name: 'editorjs',
  family: 'contenteditable',
  root: '.codex-editor__redactor',
  block: '.ce-paragraph',
};
const PARAGRAPH =
  'You can <b>utilize the new flow</b> to <i>really</i> speed things up; read ' +
  '<a href="https://example.com/setup">the setup guide</a> and run ' +
  '<code class="inline-code">git commit --amend</code> when done.';
const HTML = `<p>Before the passage.</p><p>${PARAGRAPH}</p><p>After the passage.</p>`;

/** Selects the whole second block, first letter to last (in the page). */
function selectSecondBlock(): void {
  const block = document.querySelectorAll<HTMLElement>('.ce-paragraph')[1]!;
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
  const last = texts[texts.length - 1]!;
  block.focus();
  document.getSelection()!.setBaseAndExtent(texts[0]!, 0, last, last.data.length);
}

export function formattedEditorjsScenario(env: () => ScenarioEnv): void {
  it('asks before a plain write of a marked block (its save() would drop bold and italic); one Ctrl+Z restores it', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const editor = await EditorPage.open(tab, env().pagesUrl, EDITORJS);
      await editor.setHtml(HTML);
      await expect.poll(() => editor.modelText()).toMatch(/^Before the passage\.\nYou can/);
      const original = (await editor.savedData())!;
      // Without the InlineCode tool its sanitizer drops <code> on load: no code mark to keep.
      expect(original).not.toContain('<code');
      expect(original).toContain('<b>utilize the new flow</b>');
      const selected = (await editor.modelText()).split('\n')[1]!;
      const rewrite = await env().api.rewriteOf(selected);
      expect(rewrite).not.toBe(selected);

      await editor.frame.evaluate(selectSecondBlock, undefined);
      await editor.settle();
      await tab.humanize();
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('result');
      expect(await tab.card.text('card-status')).toMatch(/cannot keep the formatting/);
      expect(await editor.savedData()).toBe(original);

      expect(await tab.card.text('card-try-replace')).toBe('Replace as plain text');
      await tab.card.click('card-try-replace');
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
      // The page's copy of editor.save() follows Editor.js's debounced onChange: polled.
      const savedSecond = async () => (JSON.parse((await editor.savedData())!) as string[])[1];
      await expect.poll(savedSecond, EVENTUALLY).toBe(rewrite);

      await editor.pressUndo();
      await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
    } finally {
      await tab.close();
    }
  });
}
