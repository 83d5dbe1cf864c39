/**
 * The editors of the test pages (test/pages, real libraries from npm) and what the
 * end-to-end scenarios expect of each, per browser. docs/editors.md's table says the same in
 * words; every row there is one spec here.
 */
import type { BrowserName } from './page-driver';

/**
 * What a user of the editor gets in a browser (editor-scenarios.ts checks each):
 * - 'replaced': the rewrite in the editor's model with its paragraphs, ONE Ctrl+Z and
 *   "Restore original" bring the original back, typing just before stays;
 * - 'replaced-within-paragraph': 'replaced' for a selection inside one paragraph; across
 *   paragraphs the editor would merge them (Trix), so the rewrite is offered with Copy;
 * - 'copy': the rewrite offered with Copy, the editor keeps the user's text untouched.
 */
export type EditorOutcome = 'replaced' | 'replaced-within-paragraph' | 'copy';

export interface EditorSpec {
  /** The scenario's name; also the folder under test/pages unless `page` says otherwise. */
  name: string;
  /** The folder under test/pages, when several specs share one page (with a `query`). */
  page?: string;
  /** Appended to the page's address (e.g. "?editContext=off"). */
  query?: string;
  /** The EditorFamily name the extension should detect (lib/editors/families). */
  family: string;
  /** The editable root inside the (frame's) document. */
  root: string;
  /** One element per paragraph, in order, inside the root. */
  block: string;
  /** CSS selector of the iframe holding the editable document (TinyMCE). */
  frame?: string;
  /** The element that takes the keyboard focus, when not the root (a hidden textarea). */
  focus?: string;
  /** Only in these browsers (EditContext is Chromium's); default both. */
  browsers?: BrowserName[];
  /**
   * What takes the user's input, per browser, checked before each write: an element with an
   * EditContext, or a hidden textarea (input-sink-target.ts). Absent: a DOM editor.
   */
  input?: Partial<Record<BrowserName, 'editcontext' | 'textarea'>>;
  /** Per browser when not 'replaced'. */
  outcome?: Partial<Record<BrowserName, EditorOutcome>>;
  /** Where the outcome is 'copy': words of the reason the card gives. */
  copyReason?: string;
}

export const EDITOR_SPECS: EditorSpec[] = [
  { name: 'quill', family: 'quill', root: '.ql-editor', block: ':scope > p' },
  { name: 'tiptap', family: 'prosemirror', root: '.ProseMirror', block: ':scope > p' },
  { name: 'lexical', family: 'lexical', root: '[data-lexical-editor]', block: ':scope > p' },
  {
    name: 'slate',
    family: 'slate',
    root: '[data-slate-editor]',
    block: ':scope > [data-slate-node="element"]',
  },
  // Slate with its paste left unclaimed by the page: the beforeinput path.
  {
    name: 'slate-beforeinput',
    page: 'slate',
    query: '?paste=off',
    family: 'slate',
    root: '[data-slate-editor]',
    block: ':scope > [data-slate-node="element"]',
  },
  {
    name: 'draft',
    family: 'draft',
    root: '.public-DraftEditor-content',
    block: '[data-block="true"]',
  },
  { name: 'ckeditor', family: 'ckeditor', root: '.ck-editor__editable', block: ':scope > p' },
  {
    name: 'tinymce',
    family: 'tinymce',
    root: 'body#tinymce',
    block: ':scope > p',
    frame: 'iframe.tox-edit-area__iframe',
  },
  // Real editors no family is written for: the general path (family 'contenteditable'), or a
  // family they are built on (Toast UI Editor and Milkdown are ProseMirror inside).
  {
    name: 'contenteditable',
    family: 'contenteditable',
    root: '#editor',
    block: ':scope > p',
  },
  { name: 'codemirror', family: 'contenteditable', root: '.cm-content', block: '.cm-line' },
  { name: 'squire', family: 'contenteditable', root: '#editor', block: ':scope > p' },
  {
    name: 'medium-editor',
    family: 'contenteditable',
    root: '#editor',
    block: ':scope > p',
  },
  {
    name: 'toastui',
    family: 'prosemirror',
    root: '.toastui-editor-md-container .ProseMirror',
    block: ':scope > div',
  },
  { name: 'milkdown', family: 'prosemirror', root: '#editor .ProseMirror', block: ':scope > p' },
  // Code editors whose input is not their text (input sinks): Monaco takes it through
  // EditContext in Chromium by default, through a hidden textarea with it off and in Firefox.
  {
    name: 'monaco',
    family: 'monaco',
    root: '.monaco-editor .view-lines',
    block: ':scope > .view-line',
    input: { chromium: 'editcontext', firefox: 'textarea' },
  },
  {
    name: 'monaco-textarea',
    page: 'monaco',
    query: '?editContext=off',
    family: 'monaco',
    root: '.monaco-editor .view-lines',
    block: ':scope > .view-line',
    input: { chromium: 'textarea' },
    // Firefox has no EditContext: its 'monaco' row is this one already.
    browsers: ['chromium'],
  },
  // CodeMirror 5 made from a form's textarea: a hidden textarea takes the input.
  {
    name: 'codemirror5',
    family: 'codemirror5',
    root: '.CodeMirror-code',
    block: 'pre.CodeMirror-line',
    input: { chromium: 'textarea', firefox: 'textarea' },
  },
  // Ace: a transparent textarea takes the input; its lines are rendered in its text layer.
  {
    name: 'ace',
    family: 'ace',
    root: '.ace_text-layer',
    block: ':scope > .ace_line',
    input: { chromium: 'textarea', firefox: 'textarea' },
  },
  // Trix: copies its HTML into the hidden field the form submits.
  {
    name: 'trix',
    family: 'trix',
    root: 'trix-editor',
    block: ':scope > div',
  },
  // Trumbowyg: copies its HTML into the transparent textarea it was made from on the keyup of
  // a typed key; that textarea is what the form submits and what trumbowyg('html') reads.
  {
    name: 'trumbowyg',
    family: 'contenteditable',
    root: '.trumbowyg-editor',
    block: ':scope > p',
  },
  // A contenteditable the page copies into its form's hidden field on keyup (hand-written
  // sites); with ?mirror=trusted only a real keystroke copies: the write never reaches
  // what the form sends, so the rewrite is offered with Copy, the editor put back.
  {
    name: 'keyup-mirror',
    family: 'contenteditable',
    root: '#editor',
    block: ':scope > p',
  },
  {
    name: 'keyup-mirror-trusted',
    page: 'keyup-mirror',
    query: '?mirror=trusted',
    family: 'contenteditable',
    root: '#editor',
    block: ':scope > p',
    outcome: { chromium: 'copy', firefox: 'copy' },
    copyReason: 'would still send your old text',
  },
  // A stand-in for editors whose paste writes "\n" as <br> in one paragraph (test/pages/br-paste):
  // the text reads right, the paragraphs are merged; verification must see it.
  {
    name: 'br-paste',
    family: 'contenteditable',
    root: '#editor',
    block: ':scope > p',
  },
  // Previous majors still widely deployed.
  { name: 'quill1', family: 'quill1', root: '.ql-editor', block: ':scope > p' },
  {
    name: 'tinymce7',
    family: 'tinymce',
    root: 'body#tinymce',
    block: ':scope > p',
    frame: 'iframe.tox-edit-area__iframe',
  },
];

/** The specs that run in `browser`. */
export function specsFor(browser: BrowserName): EditorSpec[] {
  return EDITOR_SPECS.filter((spec) => !spec.browsers || spec.browsers.includes(browser));
}

/** What the spec's users get in `browser`. */
export function outcomeIn(spec: EditorSpec, browser: BrowserName): EditorOutcome {
  return spec.outcome?.[browser] ?? 'replaced';
}

/**
 * Toast UI Editor in WYSIWYG mode (its Markdown mode, the default spec, has no marks): only the
 * formatting tests use it (formatting-models, both browsers). Its link draws no title (its
 * toDOM writes the address only; setHTML and getHTML go through Markdown, whose HTML reader
 * keeps the address only): the page never holds one to keep.
 */
/**
 * Editor.js with its Header, List (2.x), Checklist and Inline Code tools
 * (test/pages/editorjs-tools): each paragraph, header, list and checklist item is a
 * contenteditable of its own. Not in EDITOR_SPECS: the
 * shared scenarios select across paragraphs, which are separate editables here
 * (support/editorjs-tools-scenarios.ts).
 */
export const EDITORJS_TOOLS_SPEC: EditorSpec = {
  name: 'editorjs-tools',
  family: 'contenteditable',
  root: '.codex-editor__redactor',
  block: '.ce-block',
};

export function toastuiWysiwygSpec(): EditorSpec {
  return {
    ...EDITOR_SPECS.find((s) => s.name === 'toastui')!,
    name: 'toastui-wysiwyg',
    page: 'toastui',
    query: '?mode=wysiwyg',
    root: '.toastui-editor-ww-container .ProseMirror',
    block: ':scope > p',
  };
}

/**
 * Trumbowyg with what its form posts read as HTML (`?submitted=html`; the default spec reads it
 * as text): the formatting tests check the blocks and marks the form would send.
 */
export function trumbowygHtmlSpec(): EditorSpec {
  return { ...EDITOR_SPECS.find((s) => s.name === 'trumbowyg')!, query: '?submitted=html' };
}

/** Editor.js with its paragraph tool alone (test/pages/editorjs): no inline code tool. */
export const EDITORJS_SPEC: EditorSpec = {
  name: 'editorjs',
  family: 'contenteditable',
  root: '.codex-editor__redactor',
  block: '.ce-paragraph',
};
