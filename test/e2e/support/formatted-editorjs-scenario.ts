/**
 * Editor.js (test/pages/editorjs: its default paragraph tool, no header, list, inline-code or
 * underline tool installed) with issue 25's formatted paragraph, selected whole inside its
 * block. Its save() sanitizes each block to <b>, <i>, <a> and <br>: the formatted write spells bold and
 * italic as <b> and <i> (lib/editors/sanitized-saves.ts), so a paragraph with bold, italic and
 * a link is written with its marks and saved with them, checked in what editor.save() gives
 * and in the block's DOM; one Ctrl+Z brings the exact saved original back. With an underline
 * (shown in the block, never saved: no Underline tool) it is asked first: nothing is written
 * until "Replace as plain text". Both browsers (formatting-models.e2e.ts in e2e/ and
 * e2e-firefox/). Inline code: with its tool (test/pages/editorjs-tools,
 * editorjs-tools-scenarios.ts) it is saved; without it save() drops its tags from the original
 * and the rewrite alike (editorjs-lines-scenarios.ts).
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { shapeOfInPage } from './formatted-passage';
import type { TabDriver } from './page-driver';

const EDITORJS: EditorSpec = {
  name: 'editorjs',
  family: 'contenteditable',
  root: '.codex-editor__redactor',
  block: '.ce-paragraph',
};
const MARKED =
  'You can <b>utilize the new flow</b> to <i>really</i> speed things up; read ' +
  '<a href="https://example.com/setup">the setup guide</a>';
const UNDERLINED = ' and run <u>the checks</u> when done.';
const html = (paragraph: string) =>
  `<p>Before the passage.</p><p>${paragraph}</p><p>After the passage.</p>`;

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

const secondBlockHtml = () => document.querySelectorAll('.ce-paragraph')[1]!.innerHTML;

/** Opens the page with the paragraph between two others; its saved data and the rewrite. */
async function openWithParagraph(env: ScenarioEnv, tab: TabDriver, paragraph: string) {
  const editor = await EditorPage.open(tab, env.pagesUrl, EDITORJS);
  await editor.setHtml(html(paragraph));
  await expect.poll(() => editor.modelText()).toMatch(/^Before the passage\.\nYou can/);
  const original = (await editor.savedData())!;
  // Without the Underline tool its save() drops <u> (the block still shows it).
  expect(original).not.toContain('<u>');
  expect(original).toContain('<b>utilize the new flow</b>');
  const selected = (await editor.modelText()).split('\n')[1]!;
  const rewrite = await env.api.rewriteOf(selected);
  expect(rewrite).not.toBe(selected);
  expect(rewrite).toContain('use the new flow');
  return { editor, original, rewrite };
}

export function formattedEditorjsScenario(env: () => ScenarioEnv): void {
  it('writes a marked block with its bold, italic and link, saved as Editor.js saves them; one Ctrl+Z restores it', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const { editor, original, rewrite } = await openWithParagraph(env(), tab, `${MARKED}.`);
      await editor.frame.evaluate(selectSecondBlock, undefined);
      await editor.settle();
      await tab.humanize();
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');

      const marks = [
        { tag: 'b', text: 'use the new flow' },
        { tag: 'i', text: 'really' },
        { tag: 'a', text: 'the setup guide', href: 'https://example.com/setup', title: null },
      ];
      // The page's copy of editor.save() follows Editor.js's debounced onChange: polled.
      const savedSecond = async () => (JSON.parse((await editor.savedData())!) as string[])[1]!;
      const savedText = async () =>
        (await editor.frame.evaluate(shapeOfInPage, { html: `<p>${await savedSecond()}</p>` }))
          .blocks[0]?.text;
      await expect.poll(savedText, EVENTUALLY).toBe(rewrite);
      const saved = await savedSecond();
      // Its own tags, as its sanitizer keeps them (a <strong> would not have been saved).
      expect(saved).toContain('<b>use the new flow</b>');
      expect(saved).toContain('<i>really</i>');
      expect(saved).not.toContain('&nbsp;');
      expect((await editor.frame.evaluate(shapeOfInPage, { html: saved })).marks).toEqual(marks);
      const dom = await editor.frame.evaluate(secondBlockHtml, undefined);
      expect((await editor.frame.evaluate(shapeOfInPage, { html: dom })).marks).toEqual(marks);
      const others = JSON.parse((await editor.savedData())!) as string[];
      expect([others[0], others[2]]).toEqual(['Before the passage.', 'After the passage.']);

      await editor.pressUndo();
      await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
    } finally {
      await tab.close();
    }
  });

  it('asks before a plain write of a block with a mark its save() drops (underline); one Ctrl+Z restores it', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const { editor, original, rewrite } = await openWithParagraph(
        env(),
        tab,
        MARKED + UNDERLINED,
      );

      await editor.frame.evaluate(selectSecondBlock, undefined);
      await editor.settle();
      await tab.humanize();
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('result');
      expect(await tab.card.text('card-status')).toMatch(/cannot keep the formatting/);
      expect(await editor.savedData()).toBe(original);
      expect(await editor.frame.evaluate(secondBlockHtml, undefined)).toContain('<u>');

      expect(await tab.card.text('card-try-replace')).toBe('Replace as plain text');
      await tab.card.click('card-try-replace');
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
      const savedSecond = async () => (JSON.parse((await editor.savedData())!) as string[])[1];
      await expect.poll(savedSecond, EVENTUALLY).toBe(rewrite);

      await editor.pressUndo();
      await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
    } finally {
      await tab.close();
    }
  });
}
