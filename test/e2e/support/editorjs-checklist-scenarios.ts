/**
 * Checklists in Editor.js (test/pages/editorjs-tools), both browsers
 * (editorjs-inside-blocks.e2e.ts in e2e/ and e2e-firefox/): a selection with a bold word and a
 * link inside an item of the Checklist tool (@editorjs/checklist: each item's text its own
 * contenteditable, its checked state a class on the item) and inside an item of List 2.x's own
 * checklist style (the state in the item's `meta`). Checked in `editor.save()`: the item's text
 * with its marks, its checked state and the other items; the item's DOM equal to what it
 * saved; one Ctrl+Z gives the saved original back.
 */
import { expect, it } from 'vitest';
import { EVENTUALLY } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import {
  around,
  expectOthersAndUndo,
  humanizeIn,
  shapeOf,
  type SavedChecklistItem,
} from './editorjs-tools-page';

const LINK = '<a href="https://example.com/setup">the setup guide</a>';
const SETUP_LINK = { tag: 'a', text: 'the setup guide', href: 'https://example.com/setup' };

/** The `index`th element of `selector`'s HTML, in the page. */
const innerHtmlOf = (args: { selector: string; index: number }) =>
  document.querySelectorAll(args.selector)[args.index]!.innerHTML;

export function editorjsChecklistScenarios(env: () => ScenarioEnv): void {
  it('inside a Checklist tool item: its bold and link kept, still checked, the other item as it was; one Ctrl+Z restores', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const phrase = 'utilize the new flow to leverage the setup guide';
      const html = around(
        `<ul data-tool="checklist"><li data-checked>First we <b>utilize the new</b> flow to leverage ${LINK} here.</li>` +
          '<li>The second item stays.</li></ul>',
      );
      const select = { selector: '.cdx-checklist__item-text', index: 0, phrase };
      const written = await humanizeIn(env(), tab, html, select);
      const { editor, rewrite, saved } = written;
      const items = async () => (await saved())[1]!.data.items as unknown as SavedChecklistItem[];
      const itemText = async () =>
        (await shapeOf(editor, (await items())[0]!.text)).blocks[0]?.text;
      await expect.poll(itemText, EVENTUALLY).toBe(`First we ${rewrite} here.`);
      expect((await saved())[1]!.type).toBe('checklist');
      const [first, second] = await items();
      expect(first!.checked).toBe(true);
      expect(first!.text).not.toContain('&nbsp;');
      const marks = (await shapeOf(editor, first!.text)).marks;
      expect(marks).toMatchObject([{ tag: 'b', text: 'use the new' }, SETUP_LINK]);
      expect(second).toEqual({ text: 'The second item stays.', checked: false });
      const dom = await editor.frame.evaluate(innerHtmlOf, select);
      expect(dom).toBe(first!.text);
      await expectOthersAndUndo(written);
    } finally {
      await tab.close();
    }
  });

  it("inside an item of List 2.x's checklist style: its italic and link kept, its checked state too; one Ctrl+Z restores", async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const phrase = 'utilize the new flow to leverage the setup guide';
      const html = around(
        '<ul data-style="checklist"><li>The first item stays.</li>' +
          `<li data-checked>Then we <i>utilize the new</i> flow to leverage ${LINK} daily.</li></ul>`,
      );
      const select = { selector: '.cdx-list__item-content', index: 1, phrase };
      const written = await humanizeIn(env(), tab, html, select);
      const { editor, rewrite, saved } = written;
      const list = async () => (await saved())[1]!;
      const itemText = async () =>
        (await shapeOf(editor, (await list()).data.items![1]!.content)).blocks[0]?.text;
      await expect.poll(itemText, EVENTUALLY).toBe(`Then we ${rewrite} daily.`);
      const block = await list();
      expect(block.type).toBe('list');
      expect(block.data.style).toBe('checklist');
      const [first, second] = block.data.items!;
      expect(first).toEqual({
        content: 'The first item stays.',
        meta: { checked: false },
        items: [],
      });
      expect(second!.meta).toEqual({ checked: true });
      expect(second!.content).not.toContain('&nbsp;');
      const marks = (await shapeOf(editor, second!.content)).marks;
      expect(marks).toMatchObject([{ tag: 'i', text: 'use the new' }, SETUP_LINK]);
      const dom = await editor.frame.evaluate(innerHtmlOf, select);
      expect(dom).toBe(second!.content);
      await expectOthersAndUndo(written);
    } finally {
      await tab.close();
    }
  });
}
