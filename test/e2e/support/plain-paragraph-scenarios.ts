/**
 * Issue 25, plain paragraphs kept by the answer: a PLAIN selection of two or three whole
 * paragraphs in editors with no family (the general path: a plain contenteditable, Medium
 * Editor, Trumbowyg), the provider keeping each paragraph. The editor's model, what the page
 * submits and the DOM must hold the rewrite as the same <p>s, one Ctrl+Z and Restore original
 * must each bring the exact original back. Before, Firefox wrote it line by line
 * (insert-paths.ts): 2n − 1 presses of Ctrl+Z, and the written paragraphs were <div>s. Also
 * a selection from the middle of the first paragraph to the middle of the last (a bold word
 * before it must stay bold): Firefox's write then spans the whole first and last paragraphs.
 * Both browsers: plain-paragraphs.e2e.ts in e2e/ and e2e-firefox/.
 */
import { describe, expect, it } from 'vitest';
import { EDITOR_SPECS, EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { trumbowygHtmlSpec } from './editor-specs';
import { variationShapeInPage } from './formatting-variation-shape';
import { runVariation } from './formatting-variation-scenarios';
import { selectVariationInPage, type FormattingVariation } from './formatting-variations';
import { caseFailure } from './case-failure';

const P_BEFORE = 'Before the passage.';
const P_AFTER = 'After the passage.';
const ORIGINAL = [
  'We utilize the tools daily.',
  'They leverage our habits well.',
  'Ship small and often.',
];
const REWRITTEN = [
  'We use the tools daily.',
  'They draw on our habits well.',
  'Ship small, often.',
];

const html = (texts: readonly string[]) => texts.map((t) => `<p>${t}</p>`).join('');

function kept(count: number): FormattingVariation {
  const original = ORIGINAL.slice(0, count);
  const rewritten = REWRITTEN.slice(0, count);
  return {
    name: `${count} paragraphs, the answer keeping them`,
    html: html([P_BEFORE, ...original, P_AFTER]),
    from: original[0]!.slice(0, 10),
    to: original.at(-1)!.slice(-10),
    apiText: original.join('\n'),
    answer: rewritten.join('\n'),
    after: {
      blocks: [P_BEFORE, ...rewritten, P_AFTER].map((text) => ({ tag: 'p', text })),
      marks: [],
    },
  };
}

/**
 * From the middle of the first paragraph to the middle of the last (what the Firefox editor
 * tests select), `bold`: a bold word before the selection, which must stay bold.
 */
function fromMiddle(count: number, bold = false): FormattingVariation {
  const original = ORIGINAL.slice(0, count);
  const rewritten = REWRITTEN.slice(0, count);
  // The selection: from "utilize" ("use") on, to the last paragraph's last word (left out).
  const cut = (texts: string[], word: string) => [
    texts[0]!.slice(texts[0]!.indexOf(word)),
    ...texts.slice(1, -1),
    texts.at(-1)!.replace(/ \S+$/, ''),
  ];
  const head = (texts: string[]) => (bold ? texts[0]!.replace('We', 'We often') : texts[0]!);
  const inPage = bold ? html(original).replace('We', 'We <b>often</b>') : html(original);
  return {
    name: `${count} paragraphs from and to the middle${bold ? ', a bold word before' : ''}`,
    html: html([P_BEFORE]) + inPage + html([P_AFTER]),
    from: 'utilize',
    to: cut(original, 'utilize').at(-1)!,
    apiText: cut(original, 'utilize').join('\n'),
    answer: cut(rewritten, 'use').join('\n'),
    after: {
      blocks: [P_BEFORE, head(rewritten), ...rewritten.slice(1), P_AFTER].map((text) => ({
        tag: 'p',
        text,
      })),
      marks: bold ? [{ tag: 'b', text: 'often' }] : [],
    },
  };
}

export const PLAIN_PARAGRAPHS = [
  kept(2),
  kept(3),
  fromMiddle(2),
  fromMiddle(3),
  fromMiddle(3, true),
];

/** Written as in runVariation, then the card's Restore original: the exact original back. */
async function restoreCase(env: ScenarioEnv, editor: EditorPage, variation: FormattingVariation) {
  const { tab, spec } = editor;
  await editor.setHtml(variation.html);
  await expect.poll(() => editor.modelText()).toContain(variation.from);
  const original = await editor.savedData();
  const submitted = await editor.submitted();
  await env.api.faults({ answerNext: [variation.answer] });
  await editor.frame.evaluate(selectVariationInPage, {
    root: spec.root,
    from: variation.from,
    to: variation.to,
  });
  await editor.settle();
  await tab.humanize();
  await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
  await tab.card.click('card-restore');
  await expect.poll(() => tab.card.text('card-status'), EVENTUALLY).toContain('Original restored');
  expect(await editor.savedData()).toBe(original);
  const shape = (html: string) => editor.frame.evaluate(variationShapeInPage, { html });
  const after = await editor.submitted();
  if (submitted !== null) expect(await shape(after!)).toEqual(await shape(submitted));
}

function scenario(env: () => ScenarioEnv, spec: EditorSpec): void {
  it('writes 2 and 3 plain paragraphs (whole, from/to the middle) as <p>s; one Ctrl+Z, Restore', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const failures: string[] = [];
      for (const variation of PLAIN_PARAGRAPHS) {
        for (const [how, run] of [
          ['Ctrl+Z', runVariation],
          ['Restore original', restoreCase],
        ] as const) {
          try {
            const editor = await EditorPage.open(tab, env().pagesUrl, spec);
            await run(env(), editor, variation, {});
          } catch (err) {
            failures.push(caseFailure(`${variation.name}, ${how}`, err));
          }
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    } finally {
      await tab.close();
    }
  });
}

export function plainParagraphSuites(env: () => ScenarioEnv): void {
  const spec = (name: string) => EDITOR_SPECS.find((s) => s.name === name)!;
  describe('plain paragraphs in a plain contenteditable', () =>
    scenario(env, spec('contenteditable')));
  describe('plain paragraphs in Medium Editor', () => scenario(env, spec('medium-editor')));
  // Squire claims the paste (its own model and undo): it never reaches the browser's lines.
  describe('plain paragraphs in Squire', () => scenario(env, spec('squire')));
  // Its html submitted (?submitted=html): the form's textarea as HTML, read for its blocks.
  describe('plain paragraphs in Trumbowyg', () => scenario(env, trumbowygHtmlSpec()));
}
