/**
 * Whether a mouse press in editable content may have selected text, answered from its events
 * alone. Asking the document anything about its selection (even whether it is collapsed) may
 * make Chromium lay the page out first, and a plain click there only moves the caret: it
 * never leaves a selection. A press may select when the pointer moved while down (a drag:
 * one pixel can cross into the next line), when it is a double or triple click (a word, a
 * paragraph; only a mousedown counts clicks, a pointerdown's `detail` is 0), when Shift
 * extended the selection, and when its mousedown was not seen (null: the press that focused
 * the field, one whose pointerdown the page cancelled, a touch).
 */

/** A press as its mousedown saw it. */
export type Press = Pick<MouseEvent, 'clientX' | 'clientY' | 'detail' | 'shiftKey'>;

/**
 * `up` is the press's pointerup. Positions are compared in whole pixels (`^` truncates both
 * sides): Chromium gives a pointer event fractional coordinates and a mouse event whole ones.
 */
export const pressMaySelect = (down: Press | null, up: Pick<MouseEvent, 'clientX' | 'clientY'>) =>
  !down ||
  down.detail > 1 ||
  down.shiftKey ||
  Boolean((down.clientX ^ up.clientX) | (down.clientY ^ up.clientY));
