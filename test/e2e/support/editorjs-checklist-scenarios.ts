/**
 * Checklists in Editor.js (test/pages/editorjs-tools), both browsers
 * (editorjs-inside-blocks.e2e.ts in e2e/ and e2e-firefox/): a selection with a bold word and a
 * link inside an item of the Checklist tool (@editorjs/checklist: each item's text its own
 * contenteditable, its checked state a class on the item) and inside an item of List 2.x's own
 * checklist style (the state in the item's `meta`). Checked in `editor.save()`: the item's text
 * with its marks, its checked state and the other items; the item's DOM equal to what it
 * saved; one Ctrl+Z gives the saved original back. A plain selection in a Checklist item too
 * (the plain path); a selection across two of its items (two contenteditables) is not
 * written: the card offers Copy.
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY } from './editor-page';
import { EDITORJS_TOOLS_SPEC } from './editor-specs';
import type { ScenarioEnv } from './editor-scenarios';
import {
  around,
  blockScenario,
  expectOthersAndUndo,
  shapeOf,
  type SavedChecklistItem,
} from './editorjs-tools-page';

const LINK = '<a href="https://example.com/setup">the setup guide</a>';
const SETUP_LINK = { tag: 'a', text: 'the setup guide', href: 'https://example.com/setup' };

/** The `index`th element of `selector`'s HTML, in the page. */
const innerHtmlOf = (args: { selector: string; index: number }) =>
  document.querySelectorAll(args.selector)[args.index]!.innerHTML;

export function editorjsChecklistScenarios(env: () => ScenarioEnv): void {
  const phrase = 'utilize the new flow to leverage the setup guide';

  const checklistItem = { selector: '.cdx-checklist__item-text', index: 0, phrase };
  blockScenario(
    env,
    'inside a Checklist tool item: its bold and link kept, still checked, the other item as it was; one Ctrl+Z restores',
    {
      html: around(
        `<ul data-tool="checklist"><li data-checked>First we <b>utilize the new</b> flow to leverage ${LINK} here.</li>` +
          '<li>The second item stays.</li></ul>',
      ),
      select: checklistItem,
    },
    async (written) => {
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
      const dom = await editor.frame.evaluate(innerHtmlOf, checklistItem);
      expect(dom).toBe(first!.text);
      await expectOthersAndUndo(written);
    },
  );

  const listItem = { selector: '.cdx-list__item-content', index: 1, phrase };
  blockScenario(
    env,
    "inside an item of List 2.x's checklist style: its italic and link kept, its checked state too; one Ctrl+Z restores",
    {
      html: around(
        '<ul data-style="checklist"><li>The first item stays.</li>' +
          `<li data-checked>Then we <i>utilize the new</i> flow to leverage ${LINK} daily.</li></ul>`,
      ),
      select: listItem,
    },
    async (written) => {
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
      const dom = await editor.frame.evaluate(innerHtmlOf, listItem);
      expect(dom).toBe(second!.content);
      await expectOthersAndUndo(written);
    },
  );

  blockScenario(
    env,
    'a plain selection inside a Checklist tool item (the plain path): the words after it and its state kept; one Ctrl+Z restores',
    {
      html: around(
        '<ul data-tool="checklist"><li>The first item stays.</li>' +
          '<li data-checked>Then we utilize the new flow to leverage it here.</li></ul>',
      ),
      select: {
        selector: '.cdx-checklist__item-text',
        index: 1,
        phrase: 'we utilize the new flow to leverage',
      },
    },
    async (written) => {
      const items = async () =>
        (await written.saved())[1]!.data.items as unknown as SavedChecklistItem[];
      await expect.poll(items, EVENTUALLY).toEqual([
        { text: 'The first item stays.', checked: false },
        { text: `Then ${written.rewrite} it here.`, checked: true },
      ]);
      await expectOthersAndUndo(written);
    },
  );

  // Two contenteditables selected: nothing humanized to check, so not a block scenario.
  it('a selection across two Checklist tool items (two contenteditables): the card says so, offers Copy, writes nothing', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const html = around(
        '<ul data-tool="checklist"><li>Then we utilize the flow.</li>' +
          '<li data-checked>We leverage it here.</li></ul>',
      );
      const editor = await EditorPage.open(tab, env().pagesUrl, EDITORJS_TOOLS_SPEC);
      await editor.setHtml(html);
      await expect.poll(() => editor.modelText()).toMatch(/^Before the passage\.\n/);
      const original = await editor.savedData();
      await editor.frame.evaluate(() => {
        const items = document.querySelectorAll<HTMLElement>('.cdx-checklist__item-text');
        const [first, second] = [items[0]!.firstChild as Text, items[1]!.firstChild as Text];
        items[0]!.focus();
        document.getSelection()!.setBaseAndExtent(first, 8, second, 11);
      }, undefined);
      await editor.settle();
      await tab.humanize();
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('result');
      expect(await tab.card.text('card-status')).toMatch(/more than one text field/);
      expect(await tab.card.text('card-copy')).toBeTruthy();
      expect(await editor.savedData()).toBe(original);
    } finally {
      await tab.close();
    }
  });
}
