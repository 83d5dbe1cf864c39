/**
 * Text loose in the editor (many sites' comment boxes): bare text and inline marks right in
 * the contenteditable root, in no block, then a list and a paragraph. A formatted selection
 * from the loose text over the list, in the plain contenteditable (its model is its DOM), in
 * both browsers (loose-text.e2e.ts and its Firefox twin). What a demanding user expects: the
 * loose line stays a loose line (no paragraph, whose margins would move it, no list item), the
 * list stays the list, every mark on its words, the form posts that, one Ctrl+Z gives back the
 * exact original; or, where that cannot be written, an honest Copy with the page unchanged.
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY, EDITOR_SPECS } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { selectVariationInPage } from './formatting-variations';

const LIST = '<ul><li>Review <i>often</i></li><li>Ship small</li></ul>';
export const LOOSE_HTML = 'We utilize <b>short branches</b> daily.' + LIST + '<p>After it.</p>';
export const LOOSE_API_TEXT = 'We utilize short branches daily.\n\nReview often\n\nShip small';
const ANSWER = 'We use short branches daily.\n\nReview often\n\nShip small things';
/** The loose line kept loose, its words rewritten, its mark and the list's in place. */
export const LOOSE_KEPT =
  'We use <b>short branches</b> daily.' +
  '<ul><li>Review <i>often</i></li><li>Ship small things</li></ul><p>After it.</p>';

export function looseTextScenarios(env: () => ScenarioEnv): void {
  it('from loose text over a list: kept with the loose line loose, the form posts it, one Ctrl+Z restores it', async () => {
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
      const submitted = await editor.submitted();
      if (submitted !== null) expect(submitted).toBe(LOOSE_KEPT);
      await editor.pressUndo();
      await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(LOOSE_HTML);
    } finally {
      await tab.close();
    }
  });
}
