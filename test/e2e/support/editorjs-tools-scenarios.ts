/**
 * Editor.js as sites set it up (test/pages/editorjs-tools: Header, List 2.x, Inline Code),
 * run in both browsers (editorjs-tools.e2e.ts in e2e/ and e2e-firefox/): a selection inside a
 * header, inside a list item (its own contenteditable) and a paragraph with inline code is
 * written with its marks as the page saves them, checked in `editor.save()` (the blocks' type,
 * level, style, items and HTML), in the block's DOM, and one Ctrl+Z gives the saved original
 * back; so does "Restore original". A plain selection in a list item (the plain path) too. The selections start where a drag from before the word lands: at the end of the text
 * before it (a point the generic reader once read before the space, which sent the selection
 * to the plain path).
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY } from './editor-page';
import { EDITORJS_TOOLS_SPEC } from './editor-specs';
import type { ScenarioEnv } from './editor-scenarios';
import { shapeOfInPage } from './formatted-passage';
import type { TabDriver } from './page-driver';

interface SavedBlock {
  type: string;
  data: { text?: string; level?: number; style?: string; items?: SavedItem[] };
}
interface SavedItem {
  content: string;
  items: SavedItem[];
}

/** Selects `phrase` inside the `index`th element matching `selector` (in the page). */
function selectPhrase(args: { selector: string; index: number; phrase: string }): void {
  const element = document.querySelectorAll<HTMLElement>(args.selector)[args.index]!;
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
  const from = texts
    .map((t) => t.data)
    .join('')
    .indexOf(args.phrase);
  // The first text node holding the point: at a node boundary, the end of the one before.
  const at = (offset: number): [Text, number] => {
    for (const text of texts) {
      if (offset <= text.data.length) return [text, offset];
      offset -= text.data.length;
    }
    throw new Error(`no point ${offset}`);
  };
  const [startNode, startOffset] = at(from);
  const [endNode, endOffset] = at(from + args.phrase.length);
  element.focus();
  document.getSelection()!.setBaseAndExtent(startNode, startOffset, endNode, endOffset);
}

interface Written {
  editor: EditorPage;
  original: string;
  rewrite: string;
  saved: () => Promise<SavedBlock[]>;
}

/** Opens the page with `html`, selects `phrase` and humanizes it: the card says "Replaced". */
async function humanizeIn(
  env: ScenarioEnv,
  tab: TabDriver,
  html: string,
  select: { selector: string; index: number; phrase: string },
  apiText = select.phrase,
): Promise<Written> {
  const editor = await EditorPage.open(tab, env.pagesUrl, EDITORJS_TOOLS_SPEC);
  await editor.setHtml(html);
  await expect.poll(() => editor.modelText()).toMatch(/^Before the passage\.\n/);
  const original = (await editor.savedData())!;
  const rewrite = await env.api.rewriteOf(apiText);
  expect(rewrite).not.toBe(apiText);
  await editor.frame.evaluate(selectPhrase, select);
  await editor.settle();
  await tab.humanize();
  await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
  const saved = async () => JSON.parse((await editor.savedData())!) as SavedBlock[];
  return { editor, original, rewrite, saved };
}

/** The text and marks of some saved HTML, read in the page. */
const shapeOf = (editor: EditorPage, html: string) =>
  editor.frame.evaluate(shapeOfInPage, { html: `<p>${html}</p>` });

/** The outer blocks stay as they were; one Ctrl+Z gives the saved original back. */
async function expectOthersAndUndo(written: Written): Promise<void> {
  const blocks = await written.saved();
  expect(blocks[0]).toEqual({ type: 'paragraph', data: { text: 'Before the passage.' } });
  expect(blocks[2]).toEqual({ type: 'paragraph', data: { text: 'After the passage.' } });
  await written.editor.pressUndo();
  await expect.poll(() => written.editor.savedData(), EVENTUALLY).toBe(written.original);
}

const around = (middle: string) => `<p>Before the passage.</p>${middle}<p>After the passage.</p>`;

export function editorjsToolsScenarios(env: () => ScenarioEnv): void {
  it('inside a header: its level, bold and italic kept, plain spaces beside it; one Ctrl+Z restores', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const phrase = 'utilize the new flow to really leverage';
      const html = around(
        '<h3>Then we <b>utilize the new</b> flow to <i>really</i> leverage it here</h3>',
      );
      const written = await humanizeIn(env(), tab, html, {
        selector: '.ce-header',
        index: 0,
        phrase,
      });
      const { editor, rewrite, saved } = written;
      expect(rewrite).toContain('use the new flow');
      const header = async () => (await saved())[1]!;
      const headerText = async () =>
        (await shapeOf(editor, (await header()).data.text!)).blocks[0]?.text;
      await expect.poll(headerText, EVENTUALLY).toBe(`Then we ${rewrite} it here`);
      const block = await header();
      expect(block.type).toBe('header');
      expect(block.data.level).toBe(3);
      expect(block.data.text).not.toContain('&nbsp;');
      const marks = [
        { tag: 'b', text: 'use the new' },
        { tag: 'i', text: 'really' },
      ];
      expect((await shapeOf(editor, block.data.text!)).marks).toEqual(marks);
      // The block's DOM is what it saved: no <p> of ours inside the heading.
      const dom = await editor.frame.evaluate(
        () => document.querySelector('.ce-header')!.innerHTML,
        undefined,
      );
      expect(dom).toBe(block.data.text);
      await expectOthersAndUndo(written);
    } finally {
      await tab.close();
    }
  });

  it('inside a list item: the list, its other and nested items kept, the italic too; one Ctrl+Z restores', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const phrase = 'utilize the new flow to leverage';
      const html = around(
        '<ol><li>The first item stays.</li><li>Then we <i>utilize the new</i> flow to leverage it here.' +
          '<ol><li>A nested item stays.</li></ol></li></ol>',
      );
      const select = { selector: '.cdx-list__item-content', index: 1, phrase };
      const written = await humanizeIn(env(), tab, html, select);
      const { editor, rewrite, saved } = written;
      const list = async () => (await saved())[1]!;
      const itemText = async () =>
        (await shapeOf(editor, (await list()).data.items![1]!.content)).blocks[0]?.text;
      // Read until the page's copy of save() has it: the words after the rewrite must be there.
      await expect.poll(itemText, EVENTUALLY).toBe(`Then we ${rewrite} it here.`);
      const block = await list();
      expect(block.type).toBe('list');
      expect(block.data.style).toBe('ordered');
      const [first, second] = block.data.items!;
      expect(first!.content).toBe('The first item stays.');
      expect(second!.items.map((item) => item.content)).toEqual(['A nested item stays.']);
      expect((await shapeOf(editor, second!.content)).marks).toEqual([
        { tag: 'i', text: 'use the new' },
      ]);
      const dom = await editor.frame.evaluate(
        () => document.querySelectorAll('.cdx-list__item-content')[1]!.innerHTML,
        undefined,
      );
      expect(dom).toBe(second!.content);
      // One Ctrl+Z: the item's words after the selection were lost here before.
      await expectOthersAndUndo(written);
    } finally {
      await tab.close();
    }
  });

  it('a paragraph with inline code: the code saved by its tool, unchanged, the bold kept; one Ctrl+Z restores', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const code = '<code class="inline-code">git commit --amend</code>';
      const paragraph = `You can <b>utilize the new flow</b>, then run ${code} to leverage it.`;
      const phrase = 'You can utilize the new flow, then run git commit --amend to leverage it.';
      const select = { selector: '.ce-paragraph', index: 1, phrase };
      const written = await humanizeIn(env(), tab, around(`<p>${paragraph}</p>`), select);
      const { editor, saved } = written;
      const second = async () => (await saved())[1]!.data.text!;
      await expect.poll(second, EVENTUALLY).toContain('<b>use the new flow</b>');
      const text = await second();
      // Saved by the Inline Code tool (its class): a <code> without it is not its mark.
      expect(text).toContain(code);
      expect(text).not.toMatch(/utilize|leverage|&nbsp;/);
      const marks = (await shapeOf(editor, text)).marks;
      expect(marks).toEqual([
        { tag: 'b', text: 'use the new flow' },
        { tag: 'code', text: 'git commit --amend' },
      ]);
      const dom = await editor.frame.evaluate(
        () => document.querySelectorAll('.ce-paragraph')[1]!.innerHTML,
        undefined,
      );
      expect(dom).toBe(text);
      await expectOthersAndUndo(written);
    } finally {
      await tab.close();
    }
  });

  it('a plain selection inside a list item (the plain path): the words after it kept; one Ctrl+Z restores', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const phrase = 'we utilize the new flow to leverage';
      const html = around('<ul><li>Then we utilize the new flow to leverage it here.</li></ul>');
      const select = { selector: '.cdx-list__item-content', index: 0, phrase };
      const written = await humanizeIn(env(), tab, html, select);
      const { rewrite, saved } = written;
      const item = async () => (await saved())[1]!.data.items![0]!.content;
      await expect.poll(item, EVENTUALLY).toBe(`Then ${rewrite} it here.`);
      await expectOthersAndUndo(written);
    } finally {
      await tab.close();
    }
  });

  it('"Restore original" on the card gives the saved original of a marked list item back', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const phrase = 'utilize the new flow to leverage';
      const html = around(
        '<ul><li>Then we <b>utilize the new</b> flow to leverage it here.</li></ul>',
      );
      const select = { selector: '.cdx-list__item-content', index: 0, phrase };
      const { editor, original, rewrite, saved } = await humanizeIn(env(), tab, html, select);
      const item = async () => (await saved())[1]!.data.items![0]!.content;
      const itemText = async () => (await shapeOf(editor, await item())).blocks[0]?.text;
      await expect.poll(itemText, EVENTUALLY).toBe(`Then we ${rewrite} it here.`);
      expect(await item()).toContain('<b>use the new</b>');
      await tab.card.click('card-restore');
      await expect
        .poll(() => tab.card.text('card-status'), EVENTUALLY)
        .toContain('Original restored');
      await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
    } finally {
      await tab.close();
    }
  });
}
