/**
 * What every editor test page starts with, and the handle it exposes to tests as
 * `window.__editor`: the editor's own model read back as plain text.
 */
// Phrases the reference server rewrites ("It is important to note that", "utilize", …), so
// a humanized selection always differs from the original.
export const SAMPLE_PARAGRAPHS = [
  'Our team wrote this page. It is important to note that this editor keeps a sample text.',
  'Furthermore, we utilize a second paragraph to leverage the test.',
  'In order to finish, the third paragraph closes the whole sample.',
];

/** A selection from the middle of the first paragraph to the middle of the second. */
export const ACROSS_PARAGRAPHS = {
  start: SAMPLE_PARAGRAPHS[0]!.indexOf('It is important'),
  end: SAMPLE_PARAGRAPHS[0]!.length + 1 + SAMPLE_PARAGRAPHS[1]!.indexOf('the test.'),
};

export interface EditorHandle {
  /** The editor model's text, "\n" between paragraphs, no trailing newline. */
  getText(): string;
  /** The editor's saved content (its own serialisation), where it has one. */
  getData?(): string;
  /** What the page's form would submit for the editor (its mirrored field), where it has one. */
  getSubmitted?(): string;
  /**
   * Selects [start, end) of getText() as the user would, for editors without a DOM selection
   * to set (EditContext, a hidden textarea); DOM editors leave it out.
   */
  select?(start: number, end: number): void;
  /** Replaces the whole content with `html`, through the editor's own API (formatting tests). */
  setHtml?(html: string): void;
  /** Gives the editor the keyboard focus, where focusing its root is not how. */
  focus?(): void;
}

declare global {
  interface Window {
    __editor?: EditorHandle;
  }
}

/** Publishes the handle and marks the page ready (tests wait for `body[data-editor-ready]`). */
export function exposeEditor(name: string, handle: EditorHandle): void {
  window.__editor = handle;
  document.body.dataset.editorReady = name;
}
