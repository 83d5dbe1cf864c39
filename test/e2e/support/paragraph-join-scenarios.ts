/**
 * Issue 25, plain paragraphs: a PLAIN selection (no mark) across two or three paragraphs, the
 * provider's answer with the paragraphs joined (a space where each break was, or fewer breaks
 * than there were). The paragraphs must stay paragraphs, split where the rewrite's words
 * carry over the next paragraph's first words (lib/editors/formatting/paragraph-split.ts);
 * before, the plain path wrote one paragraph and the card said "Replaced". Rich editors run
 * through the variations' runner (formatting-variation-scenarios.ts: the model, what the page
 * submits, the DOM, one Ctrl+Z); a textarea, whose paragraph break is a blank line of its
 * value, is checked here. Both browsers: paragraph-joins.e2e.ts in e2e/ and e2e-firefox/.
 */
import { describe, expect, it } from 'vitest';
import { EDITOR_SPECS, EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { trumbowygHtmlSpec } from './editor-specs';
import { runVariation } from './formatting-variation-scenarios';
import type { FormattingVariation } from './formatting-variations';
import { caseFailure } from './case-failure';

const P_BEFORE = 'Before the passage.';
const P_AFTER = 'After the passage.';
const ONE = 'We utilize the tools daily.';
const TWO = 'They leverage our habits well.';
const THREE = 'Ship small and often.';
const JOINED_TWO = 'We use the tools daily. They draw on our habits well.';
const JOINED_THREE = `${JOINED_TWO} Ship small, often.`;
const REWRITTEN = [
  'We use the tools daily.',
  'They draw on our habits well.',
  'Ship small, often.',
];

const html = (texts: readonly string[]) => texts.map((t) => `<p>${t}</p>`).join('');
const shape = (texts: readonly string[]) => ({
  blocks: texts.map((text) => ({ tag: 'p', text })),
  marks: [],
});

/** Rich editors: the API gets the paragraphs one "\n" apart (read() coordinates). */
export const PARAGRAPH_JOINS: readonly FormattingVariation[] = [
  {
    name: 'two paragraphs, the answer in one',
    html: html([P_BEFORE, ONE, TWO, P_AFTER]),
    from: 'We utilize',
    to: 'habits well.',
    apiText: `${ONE}\n${TWO}`,
    answer: JOINED_TWO,
    after: shape([P_BEFORE, ...REWRITTEN.slice(0, 2), P_AFTER]),
  },
  {
    name: 'three paragraphs, the answer in one',
    html: html([P_BEFORE, ONE, TWO, THREE, P_AFTER]),
    from: 'We utilize',
    to: 'and often.',
    apiText: `${ONE}\n${TWO}\n${THREE}`,
    answer: JOINED_THREE,
    after: shape([P_BEFORE, ...REWRITTEN, P_AFTER]),
  },
  {
    name: 'three paragraphs, the answer in two',
    html: html([P_BEFORE, ONE, TWO, THREE, P_AFTER]),
    from: 'We utilize',
    to: 'and often.',
    apiText: `${ONE}\n${TWO}\n${THREE}`,
    answer: `${REWRITTEN[0]}\n${REWRITTEN[1]} ${REWRITTEN[2]}`,
    after: shape([P_BEFORE, ...REWRITTEN, P_AFTER]),
  },
];

const spec = (name: string) => EDITOR_SPECS.find((s) => s.name === name)!;

function richScenario(env: () => ScenarioEnv, editorSpec: EditorSpec): void {
  it('keeps each paragraph where the answer joined them; one Ctrl+Z restores', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const failures: string[] = [];
      for (const variation of PARAGRAPH_JOINS) {
        try {
          const editor = await EditorPage.open(tab, env().pagesUrl, editorSpec);
          await runVariation(env(), editor, variation, {});
        } catch (err) {
          failures.push(caseFailure(variation.name, err));
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    } finally {
      await tab.close();
    }
  });
}

/** A textarea in a form, added to the plain contenteditable's page; its value and its post. */
function textareaScenario(env: () => ScenarioEnv): void {
  it('keeps the blank lines of a textarea where the answer joined them; one Ctrl+Z', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const failures: string[] = [];
      for (const [texts, answer] of [
        [[ONE, TWO], JOINED_TWO],
        [[ONE, TWO, THREE], JOINED_THREE],
      ] as const) {
        try {
          await textareaCase(env(), tab, texts, answer);
        } catch (err) {
          failures.push(caseFailure(`${texts.length} paragraphs`, err));
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    } finally {
      await tab.close();
    }
  });
}

type Tab = Awaited<ReturnType<ScenarioEnv['driver']['openTab']>>;

async function textareaCase(
  env: ScenarioEnv,
  tab: Tab,
  texts: readonly string[],
  answer: string,
): Promise<void> {
  await EditorPage.open(tab, env.pagesUrl, spec('contenteditable'));
  const value = [P_BEFORE, ...texts, P_AFTER].join('\n\n');
  const selected = texts.join('\n\n');
  await tab.top.evaluate(
    ({ value, selected }) => {
      const form = document.createElement('form');
      form.innerHTML = '<textarea name="body" id="field" rows="12" cols="60"></textarea>';
      document.body.append(form);
      const field = form.querySelector('textarea')!;
      field.value = value;
      field.focus();
      const start = value.indexOf(selected);
      field.setSelectionRange(start, start + selected.length);
    },
    { value, selected },
  );
  await env.api.faults({ answerNext: [answer] });
  await tab.humanize();
  await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
  expect((await env.api.log()).at(-1)?.text).toBe(selected);
  const expected = [P_BEFORE, ...REWRITTEN.slice(0, texts.length), P_AFTER].join('\n\n');
  const read = () =>
    tab.top.evaluate(() => {
      const form = document.querySelector('form')!;
      return {
        value: form.querySelector('textarea')!.value,
        posted: new FormData(form).get('body'),
      };
    }, undefined);
  expect(await read()).toEqual({ value: expected, posted: expected });
  await tab.top.evaluate(() => document.querySelector('textarea')!.focus(), undefined);
  await tab.pressUndo();
  await expect.poll(() => read(), EVENTUALLY).toEqual({ value, posted: value });
}

export function paragraphJoinSuites(env: () => ScenarioEnv): void {
  const run = (title: string, editorSpec: EditorSpec) =>
    describe(`plain paragraphs joined by the answer in ${title}`, () =>
      richScenario(env, editorSpec));
  // In Firefox too one Ctrl+Z and <p>s: before, Gecko wrote the lines one command each, as
  // <div>s (2n − 1 presses; docs/editors.md note ²), now one insertHTML (insert-paths.ts).
  run('a plain contenteditable', spec('contenteditable'));
  run('Tiptap', spec('tiptap'));
  run('Lexical', spec('lexical'));
  run('Quill 2', spec('quill'));
  // No family (the general path), as the plain contenteditable; Trumbowyg's post as HTML.
  run('Medium Editor', spec('medium-editor'));
  run('Trumbowyg', trumbowygHtmlSpec());
  describe('plain paragraphs joined by the answer in a textarea', () => textareaScenario(env));
}
