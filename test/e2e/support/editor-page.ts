/**
 * Page objects for the editor test pages (test/pages): open one, select text by offsets in
 * the editor model's text, read the model back, and press the user's undo. Browser-neutral:
 * it drives a `TabDriver` (page-driver.ts), so the same object serves Chromium and Firefox.
 */
import type { EditorSpec } from './editor-specs';
import type { PageFrame, TabDriver } from './page-driver';

export type { EditorSpec } from './editor-specs';
export { EDITOR_SPECS } from './editor-specs';

/**
 * Options for every `expect.poll` in the in-page tests: conditions are polled, never slept
 * on, and the limit is generous because CI is a loaded 2-core machine (the default 1 s is
 * not). Reaching it means the condition never held.
 */
export const EVENTUALLY = { timeout: 20_000, interval: 50 } as const;

export class EditorPage {
  private constructor(
    readonly tab: TabDriver,
    /** The frame whose document holds the editable root. */
    readonly frame: PageFrame,
    readonly spec: EditorSpec,
    /** The frame whose window has `__editor` (the page's, except for a framed test page). */
    private readonly modelFrame: PageFrame = tab.top,
  ) {}

  /** The editor in `frame` (already loaded), e.g. a cross-origin iframe of the tab. */
  static async inFrame(tab: TabDriver, frame: PageFrame, spec: EditorSpec): Promise<EditorPage> {
    await frame.waitFor(`body[data-editor-ready="${spec.name}"]`);
    await frame.waitFor(spec.root);
    return new EditorPage(tab, frame, spec, frame);
  }

  /** Opens the spec's page in `tab`; `query` (e.g. "?undo=1") is appended to its address. */
  static async open(
    tab: TabDriver,
    baseUrl: string,
    spec: EditorSpec,
    query = '',
  ): Promise<EditorPage> {
    await tab.goto(`${baseUrl}/${spec.page ?? spec.name}/index.html${spec.query ?? query}`);
    await tab.top.waitFor(`body[data-editor-ready="${spec.page ?? spec.name}"]`);
    const frame = spec.frame ? await tab.top.child(spec.frame) : tab.top;
    await frame.waitFor(spec.root);
    return new EditorPage(tab, frame, spec);
  }

  /** The editor model's text ("\n" between paragraphs), from the page's `window.__editor`. */
  modelText(): Promise<string> {
    return this.modelFrame.evaluate(() => window.__editor!.getText(), undefined);
  }

  /** The editor's saved content (its getData/getContent), or null when the page has none. */
  savedData(): Promise<string | null> {
    return this.modelFrame.evaluate(() => window.__editor!.getData?.() ?? null, undefined);
  }

  /** Replaces the editor's content with `html` through the page's own API (__editor.setHtml). */
  setHtml(html: string): Promise<void> {
    return this.modelFrame.evaluate((h) => window.__editor!.setHtml!(h), html);
  }

  /** What the page's form would submit for the editor, or null when it has no form copy. */
  submitted(): Promise<string | null> {
    return this.modelFrame.evaluate(() => window.__editor!.getSubmitted?.() ?? null, undefined);
  }

  /** Whether anything of ours (the card's host element) sits inside the editable root. */
  hasCardInside(): Promise<boolean> {
    return this.tab.card.insideOf(this.spec.root);
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
      { root: this.spec.root, block: this.spec.block },
    );
  }

  /**
   * Selects model text [start, end) (offsets in modelText(), "\n" counting one) as the user
   * would, focused, then lets the editor sync its own selection. A DOM selection inside the
   * editor's blocks, or the page's own `__editor.select` where the editor has no DOM
   * selection to set (EditContext, a hidden textarea).
   */
  async select(start: number, end: number): Promise<void> {
    await this.frame.evaluate(
      ({ root, block, start, end }) => {
        const rootEl = document.querySelector<HTMLElement>(root)!;
        if (window.__editor?.select) {
          window.__editor.select(start, end);
          return;
        }
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
      { root: this.spec.root, block: this.spec.block, start, end },
    );
    await this.settle();
  }

  /** What has the focus: an element with an EditContext, a textarea, or anything else. */
  focusedInput(): Promise<'editcontext' | 'textarea' | 'other'> {
    return this.frame.evaluate(() => {
      const el = document.activeElement as (Element & { editContext?: unknown }) | null;
      if (el?.editContext) return 'editcontext' as const;
      return el?.tagName === 'TEXTAREA' ? ('textarea' as const) : ('other' as const);
    }, undefined);
  }

  /** Puts the keyboard focus back in the editor (as a user clicking into it) if it left. */
  async focus(): Promise<void> {
    await this.tab.bringToFront();
    await this.frame.evaluate(
      ({ root, focus }) => {
        if (window.__editor?.focus) return window.__editor.focus();
        const el = document.querySelector<HTMLElement>(focus ?? root)!;
        if (!el.contains(document.activeElement)) el.focus();
      },
      { root: this.spec.root, focus: this.spec.focus ?? null },
    );
  }

  /** The user's undo: one Ctrl+Z keypress in the focused editor. */
  async pressUndo(): Promise<void> {
    await this.tab.pressUndo();
    await this.settle();
  }

  /** Two animation frames: lets selectionchange handlers and React renders run. */
  async settle(): Promise<void> {
    await this.frame.evaluate(
      () =>
        new Promise<void>((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok()))),
      undefined,
    );
  }
}
