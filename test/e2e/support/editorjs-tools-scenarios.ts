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
import { expect } from 'vitest';
import { EVENTUALLY } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { around, blockScenario, expectOthersAndUndo, shapeOf } from './editorjs-tools-page';

export function editorjsToolsScenarios(env: () => ScenarioEnv): void {
  blockScenario(
    env,
    'inside a header: its level, bold and italic kept, plain spaces beside it; one Ctrl+Z restores',
    {
      html: around(
        '<h3>Then we <b>utilize the new</b> flow to <i>really</i> leverage it here</h3>',
      ),
      select: {
        selector: '.ce-header',
        index: 0,
        phrase: 'utilize the new flow to really leverage',
      },
    },
    async (written) => {
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
    },
  );

  blockScenario(
    env,
    'inside a list item: the list, its other and nested items kept, the italic too; one Ctrl+Z restores',
    {
      html: around(
        '<ol><li>The first item stays.</li><li>Then we <i>utilize the new</i> flow to leverage it here.' +
          '<ol><li>A nested item stays.</li></ol></li></ol>',
      ),
      select: {
        selector: '.cdx-list__item-content',
        index: 1,
        phrase: 'utilize the new flow to leverage',
      },
    },
    async (written) => {
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
    },
  );

  const code = '<code class="inline-code">git commit --amend</code>';
  blockScenario(
    env,
    'a paragraph with inline code: the code saved by its tool, unchanged, the bold kept; one Ctrl+Z restores',
    {
      html: around(`<p>You can <b>utilize the new flow</b>, then run ${code} to leverage it.</p>`),
      select: {
        selector: '.ce-paragraph',
        index: 1,
        phrase: 'You can utilize the new flow, then run git commit --amend to leverage it.',
      },
    },
    async (written) => {
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
    },
  );

  blockScenario(
    env,
    'a plain selection inside a list item (the plain path): the words after it kept; one Ctrl+Z restores',
    {
      html: around('<ul><li>Then we utilize the new flow to leverage it here.</li></ul>'),
      select: {
        selector: '.cdx-list__item-content',
        index: 0,
        phrase: 'we utilize the new flow to leverage',
      },
    },
    async (written) => {
      const { rewrite, saved } = written;
      const item = async () => (await saved())[1]!.data.items![0]!.content;
      await expect.poll(item, EVENTUALLY).toBe(`Then ${rewrite} it here.`);
      await expectOthersAndUndo(written);
    },
  );

  blockScenario(
    env,
    '"Restore original" on the card gives the saved original of a marked list item back',
    {
      html: around('<ul><li>Then we <b>utilize the new</b> flow to leverage it here.</li></ul>'),
      select: {
        selector: '.cdx-list__item-content',
        index: 0,
        phrase: 'utilize the new flow to leverage',
      },
    },
    async ({ editor, original, rewrite, saved }, tab) => {
      const item = async () => (await saved())[1]!.data.items![0]!.content;
      const itemText = async () => (await shapeOf(editor, await item())).blocks[0]?.text;
      await expect.poll(itemText, EVENTUALLY).toBe(`Then we ${rewrite} it here.`);
      expect(await item()).toContain('<b>use the new</b>');
      await tab.card.click('card-restore');
      await expect
        .poll(() => tab.card.text('card-status'), EVENTUALLY)
        .toContain('Original restored');
      await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
    },
  );
}
