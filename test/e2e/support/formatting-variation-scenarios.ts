/**
 * Issue 25's variations (formatting-variations.ts) in one editor with its own model, in either
 * browser: ONE test per editor looping over the variations (a test each would pay a tab,
 * and CI time counts). For each: the editor's page is loaded again and given the variation's
 * content through the editor's own API, the span selected, the API's answer scripted,
 * and after "Replaced" the editor's model (its getData), what the page submits (where it keeps
 * a copy), and the DOM the user sees must all have the expected blocks and marks; a mark that
 * could not be placed is named on the card; one Ctrl+Z gives back the exact original model.
 * A variation an editor must refuse (options.refused) is checked for that instead: Copy, no
 * Replaced, the model unchanged. Every variation runs even after one failed; the failures are
 * listed by name.
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import type { BrowserName } from './page-driver';
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

export interface VariationOptions {
  /** How to read the saved model when it is not HTML (Quill 1's Delta). */
  modelShape?: ModelShape;
  /** false where the DOM has no tags to read (Draft.js: <div> blocks, marks as styled spans). */
  domHasTags?: boolean;
  /**
   * Names of variations the editor must refuse, each with why (a comment where it is passed):
   * the card offers the rewrite with Copy, never says Replaced, and the model is unchanged.
   */
  refused?: readonly string[];
  /** The same, in one browser only. */
  refusedIn?: Partial<Record<BrowserName, readonly string[]>>;
  /** Variations of this editor's own, run after issue 25's. */
  more?: readonly FormattingVariation[];
  /** Ctrl+Z presses that take the write back where one is not enough (documented: Gecko's
   * plain contenteditable writes line by line, docs/editors.md note ²). */
  undoPresses?: number;
}

/** A refused write: the card offers the rewrite to copy, and the model is the original. */
async function expectRefused(editor: EditorPage, original: string | null) {
  const { tab } = editor;
  await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('result');
  expect(await tab.card.text('card-copy')).not.toBeNull();
  expect(await tab.card.text('card-copy-original')).toBeNull();
  // The page's handle may read the model after the editor's next render (Draft.js).
  await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
}

/** One variation in `editor`, its page just opened (line-join-scenarios.ts runs its own). */
export async function runVariation(
  env: ScenarioEnv,
  editor: EditorPage,
  variation: FormattingVariation,
  { modelShape, domHasTags = true, refused = [], refusedIn, undoPresses = 1 }: VariationOptions,
): Promise<void> {
  const { tab, spec } = editor;
  const refusals = [...refused, ...(refusedIn?.[env.driver.browser] ?? [])];
  await editor.setHtml(variation.html);
  // Loaded: the words to select are in the model (the sample text holds none of them).
  await expect.poll(() => editor.modelText()).toContain(variation.from);
  const original = await editor.savedData();
  await env.api.faults({ answerNext: [variation.answer] });

  await editor.frame.evaluate(selectVariationInPage, {
    root: spec.root,
    from: variation.from,
    to: variation.to,
  });
  await editor.settle();
  await tab.humanize();
  if (refusals.includes(variation.name)) {
    await expectRefused(editor, original);
    expect((await env.api.log()).at(-1)?.text).toBe(variation.apiText);
    return;
  }
  await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');

  // The last request: the log holds every editor's requests of the file, so an earlier
  // editor's same text would pass a "contains".
  expect((await env.api.log()).at(-1)?.text).toBe(variation.apiText);
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
  if (domHasTags) {
    expect(await editor.frame.evaluate(variationShapeInPage, { selector: spec.root })).toEqual(
      expected,
    );
  }
  if (variation.unplaced) {
    expect(await tab.card.text('card-status')).toMatch(UNPLACED_STATUS);
    expect(await tab.card.text('card-unplaced')).toBe(variation.unplaced);
  } else {
    expect(await tab.card.text('card-unplaced')).toBeNull();
  }

  for (let press = 0; press < undoPresses; press += 1) await editor.pressUndo();
  await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
}

/**
 * `skip`: names of variations left out for this editor and browser, each with why (a comment
 * where it is passed): what fails is reported, never hidden by a looser check.
 */
export function formattingVariationScenarios(
  env: () => ScenarioEnv,
  spec: EditorSpec,
  skip: readonly string[] = [],
  options: VariationOptions = {},
): void {
  const variations = [...FORMATTING_VARIATIONS, ...(options.more ?? [])].filter(
    (v) => !skip.includes(v.name),
  );
  const without = skip.length ? ` (not ${skip.join('; ')})` : '';
  const refusedIn = Object.entries(options.refusedIn ?? {})
    .map(([browser, names]) => `, refuses in ${browser} ${names.join('; ')}`)
    .join('');
  const refused =
    (options.refused?.length ? `, refuses ${options.refused.join('; ')}` : '') + refusedIn;
  it(`keeps each formatting variation${without}${refused}; one Ctrl+Z restores each`, async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      // Every variation runs, and each failure is named. The page is loaded again for each
      // (about as fast as closing the card, and nothing of one variation reaches the next).
      const failures: string[] = [];
      for (const variation of variations) {
        try {
          const editor = await EditorPage.open(tab, env().pagesUrl, spec);
          await runVariation(env(), editor, variation, options);
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
