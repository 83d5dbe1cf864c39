/**
 * Page objects for the editor test pages (test/pages): open one, select text by offsets in
 * the editor model's text, read the model back, and press the user's undo.
 */
import type { Frame, Page } from 'playwright-core';
import { callOn, cardHosts } from './closed-card';

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
];

export class EditorPage {
  private constructor(
    readonly page: Page,
    /** The frame whose document holds the editable root. */
    readonly frame: Frame,
    readonly spec: EditorSpec,
  ) {}

  static async open(page: Page, baseUrl: string, spec: EditorSpec): Promise<EditorPage> {
    await page.goto(`${baseUrl}/${spec.name}/index.html`);
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
    return this.page.evaluate(() => window.__editor!.getText());
  }

  /** The editor's saved content (its getData/getContent), or null when the page has none. */
  savedData(): Promise<string | null> {
    return this.page.evaluate(() => window.__editor!.getData?.() ?? null);
  }

  /** Whether anything of ours (the card's host element) sits inside the editable root. */
  async hasCardInside(): Promise<boolean> {
    for (const host of await cardHosts(this.page)) {
      const inside = await callOn(
        this.page,
        host,
        (el: Element, root: string) => el.ownerDocument.querySelector(root)?.contains(el) ?? false,
        this.spec.root,
      );
      if (inside) return true;
    }
    return false;
  }

  /** The DOM's text, paragraph by paragraph, joined with "\n" (zero-width fillers dropped). */
  domText(): Promise<string> {
    return this.frame.evaluate(
      ({ root, block }) =>
        Array.from(document.querySelector(root)!.querySelectorAll(block))
          .map((el) => (el.textContent ?? '').replace(/[\uFEFF\u200B]/g, ''))
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
