/**
 * The code editors that take the user's input through an element that is not their text
 * (a hidden textarea, or an element with an EditContext), and whose text is only in the lines
 * they render: how to find each one's view from its input element and read its lines in
 * order. The input element itself is recognised by what it is (input-sink-target.ts); this
 * only says where the editor shows its text. Editors render only the lines in view: a
 * selection must be among them (it is what the user just selected).
 */
export interface CodeView {
  name: string;
  /** The editor's root element around its input element, or null when not this editor. */
  root(input: Element): HTMLElement | null;
  /** The rendered lines, top to bottom, as the user reads them. */
  lines(root: HTMLElement): string[];
  /**
   * The editor copies its text into the form field it was made from when the form is
   * submitted (not as the user types): that field is no copy to check after a write.
   */
  savesOnSubmit?: boolean;
}

const ZERO_WIDTH = /[\u200B\uFEFF]/g;
const asRead = (el: Element) =>
  (el.textContent ?? '').replace(ZERO_WIDTH, '').replace(/\u00a0/g, ' ');

/** Monaco (VS Code for the web): `.view-line`s, placed by their `top`, in any DOM order. */
export const monacoView: CodeView = {
  name: 'monaco',
  root: (input) => input.closest<HTMLElement>('.monaco-editor'),
  lines(root) {
    const top = (el: HTMLElement) => Number.parseFloat(el.style.top) || 0;
    return Array.from(root.querySelectorAll<HTMLElement>('.view-lines > .view-line'))
      .sort((a, b) => top(a) - top(b))
      .map(asRead);
  },
};

/** CodeMirror 5: its lines are `pre.CodeMirror-line`s in order; it saves its textarea on submit. */
export const codemirror5View: CodeView = {
  name: 'codemirror5',
  root: (input) => input.closest<HTMLElement>('.CodeMirror'),
  lines: (root) =>
    Array.from(root.querySelectorAll('.CodeMirror-code pre.CodeMirror-line')).map(asRead),
  savesOnSubmit: true,
};

/**
 * Ace: its text layer holds one `.ace_line` per line (an `.ace_line_group` of rows when it
 * wraps), each placed by its `top`.
 */
export const aceView: CodeView = {
  name: 'ace',
  root: (input) => input.closest<HTMLElement>('.ace_editor'),
  lines(root) {
    const top = (el: HTMLElement) => Number.parseFloat(el.style.top) || 0;
    const layer = root.querySelector('.ace_text-layer');
    if (!layer) return [];
    return Array.from(layer.children)
      .filter((el): el is HTMLElement => /\bace_line(_group)?\b/.test(el.className))
      .sort((a, b) => top(a) - top(b))
      .map(asRead);
  },
};

export const codeViews: readonly CodeView[] = [monacoView, codemirror5View, aceView];

/** The code view around `input`, with its root; null when no known editor owns it. */
export function codeViewOf(input: Element): { view: CodeView; root: HTMLElement } | null {
  for (const view of codeViews) {
    const root = view.root(input);
    if (root) return { view, root };
  }
  return null;
}
