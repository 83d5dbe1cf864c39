/**
 * Issue 25's formatted passage as Trix holds it (one heading level, no inline code mark, links
 * without a title), in both browsers (test/e2e/formatting-models.e2e.ts and its Firefox twin):
 * the write is a text/html insertFromPaste shaped for Trix (families/trix-paste.ts). Checked in
 * Trix's own model (its document's text, `element.value`) and in the hidden field the form
 * posts; one Ctrl+Z (Trix's undo manager) brings the exact original back.
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { PASSAGE_API_TEXT, shapeOfInPage } from './formatted-passage';

const PASSAGE =
  '<h1>How we utilize the tools</h1>' +
  '<div>You can <strong>utilize the new flow</strong> to <em>really</em> speed things up; read ' +
  '<a href="https://example.com/setup">the setup guide</a> and run git commit --amend when done.</div>' +
  '<ul><li>We leverage <strong>short branches</strong> daily</li><li>Review often</li><li>Ship small</li></ul>';
const HTML = `<div>Before the passage.</div>${PASSAGE}<div>After the <strong>passage</strong>.</div>`;

/** Trix's serialised document and the hidden field's value (in the page). */
function trixValues(): { value: string; posted: string } {
  const el = document.querySelector('trix-editor') as HTMLElement & { value: string };
  const field = document.getElementById(el.getAttribute('input')!) as HTMLInputElement;
  return { value: el.value, posted: field.value };
}

/** Selects from the heading's first letter to the last list item's last letter (in the page). */
function selectPassage(): void {
  const el = document.querySelector<HTMLElement>('trix-editor')!;
  const items = el.querySelectorAll('li');
  const last = items[items.length - 1]!.lastChild as Text;
  el.focus();
  document
    .getSelection()!
    .setBaseAndExtent(el.querySelector('h1')!.lastChild!, 0, last, last.length);
}

export function trixFormattedScenario(env: () => ScenarioEnv, spec: EditorSpec): void {
  it("keeps the heading, the list and every mark in Trix's model and form; one Ctrl+Z restores it", async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const editor = await EditorPage.open(tab, env().pagesUrl, spec);
      await editor.setHtml(HTML);
      await expect.poll(() => editor.modelText()).toMatch(/^Before the passage\./);
      const original = await editor.frame.evaluate(trixValues, undefined);
      const rewrite = await env().api.rewriteOf(PASSAGE_API_TEXT);
      expect(rewrite).not.toBe(PASSAGE_API_TEXT);

      await editor.frame.evaluate(selectPassage, undefined);
      await editor.settle();
      await tab.humanize();

      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');

      const [heading = '', paragraph = '', ...items] = rewrite.split('\n\n');
      expect(await editor.modelText()).toBe(
        ['Before the passage.', heading, paragraph, ...items, 'After the passage.'].join('\n'),
      );
      const { value, posted } = await editor.frame.evaluate(trixValues, undefined);
      expect(posted).toBe(value);
      // Trix's plain blocks are <div>s: the shape lists its heading and list items.
      expect(await editor.frame.evaluate(shapeOfInPage, { html: value })).toEqual({
        blocks: [{ tag: 'h1', text: heading }, ...items.map((text) => ({ tag: 'ul>li', text }))],
        marks: [
          { tag: 'b', text: 'use the new flow' },
          { tag: 'i', text: 'really' },
          { tag: 'a', text: 'the setup guide', href: 'https://example.com/setup', title: null },
          { tag: 'b', text: 'short branches' },
          { tag: 'b', text: 'passage' },
        ],
      });

      await editor.pressUndo();
      await expect
        .poll(() => editor.frame.evaluate(trixValues, undefined), EVENTUALLY)
        .toEqual(original);
    } finally {
      await tab.close();
    }
  });
}
