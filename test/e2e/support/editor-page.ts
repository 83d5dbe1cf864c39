/**
 * Page objects for the editor test pages (test/pages): open one, select text by offsets in
 * the editor model's text, read the model back, and press the user's undo.
 */
import type { Frame, Page } from 'playwright-core';

/**
 * Options for every `expect.poll` in the in-page tests: conditions are polled, never slept
 * on, and the limit is generous because CI is a loaded 2-core machine (the default 1 s is
 * not). Reaching it means the condition never held.
 */
export const EVENTUALLY = { timeout: 20_000, interval: 50 } as const;

export interface EditorSpec {
  /** Folder under test/pages. */
  name: string;
  /** The EditorFamily name the extension should detect (lib/editors/families). */
  family: string;
  /** The editable root inside the (frame's) document. */
  root: string;
  /** One element per paragraph, in order, inside the root. */
  block: string;
  /** CSS selector of the iframe holding the editable document (TinyMCE). */
  frame?: string;
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
  { name: 'codemirror', family: 'contenteditable', root: '.cm-content', block: '.cm-line' },
  { name: 'squire', family: 'contenteditable', root: '#editor', block: ':scope > p' },
  { name: 'medium-editor', family: 'contenteditable', root: '#editor', block: ':scope > p' },
  {
    name: 'toastui',
    family: 'prosemirror',
    root: '.toastui-editor-md-container .ProseMirror',
    block: ':scope > div',
  },
  { name: 'milkdown', family: 'prosemirror', root: '#editor .ProseMirror', block: ':scope > p' },
  // Previous majors still widely deployed.
  { name: 'quill1', family: 'contenteditable', root: '.ql-editor', block: ':scope > p' },
  {
    name: 'tinymce7',
    family: 'tinymce',
    root: 'body#tinymce',
    block: ':scope > p',
    frame: 'iframe.tox-edit-area__iframe',
  },
];

export class EditorPage {
  private constructor(
    readonly page: Page,
    /** The frame whose document holds the editable root. */
    readonly frame: Frame,
    readonly spec: EditorSpec,
    /** The frame whose window has `__editor` (the page's, except for a framed test page). */
    private readonly modelFrame: Frame = page.mainFrame(),
  ) {}

  /** `query` (e.g. "?undo=1") is appended to the page's address. */
  /** The editor in `frame` (already loaded), e.g. a cross-origin iframe of the tab. */
  static async inFrame(page: Page, frame: Frame, spec: EditorSpec): Promise<EditorPage> {
    await frame.waitForSelector(`body[data-editor-ready="${spec.name}"]`);
    await frame.waitForSelector(spec.root);
    return new EditorPage(page, frame, spec, frame);
  }

  static async open(
    page: Page,
    baseUrl: string,
    spec: EditorSpec,
    query = '',
  ): Promise<EditorPage> {
    await page.goto(`${baseUrl}/${spec.name}/index.html${query}`);
    await page.waitForSelector(`body[data-editor-ready="${spec.name}"]`);
    let frame = page.mainFrame();
    if (spec.frame) {
      const handle = await page.waitForSelector(spec.frame);
      frame = (await handle.contentFrame())!;
    }
    await frame.waitForSelector(spec.root);
    return new EditorPage(page, frame, spec);
  }

  /** The editor model's text ("\n" between paragraphs), from the page's `window.__editor`. */
  modelText(): Promise<string> {
    return this.modelFrame.evaluate(() => window.__editor!.getText());
  }

  /** The editor's saved content (its getData/getContent), or null when the page has none. */
  savedData(): Promise<string | null> {
    return this.modelFrame.evaluate(() => window.__editor!.getData?.() ?? null);
  }

  /** Whether anything of ours (the card's host element) sits inside the editable root. */
  hasCardInside(): Promise<boolean> {
    return this.frame.evaluate(
      (root) => document.querySelector(root)!.querySelector('humanizer-card') !== null,
      this.spec.root,
    );
  }

  /** The DOM's text, paragraph by paragraph, joined with "\n" (zero-width fillers dropped). */
  domText(): Promise<string> {
    return this.frame.evaluate(
      ({ root, block }) =>
        Array.from(document.querySelector(root)!.querySelectorAll(block))
          // No-break spaces that keep a boundary space visible (Squire) read as spaces.
          .map((el) =>
            (el.textContent ?? '').replace(/[\uFEFF\u200B]/g, '').replace(/\u00a0/g, ' '),
          )
          .join('\n'),
      this.spec,
    );
  }

  /**
   * Selects model text [start, end) (offsets in modelText(), "\n" counting one) as a real DOM
   * selection inside the editor, focused, then lets the editor sync its own selection.
   */
  async select(start: number, end: number): Promise<void> {
    await this.frame.evaluate(
      ({ root, block, start, end }) => {
        const rootEl = document.querySelector<HTMLElement>(root)!;
        const blocks = Array.from(rootEl.querySelectorAll(block));
        const locate = (offset: number): [Node, number] => {
          let left = offset;
          for (const el of blocks) {
            const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
            let last: [Node, number] = [el, 0];
            for (let n = walker.nextNode(); n; n = walker.nextNode()) {
              const text = n.nodeValue ?? '';
              if (/^[\uFEFF\u200B]*$/.test(text)) continue;
              if (left <= text.length) return [n, left];
              left -= text.length;
              last = [n, text.length];
            }
            if (left === 0) return last;
            left -= 1; // the paragraph break
          }
          throw new Error(`offset ${offset} is past the editor's text`);
        };
        rootEl.focus();
        const [a, ao] = locate(start);
        const [b, bo] = locate(end);
        document.getSelection()!.setBaseAndExtent(a, ao, b, bo);
      },
      { ...this.spec, start, end },
    );
    await this.settle();
  }

  /** The text of the current DOM selection as the browser reports it. */
  selectedText(): Promise<string> {
    return this.frame.evaluate(() => document.getSelection()?.toString() ?? '');
  }

  /** Puts the keyboard focus back in the editor (as a user clicking into it) if it left. */
  async focus(): Promise<void> {
    await this.page.bringToFront();
    await this.frame.evaluate((root) => {
      const el = document.querySelector<HTMLElement>(root)!;
      if (!el.contains(document.activeElement)) el.focus();
    }, this.spec.root);
  }

  /** The user's undo: one Ctrl+Z keypress in the focused editor. */
  async pressUndo(): Promise<void> {
    await this.page.keyboard.press('Control+z');
    await this.settle();
  }

  /** Two animation frames: lets selectionchange handlers and React renders run. */
  async settle(): Promise<void> {
    await this.frame.evaluate(
      () =>
        new Promise<void>((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok()))),
    );
  }
}
