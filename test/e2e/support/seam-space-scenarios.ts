/**
 * A formatted write inside one paragraph beside a space (docs/editors.md note ⁵): ending right
 * before one, starting right after one, both, in the plain contenteditable and the editors
 * that take its one insertHTML (Squire, Medium Editor, Trumbowyg), both browsers
 * (formatting-seam-spaces.e2e.ts and its Firefox twin), in one paragraph or from one over
 * several. Ending before a space, Chromium wrote that space as `&nbsp;` and said "Replaced"
 * (what the page submits changed); Firefox split the paragraph there and refused. Checked: the card, the editor's model (getData), what its
 * form posts where it keeps a copy (Trumbowyg's textarea), the DOM (no no-break space where a
 * space was, the bold carried to the rewritten word), and one Ctrl+Z giving the exact original.
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY, EDITOR_SPECS } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { selectVariationInPage } from './formatting-variations';
import { caseFailure } from './case-failure';

interface SeamCase {
  name: string;
  html: string;
  from: string;
  to: string;
  apiText: string;
  answer: string;
  /** The paragraph's text after the write, spaces plain. */
  text: string;
}

export const SEAM_CASES: readonly SeamCase[] = [
  {
    name: 'ending before a space',
    html: '<p>We <b>utilize</b> it daily and well.</p>',
    from: 'We',
    to: 'daily',
    apiText: 'We utilize it daily',
    answer: 'We use it daily',
    text: 'We use it daily and well.',
  },
  {
    name: 'starting after a space',
    html: '<p>So we <b>utilize</b> it daily.</p>',
    from: 'we',
    to: 'daily.',
    apiText: 'we utilize it daily.',
    answer: 'we use it daily.',
    text: 'So we use it daily.',
  },
  {
    name: 'between two spaces, after a paragraph',
    html: '<p>First <i>plan</i>.</p><p>So we <b>utilize</b> it daily and well.</p>',
    from: 'we',
    to: 'daily',
    apiText: 'we utilize it daily',
    answer: 'we use it daily',
    text: 'First plan.So we use it daily and well.',
  },
  {
    name: 'several paragraphs, ending before a space',
    html: '<p>First we <i>plan</i>.</p><p>So we <b>utilize</b> it daily and well.</p>',
    from: 'First',
    to: 'daily',
    apiText: 'First we plan.\n\nSo we utilize it daily',
    answer: 'First we plan.\n\nSo we use it daily',
    text: 'First we plan.So we use it daily and well.',
  },
  {
    name: 'several paragraphs, after a space and before one',
    html: '<p>So we <b>utilize</b> it.</p><p>Then we <i>ship</i> it.</p>',
    from: 'we',
    to: 'Then',
    apiText: 'we utilize it.\n\nThen',
    answer: 'we use it.\n\nThen',
    text: 'So we use it.Then we ship it.',
  },
  // No space beside the edge (issue 25): Gecko splits a <p> written there too.
  {
    name: 'ending before a full stop',
    html: '<p>We <b>utilize</b> it daily.</p>',
    from: 'We',
    to: 'daily',
    apiText: 'We utilize it daily',
    answer: 'We use it daily',
    text: 'We use it daily.',
  },
  {
    name: 'starting after a parenthesis',
    html: '<p>So (we <b>utilize</b> it daily)</p>',
    from: 'we',
    to: 'daily)',
    apiText: 'we utilize it daily)',
    answer: 'we use it daily)',
    text: 'So (we use it daily)',
  },
];

export const SEAM_EDITORS = ['contenteditable', 'squire', 'medium-editor', 'trumbowyg'];

/** The HTML's text (tags dropped) and whether it holds a no-break space, read in the page. */
function textOfInPage(arg: { html: string }): { text: string; nbsp: boolean } {
  const holder = document.createElement('div');
  holder.innerHTML = arg.html;
  const text = holder.textContent ?? '';
  return { text: text.replace(/[\u200b\ufeff\n]/g, ''), nbsp: text.includes('\u00a0') };
}

export function seamSpaceScenarios(env: () => ScenarioEnv, editor: string): void {
  const spec = EDITOR_SPECS.find((s) => s.name === editor)!;
  it(`${editor}: a formatted write beside a space keeps it a space; one Ctrl+Z restores`, async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const failures: string[] = [];
      for (const c of SEAM_CASES) {
        try {
          // Trumbowyg's page gives what its form posts as HTML with this (others ignore it).
          const page = await EditorPage.open(tab, env().pagesUrl, spec, '?submitted=html');
          await page.setHtml(c.html);
          await expect.poll(() => page.modelText()).toMatch(/^(We|So|First)/);
          const original = await page.savedData();
          const originalSubmitted = await page.submitted();
          await env().api.faults({ answerNext: [c.answer] });
          await page.frame.evaluate(selectVariationInPage, {
            root: spec.root,
            from: c.from,
            to: c.to,
          });
          await page.settle();
          await tab.humanize();
          await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
          expect((await env().api.log()).at(-1)?.text).toBe(c.apiText);
          const dom = await page.frame.evaluate(
            (root) => document.querySelector(root)!.innerHTML,
            spec.root,
          );
          const submitted = await page.submitted();
          const held = { model: (await page.savedData())!, dom, form: submitted };
          for (const [where, html] of Object.entries(held)) {
            if (html === null) continue;
            const read = await page.frame.evaluate(textOfInPage, { html });
            expect(read, where).toEqual({ text: c.text, nbsp: false });
            expect(html, where).not.toContain('&nbsp;');
            expect(html, where).toMatch(/<(b|strong)>use<\/(b|strong)>/);
          }
          await page.pressUndo();
          await expect.poll(() => page.savedData(), EVENTUALLY).toBe(original);
          expect(await page.submitted()).toBe(originalSubmitted);
        } catch (err) {
          failures.push(caseFailure(c.name, err));
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    } finally {
      await tab.close();
    }
  });
}
