/**
 * Editor.js (each block its own contenteditable) with a selection from inside one block to
 * inside the next, plain and formatted: the extension cannot write one rewrite into two
 * fields, so it must say so and write nothing. The card offers the rewrite with Copy, says the
 * selection spans more than one field, never "Replaced"; what the API received is the whole
 * selected text (both blocks' parts); editor.save() holds the original blocks. Before, the
 * first block (where the selection started) was taken whole and rewritten as if nothing were
 * selected, and the card said "Replaced" (measured in both browsers). The same for Editor.js's
 * own selection of whole blocks, which a drag across blocks makes (measured with a real drag
 * in Chromium: the first block rewritten whole, "Replaced"). Both browsers
 * (editorjs-across-blocks.e2e.ts in e2e/ and e2e-firefox/).
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
const PLAIN =
  '<p>Keep this. We utilize the first block today.</p>' +
  '<p>We leverage the second block. Keep that.</p><p>After the passage.</p>';
const MARKED =
  '<p>Keep this. We utilize <b>the first block</b> today.</p>' +
  '<p>We leverage <i>the second</i> block. Keep that.</p><p>After the passage.</p>';
const SELECTED = 'We utilize the first block today.\nWe leverage the second block.';

/** From "We utilize" in the first block to the end of "block." in the second (in the page). */
function selectAcrossBlocks(): void {
  const blocks = document.querySelectorAll<HTMLElement>('.ce-paragraph');
  const find = (block: HTMLElement, needle: string, end: boolean): [Text, number] => {
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const at = (n as Text).data.indexOf(needle);
      if (at >= 0) return [n as Text, end ? at + needle.length : at];
    }
    throw new Error(`"${needle}" is not in one text node`);
  };
  const [a, ao] = find(blocks[0]!, 'We utilize', false);
  const [b, bo] = find(blocks[1]!, 'block.', true);
  blocks[0]!.focus();
  document.getSelection()!.setBaseAndExtent(a, ao, b, bo);
}

/**
 * Editor.js's own selection of two blocks, as a drag from the first block into the second
 * makes it (its mouse handlers, given the drag's events): both blocks `.ce-block--selected`,
 * the browser's selection cleared, the focus left in the first. How many blocks it selected.
 */
function dragAcrossBlocks(): number {
  const blocks = document.querySelectorAll<HTMLElement>('.ce-paragraph');
  const at = (el: HTMLElement, type: string) => {
    const box = el.getBoundingClientRect();
    const init = { bubbles: true, clientX: box.x + 5, clientY: box.y + 5, button: 0 };
    el.dispatchEvent(new MouseEvent(type, init));
  };
  blocks[0]!.focus();
  at(blocks[0]!, 'mousedown');
  at(blocks[1]!, 'mouseover');
  at(blocks[1]!, 'mouseup');
  return document.querySelectorAll('.ce-block--selected').length;
}

export function editorjsAcrossBlocksScenario(env: () => ScenarioEnv): void {
  it("Editor.js's own selection of two blocks (a drag across them): the card says it spans fields, offers Copy, writes nothing", async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const editor = await EditorPage.open(tab, env().pagesUrl, EDITORJS);
      await editor.setHtml(PLAIN);
      await expect.poll(() => editor.modelText()).toMatch(/^Keep this\./);
      const original = await editor.savedData();
      expect(await editor.frame.evaluate(dragAcrossBlocks, undefined)).toBe(2);
      await editor.settle();
      await tab.humanize();

      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('result');
      expect(await tab.card.text('card-status')).toMatch(/more than one text field/);
      expect(await tab.card.text('card-copy')).not.toBeNull();
      const sent = (await env().api.log()).map((r) => r.text).at(-1)!;
      expect(sent).toBe(
        'Keep this. We utilize the first block today.\nWe leverage the second block. Keep that.',
      );
      await editor.settle();
      expect(await editor.savedData()).toBe(original);
    } finally {
      await tab.close();
    }
  });

  it('a selection across two blocks (plain, then with marks): the card says it spans fields, offers Copy, writes nothing', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      for (const html of [PLAIN, MARKED]) {
        const editor = await EditorPage.open(tab, env().pagesUrl, EDITORJS);
        await editor.setHtml(html);
        await expect.poll(() => editor.modelText()).toMatch(/^Keep this\./);
        const original = await editor.savedData();
        await editor.frame.evaluate(selectAcrossBlocks, undefined);
        await editor.settle();
        await tab.humanize();

        await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('result');
        expect(await tab.card.text('card-status')).toMatch(/more than one text field/);
        expect(await tab.card.text('card-copy')).not.toBeNull();
        expect(await tab.card.text('card-try-replace')).toBeNull();
        // What was sent is the selection, across both blocks, not the first block whole.
        const sent = (await env().api.log()).map((r) => r.text).at(-1)!;
        expect(sent.replace(/\s+/g, ' ')).toBe(SELECTED.replace(/\s+/g, ' '));
        await editor.settle();
        expect(await editor.savedData()).toBe(original);
      }
    } finally {
      await tab.close();
    }
  });
}
