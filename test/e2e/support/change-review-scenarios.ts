/**
 * Issue 27 point 2 in a rich editor with its own model (Tiptap's ProseMirror doc), in both
 * browsers (test/e2e/change-review-editors.e2e.ts, its Firefox twin): in review, the user leaves
 * one change of the rewrite and takes the rest; Replace writes exactly the merged text into the
 * editor's model, in one step that one Ctrl+Z undoes (the exact original model back). The
 * rewrite is the reference server's own; the expected text is computed with the same merge.
 */
import { expect, it } from 'vitest';
import { changeSegments, changesOf, mergeLeaving } from '../../../lib/text/change-merge';
import { EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';

/** The passage of every change-by-change e2e (textarea, contenteditable, Tiptap; both browsers). */
export const SENTENCE =
  'We utilize this tool daily. It is important to note that the team did good work this ' +
  'year, and we leverage it to facilitate growth.';
/** The change the user leaves ("It is important to note that the" → "The"). */
export const LEFT = 2;
const REST = 'The rest of the editor stays as it is.';

/** The rewrite with every change but the LEFT one, and how many changes it has. */
export function mergedLeavingOne(rewrite: string): { count: number; merged: string } {
  const segments = changeSegments(SENTENCE, rewrite);
  const count = changesOf(segments).length;
  return { count, merged: mergeLeaving(segments, new Set([LEFT - 1])) };
}

/** `review`: switches the extension to "Let me review first" for editable fields. */
export function changeReviewEditorScenario(
  env: () => ScenarioEnv,
  spec: EditorSpec,
  review: () => Promise<void>,
): void {
  it('leave one change, take the rest, Replace: the model holds the merge; one Ctrl+Z restores it', async () => {
    await review();
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const editor = await EditorPage.open(tab, env().pagesUrl, spec);
      await editor.setHtml(`<p>${SENTENCE}</p><p>${REST}</p>`);
      await expect.poll(() => editor.modelText()).toBe(`${SENTENCE}\n${REST}`);
      const original = await editor.savedData();
      const { count, merged } = mergedLeavingOne(await env().api.rewriteOf(SENTENCE));
      expect(count).toBeGreaterThanOrEqual(3);

      await editor.select(0, SENTENCE.length);
      await editor.settle();
      await tab.humanize();
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('review');
      await tab.card.click(`card-change-${LEFT}`);
      expect(await editor.modelText()).toBe(`${SENTENCE}\n${REST}`); // nothing written yet
      await tab.card.click('card-replace');
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
      expect(await editor.modelText()).toBe(`${merged}\n${REST}`);
      expect(await editor.savedData()).toBe(`<p>${merged}</p><p>${REST}</p>`);

      await editor.pressUndo();
      await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
    } finally {
      await tab.close();
    }
  });
}
