/**
 * Issue 25 in Trix: a PLAIN selection (no mark, one block) across a line break inside a block
 * (Shift+Enter: a "\n" in Trix's block, a <br> in its HTML), the provider's answer with the
 * lines joined. The break must stay between the words it separated, as in the other editors
 * (line-join-scenarios.ts), or the write be refused with Copy; never "Replaced" with the break
 * lost. Read in Trix's own model (its document's text, `editor.getDocument().toString()`) and
 * the hidden field the form posts; one Ctrl+Z gives the exact original back. Both browsers
 * (formatting-trix-line-joins.e2e.ts in e2e/ and e2e-firefox/).
 */
import { describe, expect, it } from 'vitest';
import { EDITOR_SPECS, EditorPage, EVENTUALLY } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { selectVariationInPage } from './formatting-variations';
import { trixValues } from './trix-formatted-scenario';
import { caseFailure } from './case-failure';

const HTML =
  '<div>Before the passage.</div><div>Leverage it daily,<br>and utilize it well.</div>' +
  '<div>After the passage.</div>';

interface TrixLineJoin {
  name: string;
  from: string;
  to: string;
  apiText: string;
  answer: string;
  /** Trix's document text after the write. */
  model: string;
}

const CASES: readonly TrixLineJoin[] = [
  {
    name: 'the whole block',
    from: 'Leverage it daily',
    to: 'utilize it well.',
    apiText: 'Leverage it daily,\nand utilize it well.',
    answer: 'Draw on it daily, and use it well.',
    model: 'Before the passage.\nDraw on it daily,\nand use it well.\nAfter the passage.',
  },
  {
    name: 'words on both sides of the break',
    from: 'it daily,',
    to: 'and utilize',
    apiText: 'it daily,\nand utilize',
    answer: 'it daily, and use',
    model: 'Before the passage.\nLeverage it daily,\nand use it well.\nAfter the passage.',
  },
];

async function runCase(env: ScenarioEnv, editor: EditorPage, c: TrixLineJoin): Promise<void> {
  const { tab } = editor;
  await editor.setHtml(HTML);
  await expect.poll(() => editor.modelText()).toMatch(/After the passage\.$/);
  const original = await editor.frame.evaluate(trixValues, undefined);
  await env.api.faults({ answerNext: [c.answer] });
  await editor.frame.evaluate(selectVariationInPage, {
    root: 'trix-editor',
    from: c.from,
    to: c.to,
  });
  await editor.settle();
  await tab.humanize();
  await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
  expect((await env.api.log()).at(-1)?.text).toBe(c.apiText);
  expect(await editor.modelText()).toBe(c.model);
  // The form posts the line as one block with a <br> where the break was.
  const posted = (await editor.frame.evaluate(trixValues, undefined)).posted;
  const line = c.model.split('\n').slice(1, 3).join('<br>');
  expect(posted).toContain(`<div>${line}</div>`);
  await editor.pressUndo();
  await expect
    .poll(() => editor.frame.evaluate(trixValues, undefined), EVENTUALLY)
    .toEqual(original);
}

export function trixLineJoinSuites(env: () => ScenarioEnv): void {
  const spec = EDITOR_SPECS.find((s) => s.name === 'trix')!;
  describe('a plain selection across a line break in Trix', () => {
    it('keeps the break where the answer joined the lines; one Ctrl+Z restores', async () => {
      const tab = await env().driver.openTab(`${env().pagesUrl}/`);
      try {
        const failures: string[] = [];
        for (const c of CASES) {
          try {
            await runCase(env(), await EditorPage.open(tab, env().pagesUrl, spec), c);
          } catch (err) {
            failures.push(caseFailure(c.name, err));
          }
        }
        expect(failures, failures.join('\n')).toEqual([]);
      } finally {
        await tab.close();
      }
    });
  });
}
