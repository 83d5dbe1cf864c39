/**
 * Issue 25: ONE whole paragraph with marks and no line break selected, between two paragraphs,
 * the way a user selects it: a drag from its first letter to its last, and a triple click
 * (measured with a real triple click, Chromium 1xx and Firefox ESR: Chromium's range ends
 * at (the next <p>, 0), Gecko's is the paragraph's contents, (p, 0) to (p, its child count)).
 * TinyMCE's formatted paste over whole blocks starts at the end of the block before
 * (tinymce-paste.ts, docs/editors.md note ¹⁰), where one pasted paragraph was joined to that
 * block. Run with the variations' runner (formatting-variation-scenarios.ts: the model, what
 * the page submits, the DOM, one Ctrl+Z), in both browsers (formatting-whole-paragraph.e2e.ts
 * in e2e/ and e2e-firefox/). The triple click's range is set by script (the drivers have no
 * mouse): the shape each browser gives it.
 */
import { describe, expect, it } from 'vitest';
import { CKEDITOR4 } from './ckeditor4-scenarios';
import { EDITOR_SPECS, EditorPage, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { runVariation } from './formatting-variation-scenarios';
import { selectVariationInPage, type FormattingVariation } from './formatting-variations';
import type { PageFrame } from './page-driver';
import { caseFailure } from './case-failure';

const HTML =
  '<p>Before the passage.</p>' +
  '<p>We <b>utilize</b> the <a href="https://example.com/guide">setup guide</a> daily.</p>' +
  '<p>After the passage.</p>';

const WHOLE: FormattingVariation = {
  name: 'one whole paragraph with marks',
  html: HTML,
  from: 'We ',
  to: ' daily.',
  apiText: 'We utilize the setup guide daily.',
  answer: 'We use the setup guide every day.',
  after: {
    blocks: [
      { tag: 'p', text: 'Before the passage.' },
      { tag: 'p', text: 'We use the setup guide every day.' },
      { tag: 'p', text: 'After the passage.' },
    ],
    marks: [
      { tag: 'b', text: 'use' },
      { tag: 'a', text: 'setup guide', href: 'https://example.com/guide' },
    ],
  },
};

/** A triple click's range, from the drag's (runs in the page). */
function tripleClickInPage(gecko: boolean): void {
  const sel = document.getSelection()!;
  const range = sel.getRangeAt(0);
  const para = (range.startContainer as Text).parentElement!.closest('p')!;
  if (gecko) range.selectNodeContents(para);
  else range.setEnd(para.nextElementSibling!, 0);
  sel.removeAllRanges();
  sel.addRange(range);
}

type Selecting = 'drag' | 'triple click';

/** `editor` whose selection, once made, is reshaped as `how` makes it. */
function selectedBy(editor: EditorPage, how: Selecting, gecko: boolean): EditorPage {
  if (how === 'drag') return editor;
  const frame: PageFrame = {
    ...editor.frame,
    evaluate: async (fn, arg) => {
      const result = await editor.frame.evaluate(fn, arg);
      if (fn === (selectVariationInPage as unknown))
        await editor.frame.evaluate(tripleClickInPage, gecko);
      return result;
    },
    waitFor: (s) => editor.frame.waitFor(s),
    child: (s) => editor.frame.child(s),
  };
  return Object.create(editor, { frame: { value: frame } }) as EditorPage;
}

function wholeParagraphScenario(env: () => ScenarioEnv, editorSpec: EditorSpec): void {
  it('keeps the paragraph, its marks and its neighbours; one Ctrl+Z restores', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    const gecko = env().driver.browser === 'firefox';
    try {
      const failures: string[] = [];
      for (const how of ['drag', 'triple click'] as const) {
        try {
          const editor = await EditorPage.open(tab, env().pagesUrl, editorSpec);
          await runVariation(env(), selectedBy(editor, how, gecko), WHOLE, {});
        } catch (err) {
          failures.push(caseFailure(how, err));
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    } finally {
      await tab.close();
    }
  });
}

const spec = (name: string) => EDITOR_SPECS.find((s) => s.name === name)!;

export function wholeParagraphSuites(env: () => ScenarioEnv): void {
  const run = (title: string, editorSpec: EditorSpec) =>
    describe(`one whole paragraph with marks selected in ${title}`, () =>
      wholeParagraphScenario(env, editorSpec));
  run('TinyMCE', spec('tinymce'));
  run('CKEditor 4', CKEDITOR4);
  run('a plain contenteditable', spec('contenteditable'));
}
