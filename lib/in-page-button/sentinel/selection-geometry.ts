/**
 * Measures a selection for placing the button (only when it is about to show): the end the
 * user moved, the selected lines to keep clear, and a text field's corners (where its resize
 * handle and other tools' buttons sit). Editable content has the selection's own rects. A text field's selection has none: a selection ended with
 * the mouse ends where the pointer was released (kept relative to the field, so the button
 * follows scrolling); one ended with the keyboard (Shift+arrows, Ctrl+A) puts the button past
 * the field's box on the side the selection ended.
 */
import { cornersOf, type Box, type PlacementInput } from './placement';
import type { TextField } from './field-rules';

export type Geometry = Pick<PlacementInput, 'caret' | 'backward' | 'avoid'>;

/** Where a pointer was released, in the viewport (the pointerup itself will do). */
export type Point = { clientX: number; clientY: number } | null;

/** Half a usual line of text: the released line is kept clear this far around the pointer. */
const HALF_LINE = 10;

/** A text field's geometry, given where the pointer ended the selection (if it did). */
export function fieldGeometry(field: TextField, pointer: Point): () => Geometry {
  const backward = field.selectionDirection === 'backward';
  const start = field.getBoundingClientRect();
  return () => {
    const box = field.getBoundingClientRect();
    const avoid = cornersOf(box);
    let { left: x, top, bottom } = box;
    if (!pointer) {
      avoid.push(box);
      if (!backward) x = box.right;
    } else {
      x = pointer.clientX + box.left - start.left;
      const y = pointer.clientY + box.top - start.top;
      top = y - HALF_LINE;
      bottom = y + HALF_LINE;
      // The released line up to the pointer (forward) or from it (backward) is selected.
      avoid.push({ left: backward ? x : box.left, right: backward ? box.right : x, top, bottom });
    }
    return { backward, avoid, caret: { x, top, bottom } };
  };
}

/**
 * Editable content's geometry: the selection measured once (all its rects: a whole document
 * after Ctrl+A is thousands), then only moved with the element its end is in, whose one box
 * is all a scroll frame reads (the page's or the editor's own scrolling moves both alike).
 */
export function editableGeometry(range: Range, backward: boolean): () => Geometry {
  const rects = [...range.getClientRects()].filter((r) => r.width);
  const all = range.getBoundingClientRect();
  const end = rects.at(backward ? 0 : -1) ?? all;
  // Hundreds of lines are kept clear as one box.
  const avoid: Box[] = rects[99] ? [all] : rects;
  const node = backward ? range.startContainer : range.endContainer;
  const anchor = node instanceof Element ? node : node.parentElement;
  const origin = anchor?.getBoundingClientRect();
  return () => {
    const now = anchor?.getBoundingClientRect();
    const dx = now && origin ? now.left - origin.left : 0;
    const dy = now && origin ? now.top - origin.top : 0;
    const move = (b: Box) => ({
      left: b.left + dx,
      right: b.right + dx,
      top: b.top + dy,
      bottom: b.bottom + dy,
    });
    const { left, right, top, bottom } = move(end);
    return { backward, avoid: avoid.map(move), caret: { x: backward ? left : right, top, bottom } };
  };
}
