/**
 * Selection set-ups that run inside a test page, shared by the Chromium (Playwright) and
 * Firefox (puppeteer) suites: both drivers' `page.evaluate(fn, arg)` take them as they are,
 * so they must not use anything outside their own body.
 */

/** Focuses the text field matching `selector` and selects [start, end) of its value. */
export function selectInFieldInPage([selector, start, end]: readonly [string, number, number]) {
  const field = document.querySelector(selector) as HTMLInputElement | HTMLTextAreaElement;
  field.focus();
  field.setSelectionRange(start, end);
}

export interface TextPoint {
  selector: string;
  offset: number;
}

/**
 * Selects from `start.offset` in the text of the block matching `start.selector` to
 * `end.offset` in the block matching `end.selector` (each block holds one text node), after
 * focusing the contenteditable holding them.
 */
export function selectAcrossInPage([start, end]: readonly [TextPoint, TextPoint]) {
  const textOf = (sel: string) => {
    const node = document.querySelector(sel)?.firstChild;
    if (!node) throw new Error(`No text in ${sel}`);
    return node;
  };
  const range = document.createRange();
  range.setStart(textOf(start.selector), start.offset);
  range.setEnd(textOf(end.selector), end.offset);
  const editable = (range.startContainer.parentElement?.closest('[contenteditable]') ??
    null) as HTMLElement | null;
  editable?.focus();
  const sel = document.getSelection();
  sel?.removeAllRanges();
  sel?.addRange(range);
}
