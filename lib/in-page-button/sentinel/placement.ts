/**
 * Where the button goes: just past the end of the selection, on the side the user ended it
 * (after and below its end for a forward selection, before and above for a backward one),
 * inside the viewport, and never over the selected text or a field's corners (resize handle,
 * other tools' buttons). Pure: the sentinel measures, this decides.
 */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PlacementInput {
  /** The selection's end the user moved: x, and its line's top and bottom. */
  caret: { x: number; top: number; bottom: number };
  backward: boolean;
  /** Boxes the button must not cover (the selected lines, the field's corners). */
  avoid: readonly Box[];
  size: { width: number; height: number };
  /** The viewport's size (the window itself will do). */
  viewport: { innerWidth: number; innerHeight: number };
}

const GAP = 6;
/** The square kept clear in each corner of a field. */
export const CORNER = 32;

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The corners of a field's box, to keep clear. */
export const cornersOf = ({ left, top, right, bottom }: Box): Box[] =>
  [left, right - CORNER].flatMap((x) =>
    [top, bottom - CORNER].map((y) => ({ left: x, top: y, right: x + CORNER, bottom: y + CORNER })),
  );

/** Top-left of the button, or null when the selection's end is scrolled out of view. */
export function placeButton(input: PlacementInput): { left: number; top: number } | null {
  const { caret, backward, avoid, size } = input;
  const { width: w, height: h } = size;
  const { innerWidth: vw, innerHeight: vh } = input.viewport;
  // Scrolled out of view (it comes back with the selection; sideways, it is clamped).
  if (caret.bottom < 0 || caret.top > vh) return null;
  const left = Math.min(Math.max(backward ? caret.x - w : caret.x, GAP), vw - w - GAP);
  const past = backward ? caret.top - GAP - h : caret.bottom + GAP;
  const before = backward ? caret.bottom + GAP : caret.top - GAP - h;
  // Past the end, then beyond everything to keep clear on that side, then the other side.
  const beyond = backward
    ? Math.min(...avoid.map((b) => b.top)) - GAP - h
    : Math.max(...avoid.map((b) => b.bottom)) + GAP;
  const fits = (top: number) =>
    top >= GAP &&
    top + h <= vh - GAP &&
    !avoid.some((b) => overlaps({ left, top, right: left + w, bottom: top + h }, b));
  const top = [past, beyond, before].find(fits);
  return { left, top: top ?? Math.min(Math.max(past, GAP), vh - h - GAP) };
}
