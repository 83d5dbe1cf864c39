/**
 * Issue 25, "one Ctrl+Z (and Restore original) brings back the exact original", on the
 * line-join path: a plain selection across a <br> inside a paragraph, the provider's answer
 * with the lines joined (line-join-scenarios.ts's variations, read-only here), written by the
 * formatted path with the break kept. Then the card's Restore original (a real click): right
 * after "Replaced" (the editor's undo: the exact saved model back), and after the user typed
 * elsewhere (the original written back, its <br> where it was, the typing kept), each read in
 * the editor's own model (its getData / the page's serialisation of it). Tiptap, Lexical,
 * CKEditor 5, Draft.js, Slate, both browsers (formatting-line-join-restore.e2e.ts in e2e/ and
 * e2e-firefox/).
 */
import { describe, expect, it } from 'vitest';
import { EDITOR_SPECS, EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { caretAtEndInPage } from './formatted-restore-scenarios';
import { variationShapeInPage } from './formatting-variation-shape';
import { selectVariationInPage, type FormattingVariation } from './formatting-variations';
import { LINE_JOINS } from './line-join-scenarios';

const spec = (name: string) => EDITOR_SPECS.find((s) => s.name === name)!;

/** The variation loaded, selected, rewritten and "Replaced"; returns the saved original. */
async function written(env: ScenarioEnv, editor: EditorPage, variation: FormattingVariation) {
  const { tab, spec: editorSpec } = editor;
  await editor.setHtml(variation.html);
  await expect.poll(() => editor.modelText()).toContain(variation.from);
  const original = (await editor.savedData())!;
  await env.api.faults({ answerNext: [variation.answer] });
  await editor.frame.evaluate(selectVariationInPage, {
    root: editorSpec.root,
    from: variation.from,
    to: variation.to,
  });
  await editor.settle();
  await tab.humanize();
  await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
  // The line-join write took place: the rewrite's words, the break kept, in the model.
  const shape = await editor.frame.evaluate(variationShapeInPage, {
    html: (await editor.savedData())!,
  });
  expect(shape).toEqual(variation.after);
  return original;
}

async function restored(editor: EditorPage) {
  await editor.tab.card.click('card-restore');
  await expect
    .poll(() => editor.tab.card.text('card-status'), EVENTUALLY)
    .toContain('Original restored');
}

/** Right after "Replaced": the exact saved original back. */
async function restoreAtOnce(env: ScenarioEnv, editor: EditorPage, variation: FormattingVariation) {
  const original = await written(env, editor, variation);
  await restored(editor);
  await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
}

/** After typing at the editor's end: the original's blocks (its <br> too), the typing kept. */
async function restoreAfterTyping(
  env: ScenarioEnv,
  editor: EditorPage,
  variation: FormattingVariation,
) {
  const original = await written(env, editor, variation);
  const text = await editor.modelText();
  await editor.frame.evaluate(caretAtEndInPage, editor.spec.root);
  await editor.tab.type(' Typed.');
  await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(`${text} Typed.`);
  await editor.settle();
  await restored(editor);
  const shapeOf = async (html: string) => editor.frame.evaluate(variationShapeInPage, { html });
  const expected = await shapeOf(original);
  expected.blocks.at(-1)!.text += ' Typed.';
  await expect.poll(async () => shapeOf((await editor.savedData())!), EVENTUALLY).toEqual(expected);
}

/** One test per editor (a tab each costs): every variation, both restores, each failure named. */
function lineJoinRestoreScenario(env: () => ScenarioEnv, editorSpec: EditorSpec): void {
  it('Restore original, right after "Replaced" and after typing, gives the <br> back', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const failures: string[] = [];
      for (const variation of LINE_JOINS) {
        for (const [when, run] of [
          ['at once', restoreAtOnce],
          ['after typing', restoreAfterTyping],
        ] as const) {
          try {
            const editor = await EditorPage.open(tab, env().pagesUrl, editorSpec);
            await run(env(), editor, variation);
          } catch (err) {
            failures.push(`${variation.name}, ${when}: ${String(err)}`);
          }
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    } finally {
      await tab.close();
    }
  });
}

export function lineJoinRestoreSuites(env: () => ScenarioEnv): void {
  for (const [title, name] of [
    ['Tiptap', 'tiptap'],
    ['Lexical', 'lexical'],
    ['CKEditor 5', 'ckeditor'],
    // Draft.js: its model (ContentState) as the page serialises it.
    ['Draft.js', 'draft'],
    ['Slate', 'slate'],
  ] as const) {
    describe(`Restore original on the line-join path in ${title}`, () =>
      lineJoinRestoreScenario(env, spec(name)));
  }
}
