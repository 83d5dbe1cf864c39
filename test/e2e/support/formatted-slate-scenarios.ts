/**
 * Slate with the paste-html of its docs (test/pages/slate), in both browsers
 * (test/e2e/formatting-models.e2e.ts, test/e2e-firefox/formatting-models.e2e.ts): one
 * paragraph of the passage rewritten, its marks kept, the blocks around it untouched. The
 * whole passage (heading to list item) is formatted-model-scenarios.ts's test.
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import {
  AFTER_HTML,
  BEFORE_HTML,
  PASSAGE_API_TEXT,
  PASSAGE_HTML,
  expectedShape,
  shapeOfInPage,
} from './formatted-passage';

/** Selects from the first letter of `from` to the last letter of `to` (in the page). */
function selectBlocks([root, from, to]: [string, string, string]): void {
  const el = document.querySelector<HTMLElement>(root)!;
  const texts = (block: Element) => {
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    const found: Text[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) found.push(n as Text);
    return found;
  };
  const first = texts(el.querySelector(from)!)[0]!;
  const last = texts(Array.from(el.querySelectorAll(to)).at(-1)!).at(-1)!;
  el.focus();
  document.getSelection()!.setBaseAndExtent(first, 0, last, last.data.length);
}

async function openWithPassage(env: ScenarioEnv, spec: EditorSpec) {
  const tab = await env.driver.openTab(`${env.pagesUrl}/`);
  const editor = await EditorPage.open(tab, env.pagesUrl, spec);
  await editor.setHtml(BEFORE_HTML + PASSAGE_HTML + AFTER_HTML);
  await expect.poll(() => editor.modelText()).toMatch(/^Before the passage\./);
  return { tab, editor, original: (await editor.savedData())! };
}

export function formattedSlateScenarios(env: () => ScenarioEnv, spec: EditorSpec): void {
  it("keeps a paragraph's bold, italic, link and code in Slate's model; one Ctrl+Z restores it", async () => {
    const { tab, editor, original } = await openWithPassage(env(), spec);
    try {
      const [heading, paragraph, ...items] = PASSAGE_API_TEXT.split('\n\n');
      const rewrite = await env().api.rewriteOf(paragraph!);
      expect(rewrite).not.toBe(paragraph);
      await editor.frame.evaluate(selectBlocks, [spec.root, 'h2 + p', 'h2 + p']);
      await editor.settle();
      await tab.humanize();
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');

      const expected = expectedShape([heading, rewrite, ...items].join('\n\n'));
      // Only the paragraph was rewritten: the heading and the list keep their words.
      expect(expected.marks.find((m) => m.text === 'short branches')).toBeDefined();
      const model = (await editor.savedData())!;
      expect(await editor.frame.evaluate(shapeOfInPage, { html: model })).toEqual(expected);
      expect(await editor.frame.evaluate(shapeOfInPage, { selector: spec.root })).toEqual(expected);

      await editor.pressUndo();
      await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
    } finally {
      await tab.close();
    }
  });
}
