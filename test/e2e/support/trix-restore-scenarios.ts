/**
 * Trix (its own passage: one heading level, no inline code, links by address;
 * trix-formatted-scenario.ts), in both browsers (formatting-restore-more.e2e.ts in e2e/ and
 * e2e-firefox/): Restore original after a formatted write, right after "Replaced" and after
 * the user typed elsewhere, read in Trix's document (`element.value`) and the hidden field the
 * form posts; and a line break inside a block (a <br> in a Trix block, a "\n" in its document)
 * kept by the formatted write, one Ctrl+Z giving the exact original back.
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { caretAtEndInPage } from './formatted-restore-scenarios';
import { PASSAGE_API_TEXT } from './formatted-passage';
import { variationShapeInPage, type VariationShape } from './formatting-variation-shape';
import {
  TRIX_AFTER,
  TRIX_BEFORE,
  TRIX_PASSAGE,
  selectTrixPassage,
  trixValues,
} from './trix-formatted-scenario';

/** A block holding a line break (Shift+Enter in Trix: a "\n" in the block, a <br> in HTML). */
const BREAK_PASSAGE =
  '<h1>How we utilize the tools</h1>' +
  '<div>Leverage it daily,<br>and utilize it <strong>well</strong>.</div>' +
  '<ul><li>We leverage <strong>short branches</strong> daily</li><li>Ship small</li></ul>';
const BREAK_API_TEXT =
  'How we utilize the tools\n\nLeverage it daily,\nand utilize it well.\n\n' +
  'We leverage short branches daily\n\nShip small';

/** Trix's HTML with its plain blocks (<div>s) as paragraphs, which the shape reads (in the page). */
function asParagraphsInPage(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const div of Array.from(template.content.querySelectorAll('div'))) {
    const p = document.createElement('p');
    p.append(...Array.from(div.childNodes));
    div.replaceWith(p);
  }
  return template.innerHTML;
}

/** The structure of Trix's HTML: blocks (a <br> as "\n") and marks. */
async function shapeOf(editor: EditorPage, html: string): Promise<VariationShape> {
  const asParagraphs = await editor.frame.evaluate(asParagraphsInPage, html);
  return editor.frame.evaluate(variationShapeInPage, { html: asParagraphs });
}

async function openWith(env: ScenarioEnv, spec: EditorSpec, html: string) {
  const tab = await env.driver.openTab(`${env.pagesUrl}/`);
  const editor = await EditorPage.open(tab, env.pagesUrl, spec);
  await editor.setHtml(html);
  await expect.poll(() => editor.modelText()).toMatch(/After the passage\.$/);
  const original = await editor.frame.evaluate(trixValues, undefined);
  await editor.frame.evaluate(selectTrixPassage, 'h1');
  await editor.settle();
  await tab.humanize();
  await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
  return { tab, editor, original };
}

const values = (editor: EditorPage) => editor.frame.evaluate(trixValues, undefined);

export function trixRestoreScenarios(env: () => ScenarioEnv, spec: EditorSpec): void {
  const html = TRIX_BEFORE + TRIX_PASSAGE + TRIX_AFTER;

  it('Restore original after a formatted write gives back the exact document and form field', async () => {
    const { tab, editor, original } = await openWith(env(), spec, html);
    try {
      expect((await env().api.log()).at(-1)?.text).toBe(PASSAGE_API_TEXT);
      const written = (await values(editor)).value;
      expect(written).not.toBe(original.value);
      expect((await shapeOf(editor, written)).marks).toContainEqual({
        tag: 'b',
        text: 'use the new flow',
      });
      await tab.card.click('card-restore');
      await expect
        .poll(() => tab.card.text('card-status'), EVENTUALLY)
        .toContain('Original restored');
      await expect.poll(() => values(editor), EVENTUALLY).toEqual(original);
    } finally {
      await tab.close();
    }
  });

  it('Restore original after the user typed elsewhere puts the formatted original back, the typing kept', async () => {
    const { tab, editor, original } = await openWith(env(), spec, html);
    try {
      const text = await editor.modelText();
      await editor.frame.evaluate(caretAtEndInPage, spec.root);
      await tab.type(' Typed.');
      await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(`${text} Typed.`);
      await editor.settle();
      const written = (await values(editor)).value;

      await tab.card.click('card-restore');
      await expect
        .poll(() => tab.card.text('card-status'), EVENTUALLY)
        .toContain('Original restored');
      const typed = await shapeOf(editor, original.value);
      expect(typed.blocks.at(-1)!.text).toBe('After the passage.');
      typed.blocks.at(-1)!.text = 'After the passage. Typed.';
      await expect.poll(async () => shapeOf(editor, (await values(editor)).value)).toEqual(typed);
      const now = await values(editor);
      expect(now.posted).toBe(now.value);
      expect(now.value).not.toBe(written);
    } finally {
      await tab.close();
    }
  });

  it('keeps a line break inside a block through the formatted write; one Ctrl+Z restores it', async () => {
    const { tab, editor, original } = await openWith(
      env(),
      spec,
      TRIX_BEFORE + BREAK_PASSAGE + TRIX_AFTER,
    );
    try {
      expect((await env().api.log()).at(-1)?.text).toBe(BREAK_API_TEXT);
      const rewrite = await env().api.rewriteOf(BREAK_API_TEXT);
      expect(rewrite).not.toBe(BREAK_API_TEXT);
      const [heading = '', lines = '', ...items] = rewrite.split('\n\n');
      expect(lines).toContain('\n');
      const { value, posted } = await values(editor);
      expect(posted).toBe(value);
      expect(await shapeOf(editor, value)).toEqual({
        blocks: [
          { tag: 'p', text: 'Before the passage.' },
          { tag: 'h1', text: heading },
          { tag: 'p', text: lines },
          ...items.map((item) => ({ tag: 'ul>li', text: item })),
          { tag: 'p', text: 'After the passage.' },
        ],
        marks: [
          { tag: 'b', text: 'well' },
          { tag: 'b', text: 'short branches' },
          { tag: 'b', text: 'passage' },
        ],
      });
      await editor.pressUndo();
      await expect.poll(() => values(editor), EVENTUALLY).toEqual(original);
    } finally {
      await tab.close();
    }
  });
}
