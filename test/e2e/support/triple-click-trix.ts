/**
 * Trix in triple-click-scenarios.ts: its blocks are <div>s and it has no saved model string,
 * so it is read as trix-line-join-scenarios.ts reads it: its document's text
 * (`getDocument().toString()`), the HTML its hidden field posts (marks: <strong>, <a href>),
 * and one Ctrl+Z back to the exact field and document. Its content is loaded as <div>s, as
 * Trix holds it. Its triple click (measured): Chromium ends the range at (the next <div>, 0),
 * Firefox takes the paragraph's contents, as the plain contenteditable.
 */
import { expect } from 'vitest';
import { EVENTUALLY, type EditorPage } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import type { FormattingVariation } from './formatting-variations';
import { trixValues } from './trix-formatted-scenario';

export async function runTrixVariation(
  env: ScenarioEnv,
  editor: EditorPage,
  variation: FormattingVariation,
  select: () => Promise<void>,
): Promise<void> {
  const { tab } = editor;
  await editor.setHtml(variation.html.replace(/<(\/?)p>/g, '<$1div>'));
  await expect.poll(() => editor.modelText()).toMatch(/After the passage\.$/);
  const original = await editor.frame.evaluate(trixValues, undefined);
  await env.api.faults({ answerNext: [variation.answer] });
  await select();
  await editor.settle();
  await tab.humanize();
  await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
  expect((await env.api.log()).at(-1)?.text).toBe(variation.apiText);
  const blocks = variation.after.blocks.map((b) => b.text);
  expect(await editor.modelText()).toBe(blocks.join('\n'));
  const posted = (await editor.frame.evaluate(trixValues, undefined)).posted;
  // The marks on their words, in the posted HTML (Trix writes <b> as <strong>).
  const marks = Array.from(
    posted.matchAll(/<(strong|a)(?: href="([^"]*)")?>([^<]*)<\/\1>/g),
    ([, tag, href, text]) => (tag === 'a' ? { tag: 'a', text, href } : { tag: 'b', text }),
  );
  expect(marks).toEqual(variation.after.marks);
  expect(posted.match(/<div>/g)?.length).toBe(blocks.length);
  await editor.pressUndo();
  await expect
    .poll(() => editor.frame.evaluate(trixValues, undefined), EVENTUALLY)
    .toEqual(original);
}
