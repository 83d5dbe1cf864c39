/**
 * Issue 25's variations (formatting-variations.ts) in one editor with its own model, in either
 * browser: ONE test per editor looping over the variations (a test each would pay a tab,
 * and CI time counts). For each: the editor's page is loaded again and given the variation's
 * content through the editor's own API, the span selected, the API's answer scripted,
 * and after "Replaced" the editor's model (its getData), what the page submits (where it keeps
 * a copy), and the DOM the user sees must all have the expected blocks and marks; a mark that
 * could not be placed is named on the card; one Ctrl+Z gives back the exact original model.
 * Every variation runs even after one failed; the failures are listed by name.
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { variationShapeInPage, type VariationShape } from './formatting-variation-shape';
import {
  FORMATTING_VARIATIONS,
  selectVariationInPage,
  type FormattingVariation,
} from './formatting-variations';

/** The status line of a replaced card with marks it could not place (en). */
const UNPLACED_STATUS = /formatting of 1 passage\(s\) could not be placed/;

/** The structure of the editor's saved model (its getData), read from it as HTML by default. */
export type ModelShape = (saved: string) => VariationShape;

async function runVariation(
  env: ScenarioEnv,
  editor: EditorPage,
  variation: FormattingVariation,
  modelShape?: ModelShape,
): Promise<void> {
  const { tab, spec } = editor;
  await editor.setHtml(variation.html);
  await expect.poll(() => editor.modelText()).toMatch(/^Before the passage\./);
  const original = await editor.savedData();
  await env.api.faults({ answerNext: [variation.answer] });

  await editor.frame.evaluate(selectVariationInPage, {
    root: spec.root,
    from: variation.from,
    to: variation.to,
  });
  await editor.settle();
  await tab.humanize();
  await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');

  expect((await env.api.log()).map((r) => r.text)).toContain(variation.apiText);
  const expected: VariationShape = variation.after;
  const model = (await editor.savedData())!;
  expect(
    modelShape?.(model) ?? (await editor.frame.evaluate(variationShapeInPage, { html: model })),
  ).toEqual(expected);
  const submitted = await editor.submitted();
  if (submitted !== null) {
    expect(await editor.frame.evaluate(variationShapeInPage, { html: submitted })).toEqual(
      expected,
    );
  }
  expect(await editor.frame.evaluate(variationShapeInPage, { selector: spec.root })).toEqual(
    expected,
  );
  if (variation.unplaced) {
    expect(await tab.card.text('card-status')).toMatch(UNPLACED_STATUS);
    expect(await tab.card.text('card-unplaced')).toBe(variation.unplaced);
  } else {
    expect(await tab.card.text('card-unplaced')).toBeNull();
  }

  await editor.pressUndo();
  await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
}

/**
 * `skip`: names of variations left out for this editor and browser, each with why (a comment
 * where it is passed): what fails is reported, never hidden by a looser check. `modelShape`:
 * how to read the saved model when it is not HTML (Quill 1's Delta).
 */
export function formattingVariationScenarios(
  env: () => ScenarioEnv,
  spec: EditorSpec,
  skip: readonly string[] = [],
  modelShape?: ModelShape,
): void {
  const variations = FORMATTING_VARIATIONS.filter((v) => !skip.includes(v.name));
  const without = skip.length ? ` (not ${skip.join('; ')})` : '';
  it(`keeps each formatting variation${without}; one Ctrl+Z restores each`, async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      // Every variation runs, and each failure is named. The page is loaded again for each
      // (about as fast as closing the card, and nothing of one variation reaches the next).
      const failures: string[] = [];
      for (const variation of variations) {
        try {
          const editor = await EditorPage.open(tab, env().pagesUrl, spec);
          await runVariation(env(), editor, variation, modelShape);
        } catch (err) {
          failures.push(`${variation.name}: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
      expect(failures).toEqual([]);
    } finally {
      await tab.close();
    }
  });
}
