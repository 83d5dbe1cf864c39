/**
 * Issue 25: ONE whole paragraph between two paragraphs, selected by a triple click (and by a
 * drag, for the paragraph with marks), in every editor of docs/editors.md's formatting table
 * that whole-paragraph-scenarios.ts does not run, plain too. Each editor gives the triple
 * click its own range end, per browser (measured with a real triple click, Playwright's
 * click({clickCount: 3}) in Chromium, Puppeteer's click({count: 3}) in Firefox ESR;
 * TRIPLE_EDITORS): the next block's start as an element or as its first text, the
 * paragraph's contents, or its last text's end (the editor moved it there). The range
 * is set by script in that shape (the drivers have no mouse) and run with the variations'
 * runner (formatting-variation-scenarios.ts: the model, what the page submits, the DOM, one
 * Ctrl+Z; Trix by triple-click-trix.ts), in both browsers (formatting-triple-click.e2e.ts in
 * e2e/ and e2e-firefox/).
 */
import { describe, expect, it } from 'vitest';
import { EDITOR_SPECS, EditorPage, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { toastuiWysiwygSpec, trumbowygHtmlSpec } from './editor-specs';
import { variationShapeOfDelta } from './formatting-variation-delta';
import { runVariation, type VariationOptions } from './formatting-variation-scenarios';
import { selectVariationInPage, type FormattingVariation } from './formatting-variations';
import type { BrowserName, PageFrame } from './page-driver';
import { runTrixVariation } from './triple-click-trix';
import { caseFailure } from './case-failure';

const P_BEFORE = { tag: 'p', text: 'Before the passage.' };
const P_AFTER = { tag: 'p', text: 'After the passage.' };
const P_REWRITE = { tag: 'p', text: 'We use the setup guide every day.' };

const MARKED: FormattingVariation = {
  name: 'a whole paragraph with marks',
  html:
    '<p>Before the passage.</p>' +
    '<p>We <b>utilize</b> the <a href="https://example.com/guide">setup guide</a> daily.</p>' +
    '<p>After the passage.</p>',
  from: 'We ',
  to: ' daily.',
  apiText: 'We utilize the setup guide daily.',
  answer: 'We use the setup guide every day.',
  after: {
    blocks: [P_BEFORE, P_REWRITE, P_AFTER],
    marks: [
      { tag: 'b', text: 'use' },
      { tag: 'a', text: 'setup guide', href: 'https://example.com/guide' },
    ],
  },
};

const PLAIN: FormattingVariation = {
  ...MARKED,
  name: 'a whole plain paragraph',
  html: '<p>Before the passage.</p><p>We utilize the setup guide daily.</p><p>After the passage.</p>',
  from: 'We utilize',
  to: 'guide daily.',
  after: { blocks: [P_BEFORE, P_REWRITE, P_AFTER], marks: [] },
};

/**
 * Where a triple click ends the range, per editor and browser (measured): the next block's
 * start as an element or as its first text, the paragraph's contents (its element's child
 * count), or its last text's end (the editor moved the end there: the drag's own range).
 */
export type TripleEnd = 'next block' | 'next text' | 'contents' | 'own end';

/** The triple click's range, from the drag's (runs in the page). */
function tripleClickInPage(shape: TripleEnd): void {
  const sel = document.getSelection()!;
  const range = sel.getRangeAt(0);
  // The paragraph and the next: the children of the two texts' common ancestor (Draft.js
  // draws its blocks as <div>s, several levels deep).
  let host = (range.startContainer as Text).parentElement!;
  while (host.parentElement?.isContentEditable) host = host.parentElement;
  const textOf = (needle: string): Text => {
    const walker = document.createTreeWalker(host, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if ((n as Text).data.includes(needle)) return n as Text;
    throw new Error(`no "${needle}"`);
  };
  const after = textOf('After the passage.');
  const common = document.createRange();
  common.setStart(range.startContainer, 0);
  common.setEnd(after, 0);
  const top = common.commonAncestorContainer;
  const blockOf = (node: Node): Element => {
    let n: Node = node;
    while (n.parentNode !== top) n = n.parentNode!;
    return n as Element;
  };
  const para = blockOf(range.startContainer);
  if (shape === 'contents') range.selectNodeContents(para);
  else if (shape === 'next block') range.setEnd(blockOf(after), 0);
  else if (shape === 'next text') range.setEnd(after, 0);
  sel.removeAllRanges();
  sel.addRange(range);
}

type Selecting = 'drag' | 'triple click';

/** `editor` whose selection, once made, is reshaped as a triple click makes it. */
function tripleClicked(editor: EditorPage, shape: TripleEnd): EditorPage {
  const frame: PageFrame = {
    ...editor.frame,
    evaluate: async (fn, arg) => {
      const result = await editor.frame.evaluate(fn, arg);
      if (fn === (selectVariationInPage as unknown))
        await editor.frame.evaluate(tripleClickInPage, shape);
      return result;
    },
    waitFor: (s) => editor.frame.waitFor(s),
    child: (s) => editor.frame.child(s),
  };
  return Object.create(editor, { frame: { value: frame } }) as EditorPage;
}

interface TripleEditor {
  title: string;
  spec: EditorSpec;
  /** The triple click's end in this editor, per browser (measured). */
  end: Record<BrowserName, TripleEnd>;
  options?: VariationOptions;
  /** Trix: its own reading (triple-click-trix.ts). */
  trix?: true;
}

const CASES: readonly [Selecting, FormattingVariation][] = [
  ['triple click', MARKED],
  ['drag', MARKED],
  ['triple click', PLAIN],
];

function tripleClickScenario(env: () => ScenarioEnv, editor: TripleEditor): void {
  it('keeps the paragraph (with its marks) and its neighbours; one Ctrl+Z restores', async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    const shape = editor.end[env().driver.browser];
    try {
      const failures: string[] = [];
      for (const [how, variation] of CASES) {
        try {
          const page = await EditorPage.open(tab, env().pagesUrl, editor.spec);
          const selected = how === 'drag' ? page : tripleClicked(page, shape);
          if (!editor.trix) await runVariation(env(), selected, variation, editor.options ?? {});
          else
            await runTrixVariation(env(), selected, variation, () =>
              selected.frame.evaluate(selectVariationInPage, {
                root: editor.spec.root,
                from: variation.from,
                to: variation.to,
              }),
            );
        } catch (err) {
          failures.push(caseFailure(`${variation.name}, ${how}`, err));
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    } finally {
      await tab.close();
    }
  });
}

const spec = (name: string) => EDITOR_SPECS.find((s) => s.name === name)!;

// The measured ends (a real triple click on the paragraph, Playwright's Chromium and
// Puppeteer's Firefox ESR). The plain contenteditable's are Chromium's next block and Gecko's
// contents (whole-paragraph-scenarios.ts); CKEditor 5 moves Gecko's to the next text too.
const NEXT_BLOCK = { chromium: 'next block', firefox: 'contents' } as const;
const NEXT_TEXT = { chromium: 'next text', firefox: 'own end' } as const;
const OWN_END = { chromium: 'own end', firefox: 'own end' } as const;

/** The editors, with their measured triple-click ends. */
export const TRIPLE_EDITORS: readonly TripleEditor[] = [
  { title: 'Quill 2', spec: spec('quill'), end: NEXT_BLOCK },
  // Quill 1 saves its Delta (quill.getContents()), read as such.
  {
    title: 'Quill 1',
    spec: spec('quill1'),
    end: NEXT_BLOCK,
    options: { modelShape: variationShapeOfDelta },
  },
  {
    title: 'CKEditor 5',
    spec: spec('ckeditor'),
    end: { chromium: 'next text', firefox: 'next text' },
  },
  { title: 'Tiptap', spec: spec('tiptap'), end: OWN_END },
  { title: 'Milkdown', spec: spec('milkdown'), end: OWN_END },
  { title: 'Lexical', spec: spec('lexical'), end: NEXT_TEXT },
  { title: 'Slate', spec: spec('slate'), end: NEXT_TEXT },
  // Draft.js draws paragraphs as <div> and its styles as styled spans: its model is read.
  { title: 'Draft.js', spec: spec('draft'), end: NEXT_TEXT, options: { domHasTags: false } },
  { title: 'Toast UI Editor (WYSIWYG)', spec: toastuiWysiwygSpec(), end: OWN_END },
  { title: 'Squire', spec: spec('squire'), end: NEXT_BLOCK },
  { title: 'Medium Editor', spec: spec('medium-editor'), end: NEXT_BLOCK },
  { title: 'Trumbowyg', spec: trumbowygHtmlSpec(), end: NEXT_BLOCK },
  { title: 'Trix', spec: spec('trix'), end: NEXT_BLOCK, trix: true },
];

export function tripleClickSuites(env: () => ScenarioEnv): void {
  for (const editor of TRIPLE_EDITORS)
    describe(`one whole paragraph triple-clicked in ${editor.title}`, () =>
      tripleClickScenario(env, editor));
}
