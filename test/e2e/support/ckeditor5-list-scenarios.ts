/**
 * CKEditor 5, a selection starting inside a list beyond the variations' one (which starts at
 * its second item, formatting-variations.ts), in both browsers (formatting-models.e2e.ts and
 * its Firefox twin). Its List plugin makes every block pasted into a list item an item, so the
 * paste starts at the end of the block before the list (families/ckeditor5-list-paste.ts):
 * - from inside an item's text: the item's words before the selection are pasted again with
 *   the earlier items; the list, the paragraph after it and the mark are kept, one Ctrl+Z;
 * - from a list that is the editor's first block there is no block before: the write is
 *   refused, nothing stays written, the card offers Copy (docs/editors.md ¹¹); the same with
 *   the whole editor selected (Ctrl+A); from its first item to its middle (items only): kept.
 * Checked in the editor's model (its getData) and its DOM.
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { variationShapeInPage } from './formatting-variation-shape';
import { selectVariationInPage } from './formatting-variations';

const LIST =
  '<ul><li>Plan the week</li><li>We leverage <b>short branches</b> daily</li>' +
  '<li>Review often</li></ul><p>The team will utilize this list every week.</p>';
const AFTER = '<p>After the passage.</p>';

/**
 * Opens CKEditor 5 holding `html`, selects `from`…`to` (without them: Ctrl+A, the whole
 * editor), scripts `answer` and humanizes.
 */
async function humanizeIn(
  env: ScenarioEnv,
  spec: EditorSpec,
  arg: { html: string; from?: string; to?: string; answer: string },
) {
  const tab = await env.driver.openTab(`${env.pagesUrl}/`);
  const editor = await EditorPage.open(tab, env.pagesUrl, spec);
  await editor.setHtml(arg.html);
  await expect.poll(() => editor.modelText()).toMatch(/After the passage\.$/);
  const original = await editor.savedData();
  await env.api.faults({ answerNext: [arg.answer] });
  const { from, to } = arg;
  if (from !== undefined && to !== undefined)
    await editor.frame.evaluate(selectVariationInPage, { root: spec.root, from, to });
  else {
    await editor.frame.evaluate(
      (root) => document.querySelector<HTMLElement>(root)!.focus(),
      spec.root,
    );
    await tab.pressSelectAll();
  }
  await editor.settle();
  await tab.humanize();
  return { tab, editor, original };
}

export function ckeditor5ListScenarios(env: () => ScenarioEnv, spec: EditorSpec): void {
  it("keeps a selection from inside a list item's text into the paragraph after; one Ctrl+Z restores it", async () => {
    const { tab, editor, original } = await humanizeIn(env(), spec, {
      html: '<p>Before the passage.</p>' + LIST + AFTER,
      from: 'leverage',
      to: 'every week.',
      answer: 'draw on short branches daily\n\nReview often\n\nThe team will use this list weekly.',
    });
    try {
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
      expect((await env().api.log()).map((r) => r.text)).toContain(
        'leverage short branches daily\n\nReview often\n\nThe team will utilize this list every week.',
      );
      const expected = {
        blocks: [
          { tag: 'p', text: 'Before the passage.' },
          { tag: 'ul>li', text: 'Plan the week' },
          { tag: 'ul>li', text: 'We draw on short branches daily' },
          { tag: 'ul>li', text: 'Review often' },
          { tag: 'p', text: 'The team will use this list weekly.' },
          { tag: 'p', text: 'After the passage.' },
        ],
        marks: [{ tag: 'b', text: 'short branches' }],
      };
      const model = (await editor.savedData())!;
      expect(await editor.frame.evaluate(variationShapeInPage, { html: model })).toEqual(expected);
      expect(await editor.frame.evaluate(variationShapeInPage, { selector: spec.root })).toEqual(
        expected,
      );
      await editor.pressUndo();
      await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
    } finally {
      await tab.close();
    }
  });

  it("refuses a selection from a list that is the editor's first block: nothing stays written, Copy", async () => {
    const { tab, editor, original } = await humanizeIn(env(), spec, {
      html: LIST + AFTER,
      from: 'We leverage',
      to: 'every week.',
      answer: 'We draw on short branches daily\n\nReview often\n\nThe team will use this list.',
    });
    try {
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('result');
      expect(await tab.card.text('card-status')).toMatch(/did not accept the rewrite/);
      expect(await tab.card.text('card-copy')).not.toBeNull();
      await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
    } finally {
      await tab.close();
    }
  });

  // Measured (48.5, both browsers): its List plugin's paste fixer (createModelIndentPasteFixer)
  // reads where the paste starts before the selection is deleted; the whole editor selected
  // starts in the first item too, so every pasted block became an item (docs/editors.md ¹¹).
  it('refuses the whole editor selected (Ctrl+A) when a list is its first block: nothing stays written, Copy', async () => {
    const { tab, editor, original } = await humanizeIn(env(), spec, {
      html: LIST + AFTER,
      answer:
        'Plan the week\n\nWe draw on short branches daily\n\nReview often\n\n' +
        'The team will use this list.\n\nAfter the passage.',
    });
    try {
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('result');
      expect((await env().api.log()).map((r) => r.text).at(-1)).toBe(
        'Plan the week\n\nWe leverage short branches daily\n\nReview often\n\n' +
          'The team will utilize this list every week.\n\nAfter the passage.',
      );
      expect(await tab.card.text('card-status')).toMatch(/did not accept the rewrite/);
      expect(await tab.card.text('card-copy')).not.toBeNull();
      await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
    } finally {
      await tab.close();
    }
  });

  // A paste of list items only is made items of that list, as it should be: kept.
  it("keeps a selection from a first-block list's first item to its middle; one Ctrl+Z restores it", async () => {
    const { tab, editor, original } = await humanizeIn(env(), spec, {
      html: LIST + AFTER,
      from: 'Plan',
      to: 'daily',
      answer: 'Plan the week\n\nWe draw on short branches daily',
    });
    try {
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
      const expected = {
        blocks: [
          { tag: 'ul>li', text: 'Plan the week' },
          { tag: 'ul>li', text: 'We draw on short branches daily' },
          { tag: 'ul>li', text: 'Review often' },
          { tag: 'p', text: 'The team will utilize this list every week.' },
          { tag: 'p', text: 'After the passage.' },
        ],
        marks: [{ tag: 'b', text: 'short branches' }],
      };
      const model = (await editor.savedData())!;
      expect(await editor.frame.evaluate(variationShapeInPage, { html: model })).toEqual(expected);
      expect(await editor.frame.evaluate(variationShapeInPage, { selector: spec.root })).toEqual(
        expected,
      );
      await editor.pressUndo();
      await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
    } finally {
      await tab.close();
    }
  });
}
