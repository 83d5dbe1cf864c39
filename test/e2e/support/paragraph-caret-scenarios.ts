/**
 * Issue 27 point 3 in a rich editor with its own model (Tiptap's ProseMirror doc), in both
 * browsers (test/e2e/change-review-editors.e2e.ts, its Firefox twin): "Another version of this
 * paragraph" with the caret in paragraph 2 of 3, in "Replace right away". The card asks first
 * (nothing sent before "Send N words"), then only paragraph 2 is sent, the model holds
 * p1 + new p2 + p3, and one Ctrl+Z gives the exact original model back.
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';

/** Three paragraphs; the caret goes into the second (`P[1]`, 8 words). */
export const CARET_PARAGRAPHS = [
  'It is important to note that the team did good work this year.',
  'We utilize this tool daily to facilitate growth.',
  'The rest of the field is a third paragraph.',
];

/** `replaceRightAway`: switches the extension to "Replace right away" for editable fields. */
export function caretParagraphEditorScenario(
  env: () => ScenarioEnv,
  spec: EditorSpec,
  replaceRightAway: () => Promise<void>,
): void {
  const P = CARET_PARAGRAPHS;
  it('the caret in p2: asks first, sends p2 only; the model holds p1 + new p2 + p3; one Ctrl+Z restores it', async () => {
    await replaceRightAway();
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const editor = await EditorPage.open(tab, env().pagesUrl, spec);
      await editor.setHtml(P.map((p) => `<p>${p}</p>`).join(''));
      await expect.poll(() => editor.modelText()).toBe(P.join('\n'));
      const original = await editor.savedData();
      const rewrite = await env().api.rewriteOf(P[1]!);
      expect(rewrite).not.toBe(P[1]);
      await env().api.reset();

      const inSecond = P[0]!.length + 1 + P[1]!.indexOf('tool');
      await editor.select(inSecond, inSecond);
      await editor.settle();
      await tab.anotherParagraphVersion();
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('confirm');
      expect(await tab.card.text('card-confirm')).toBe('Send 8 words');
      expect(await env().api.textLog()).toEqual([]);
      await tab.card.click('card-confirm');
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
      expect((await env().api.textLog()).map((r) => r.text)).toEqual([P[1]]);
      expect(await editor.modelText()).toBe(`${P[0]}\n${rewrite}\n${P[2]}`);
      expect(await editor.savedData()).toBe(`<p>${P[0]}</p><p>${rewrite}</p><p>${P[2]}</p>`);

      await editor.pressUndo();
      await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
    } finally {
      await env().api.reset();
      await tab.close();
    }
  });
}
