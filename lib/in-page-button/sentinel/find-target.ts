/**
 * The selection the button may offer itself for, or null: made in a text field or editable
 * content the rules allow (field-rules.ts), of at least three words. The common case, no
 * selection at all, is answered from `activeElement` and selection offsets alone: no layout,
 * no style.
 */
import { enoughWords } from './enough-words';
import { fieldAllowed, isTextField, type TextField } from './field-rules';

export type Target =
  { el: TextField; range?: undefined } | { el: HTMLElement; range: Range; backward: boolean };

/** The focused element, through open shadow roots (fields of web components). */
export function deepActive(doc: Document): Element | null {
  let el = doc.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/**
 * Whether nothing is selected in the document ("None" or "Caret"). Chromium may bring the
 * page's layout up to date to answer (always for `isCollapsed`; for `type` when the selection
 * moved since last laid out), so the sentinel asks only after a key or click that can select.
 * A document in a window has a Selection.
 */
export const isCollapsed = (doc: Document): boolean => doc.getSelection()!.type !== 'Range';

export function findTarget(doc: Document): Target | null {
  const el = deepActive(doc);
  if (!el) return null;
  if (isTextField(el)) {
    // A textarea's and a text input's offsets are numbers (null only for other input types).
    return enoughWords(el.value.slice(el.selectionStart!, el.selectionEnd!)) && fieldAllowed(el)
      ? { el }
      : null;
  }
  // The selection first: isContentEditable may bring the page's style up to date.
  if (isCollapsed(doc) || !(el as HTMLElement).isContentEditable) return null;
  const selection = doc.getSelection()!;
  // The selection must end inside the editing host (not in the page around it).
  if (!el.contains(selection.focusNode)) return null;
  const range = selection.getRangeAt(0);
  if (!enoughWords(range.toString()) || !fieldAllowed(el as HTMLElement)) return null;
  return { el: el as HTMLElement, range, backward: selection.direction === 'backward' };
}
