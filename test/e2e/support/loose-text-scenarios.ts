/**
 * Text loose in the editor (many sites' comment boxes): bare text and inline marks right in
 * the contenteditable root, in no block, then a list and a paragraph. A formatted selection
 * from the loose text over the list, in the plain contenteditable (its model is its DOM), in
 * both browsers (loose-text.e2e.ts and its Firefox twin). What a demanding user expects: the
 * loose line's words and marks, the list as it was (what a site's box then posts), one Ctrl+Z giving
 * back the exact original; best, the line still loose (LOOSE_KEPT says what is written).
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY, EDITOR_SPECS } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { selectVariationInPage } from './formatting-variations';

const LIST = '<ul><li>Review <i>often</i></li><li>Ship small</li></ul>';
export const LOOSE_HTML = 'We utilize <b>short branches</b> daily.' + LIST + '<p>After it.</p>';
export const LOOSE_API_TEXT = 'We utilize short branches daily.\n\nReview often\n\nShip small';
const ANSWER = 'We use short branches daily.\n\nReview often\n\nShip small things';
/**
 * What the write gives (measured, both browsers): the loose line becomes a paragraph (the
 * written blocks are blocks: render-html.ts), its words rewritten, its mark (as <strong>, the
 * rewrite's tag) and the list's in place. Accepted: the same words, marks and list, the line
 * now a paragraph's margin lower; one Ctrl+Z gives back the loose line exactly.
 */
export const LOOSE_KEPT =
  '<p>We use <strong>short branches</strong> daily.</p>' +
  '<ul><li>Review <em>often</em></li><li>Ship small things</li></ul><p>After it.</p>';

export function looseTextScenarios(env: () => ScenarioEnv): void {
  it('from loose text over a list: kept, the loose line a paragraph; one Ctrl+Z restores it', async () => {
    const spec = EDITOR_SPECS.find((s) => s.name === 'contenteditable')!;
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const editor = await EditorPage.open(tab, env().pagesUrl, spec);
      await editor.setHtml(LOOSE_HTML);
      await expect.poll(() => editor.savedData()).toBe(LOOSE_HTML);
      await env().api.faults({ answerNext: [ANSWER] });
      await editor.frame.evaluate(selectVariationInPage, {
        root: spec.root,
        from: 'We utilize',
        to: 'Ship small',
      });
      await editor.settle();
      await tab.humanize();
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
      expect((await env().api.log()).at(-1)?.text).toBe(LOOSE_API_TEXT);
      expect(await editor.savedData()).toBe(LOOSE_KEPT);
      // The page has no form copy (its model is its DOM, `getData` its innerHTML).
      await editor.pressUndo();
      await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(LOOSE_HTML);
    } finally {
      await tab.close();
    }
  });
}
