/**
 * Text loose in the editor (no block around it) BETWEEN two blocks, selected across it: from
 * the paragraph before it into the paragraph or the list after it, in the plain
 * contenteditable (its model is its DOM), both browsers (loose-text.e2e.ts and its Firefox
 * twin; loose-text-scenarios.ts has loose text as the selection's start). What a demanding
 * user expects: every word and mark, the blocks around as they were, one Ctrl+Z giving back
 * the exact original. Each case's `kept` is what the write gives (the loose line written as a
 * paragraph, as from loose text at the start: loose-text-scenarios.ts LOOSE_KEPT).
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY, EDITOR_SPECS } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { selectVariationInPage } from './formatting-variations';
import { caseFailure } from './case-failure';

const FIRST = '<p>First we <i>plan</i> ahead.</p>';
const LOOSE = 'We utilize <b>short branches</b> daily.';
const AFTER = '<p>After it.</p>';

interface LooseCase {
  name: string;
  html: string;
  to: string;
  apiText: string;
  answer: string;
  kept: string;
}

export const LOOSE_BETWEEN: readonly LooseCase[] = [
  {
    name: 'between two paragraphs',
    html: FIRST + LOOSE + '<p>Then we <i>review</i> it.</p>' + AFTER,
    // To the paragraph's end: ended before " it." Chromium wrote that space as &nbsp; and
    // Firefox refused, with or without the loose line (measured by a probe; not loose text's).
    to: ' it.',
    apiText: 'First we plan ahead.\n\nWe utilize short branches daily.\n\nThen we review it.',
    answer: 'First we plan ahead.\n\nWe use short branches daily.\n\nThen we review it often.',
    kept:
      '<p>First we <em>plan</em> ahead.</p><p>We use <strong>short branches</strong> daily.</p>' +
      '<p>Then we <em>review</em> it often.</p>' +
      AFTER,
  },
  {
    name: 'between a paragraph and a list',
    html: FIRST + LOOSE + '<ul><li>Review <i>often</i></li><li>Ship small</li></ul>' + AFTER,
    to: 'Ship small',
    apiText:
      'First we plan ahead.\n\nWe utilize short branches daily.\n\nReview often\n\nShip small',
    answer:
      'First we plan ahead.\n\nWe use short branches daily.\n\nReview often\n\nShip small things',
    kept:
      '<p>First we <em>plan</em> ahead.</p><p>We use <strong>short branches</strong> daily.</p>' +
      '<ul><li>Review <em>often</em></li><li>Ship small things</li></ul>' +
      AFTER,
  },
];

export function looseBetweenScenarios(env: () => ScenarioEnv): void {
  it('loose text between blocks, selected across it: kept, the line a paragraph; one Ctrl+Z restores', async () => {
    const spec = EDITOR_SPECS.find((s) => s.name === 'contenteditable')!;
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const failures: string[] = [];
      for (const c of LOOSE_BETWEEN) {
        try {
          const editor = await EditorPage.open(tab, env().pagesUrl, spec);
          await editor.setHtml(c.html);
          await expect.poll(() => editor.savedData()).toBe(c.html);
          await env().api.faults({ answerNext: [c.answer] });
          await editor.frame.evaluate(selectVariationInPage, {
            root: spec.root,
            from: 'First we',
            to: c.to,
          });
          await editor.settle();
          await tab.humanize();
          await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
          expect((await env().api.log()).at(-1)?.text).toBe(c.apiText);
          expect(await editor.savedData()).toBe(c.kept);
          await editor.pressUndo();
          await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(c.html);
        } catch (err) {
          failures.push(caseFailure(c.name, err));
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    } finally {
      await tab.close();
    }
  });
}
