import { describe, expect, it } from 'vitest';
import { cornersOf, placeButton, type Box, type PlacementInput } from './placement';

const viewport = { innerWidth: 1000, innerHeight: 800 };
const size = { width: 120, height: 28 };
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const place = (input: Partial<PlacementInput> & Pick<PlacementInput, 'caret'>) =>
  placeButton({ backward: false, avoid: [], size, viewport, ...input });
const boxAt = (at: { left: number; top: number }): Box => ({
  ...at,
  right: at.left + size.width,
  bottom: at.top + size.height,
});

describe('placeButton', () => {
  it('goes just past the end: below-right of a forward selection, above-left of a backward one', () => {
    const caret = { x: 400, top: 100, bottom: 120 };
    expect(place({ caret })).toEqual({ left: 400, top: 126 });
    expect(place({ caret, backward: true })).toEqual({ left: 280, top: 66 });
  });

  it('never covers the selected lines or a field corner, and stays in the viewport', () => {
    const caret = { x: 400, top: 100, bottom: 120 };
    // The next line is selected too (a selection drawn upwards past the end): go beyond it.
    const lines: Box = { left: 0, top: 100, right: 900, bottom: 180 };
    const at = place({ caret, avoid: [lines] })!;
    expect(overlaps(boxAt(at), lines)).toBe(false);
    expect(at.top).toBeGreaterThanOrEqual(180);
    // At the bottom of the viewport: the other side of the line.
    const low = { x: 400, top: 770, bottom: 790 };
    const up = place({ caret: low, avoid: [{ left: 0, top: 770, right: 410, bottom: 790 }] })!;
    expect(up.top + size.height).toBeLessThanOrEqual(770);
    // Near the right edge: shifted left to stay whole.
    expect(place({ caret: { x: 990, top: 100, bottom: 120 } })!.left).toBe(1000 - 120 - 6);
    const field = { left: 100, top: 50, right: 500, bottom: 300 };
    const corner = place({ caret: { x: 470, top: 250, bottom: 270 }, avoid: cornersOf(field) })!;
    for (const c of cornersOf(field)) expect(overlaps(boxAt(corner), c)).toBe(false);
  });

  it('is null while the end of the selection is scrolled out of view', () => {
    expect(place({ caret: { x: 10, top: -60, bottom: -40 } })).toBeNull();
    expect(place({ caret: { x: 10, top: 900, bottom: 920 } })).toBeNull();
  });
});
