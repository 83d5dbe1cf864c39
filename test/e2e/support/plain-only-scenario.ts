/**
 * An editor with no formatted write yet (Trix): a selection holding a mark is not written when
 * the rewrite arrives (a plain write would lose the mark silently, issue 25); the card says why
 * and offers Replace as plain text, which writes it; one Ctrl+Z brings the mark back. Both
 * browsers (test/e2e/formatting-models.e2e.ts, test/e2e-firefox/formatting-models.e2e.ts).
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';

const HTML =
  '<div>Before the passage.</div><div>We <strong>utilize</strong> the tool to leverage results.</div><div>After it.</div>';
const SELECTED = 'We utilize the tool to leverage results.';

export function plainOnlyScenario(env: () => ScenarioEnv, spec: EditorSpec): void {
  it('asks before writing a marked selection as plain text; one Ctrl+Z brings the mark back', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const editor = await EditorPage.open(tab, env().pagesUrl, spec);
      await editor.setHtml(HTML);
      await expect.poll(() => editor.modelText()).toMatch(/^Before the passage\./);
      const original = await editor.modelText();
      const start = original.indexOf(SELECTED);
      await editor.select(start, start + SELECTED.length);
      await editor.settle();
      await tab.humanize();
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('result');
      expect(await tab.card.text('card-status')).toMatch(/cannot keep the formatting/);
      expect(await editor.modelText()).toBe(original);
      const rewrite = await env().api.rewriteOf(SELECTED);
      expect(rewrite).not.toBe(SELECTED);

      expect(await tab.card.text('card-try-replace')).toBe('Replace as plain text');
      await tab.card.click('card-try-replace');
      const expected = original.slice(0, start) + rewrite + original.slice(start + SELECTED.length);
      await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(expected);
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');

      await editor.pressUndo();
      await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(original);
      const html = await editor.frame.evaluate(
        (root) => document.querySelector(root)!.innerHTML,
        spec.root,
      );
      expect(html).toContain('<strong>utilize</strong>');
    } finally {
      await tab.close();
    }
  });
}
