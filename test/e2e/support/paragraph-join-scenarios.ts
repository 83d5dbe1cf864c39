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
import { runVariation } from './formatting-variation-scenarios';
import type { FormattingVariation } from './formatting-variations';

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

/**
 * The plain contenteditable in Firefox: Gecko's delete over whole paragraphs takes their <p>s
 * away, and its insertParagraph (insert-paths.ts) wraps the lines it writes in <div>s, the
 * default paragraph separator: the paragraphs are kept in number and order as <div>s
 * (docs/editors.md note ⁹), and each line and break is one
 * Ctrl+Z (note ²). Its model is its DOM, read here with its tags; the shape reader
 * (formatting-variation-shape.ts) knows no <div> block.
 */
function asDivs(variation: FormattingVariation): FormattingVariation {
  const written = (text: string) => text !== P_BEFORE && text !== P_AFTER;
  const blocks = variation.after.blocks.map((b) => (written(b.text) ? { ...b, tag: 'div' } : b));
  return { ...variation, after: { ...variation.after, blocks } };
}

const blocksOfHtml = (html: string) => ({
  blocks: Array.from(html.matchAll(/<(p|div)>([^<]*)<\/\1>|([^]+?)(?=<|$)/g), (m) =>
    m[1] ? { tag: m[1], text: m[2]! } : { tag: '#text', text: m[3]! },
  ),
  marks: [],
});

function richScenario(env: () => ScenarioEnv, editorSpec: EditorSpec, geckoDivs = false): void {
  it('keeps each paragraph where the answer joined them; Ctrl+Z restores (once; Gecko plain: by lines)', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const failures: string[] = [];
      for (const variation of PARAGRAPH_JOINS) {
        try {
          const editor = await EditorPage.open(tab, env().pagesUrl, editorSpec);
          const divs = geckoDivs && env().driver.browser === 'firefox';
          await runVariation(env(), editor, divs ? asDivs(variation) : variation, {
            ...(divs && {
              modelShape: blocksOfHtml,
              domHasTags: false,
              // One press per line and per break (docs/editors.md note ²): 2n − 1.
              undoPresses: 2 * (variation.after.blocks.length - 2) - 1,
            }),
          });
        } catch (err) {
          const actual = (err as { actual?: unknown }).actual;
          const held = actual === undefined ? '' : ` (held: ${JSON.stringify(actual)})`;
          failures.push(`${variation.name}: ${String(err)}${held}`);
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
          const actual = (err as { actual?: unknown }).actual;
          const held = actual === undefined ? '' : ` (held: ${JSON.stringify(actual)})`;
          failures.push(`${texts.length} paragraphs: ${String(err)}${held}`);
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
  const run = (title: string, editorSpec: EditorSpec, geckoDivs = false) =>
    describe(`plain paragraphs joined by the answer in ${title}`, () =>
      richScenario(env, editorSpec, geckoDivs));
  run('a plain contenteditable', spec('contenteditable'), true);
  run('Tiptap', spec('tiptap'));
  run('Lexical', spec('lexical'));
  run('Quill 2', spec('quill'));
  describe('plain paragraphs joined by the answer in a textarea', () => textareaScenario(env));
}
