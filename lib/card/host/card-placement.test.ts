import { describe, expect, it } from 'vitest';
import { MAX_AVOIDED, overlapArea, placeCard, type Box } from './card-placement';

const box = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height });
const viewport = box(0, 0, 1000, 800);
const card = box(0, 0, 380, 200);
const GAP = 8;

describe('placeCard', () => {
  it('goes below the anchor, aligned with its left edge, when there is room', () => {
    expect(placeCard(box(100, 100, 300, 40), card, viewport, GAP)).toEqual({
      x: 100,
      y: 148,
      side: 'bottom',
    });
  });

  it('flips above when the room below is too short', () => {
    expect(placeCard(box(100, 700, 300, 40), card, viewport, GAP)).toEqual({
      x: 100,
      y: 492,
      side: 'top',
    });
  });

  it('goes beside a tall anchor that leaves no room above or below', () => {
    const tall = box(50, 100, 300, 650);
    expect(placeCard(tall, card, viewport, GAP)).toEqual({ x: 358, y: 100, side: 'right' });
    const onTheRight = box(600, 100, 390, 650);
    expect(placeCard(onTheRight, card, viewport, GAP)).toEqual({ x: 212, y: 100, side: 'left' });
  });

  it('with no room on any side, takes the side that hides least, then stays in the viewport', () => {
    const everywhere = box(0, 0, 1000, 800);
    const placed = placeCard(everywhere, card, viewport, GAP);
    expect(placed.side).toBe('bottom');
    expect(placed.x).toBeGreaterThanOrEqual(GAP);
    expect(placed.x + card.width).toBeLessThanOrEqual(viewport.width - GAP);
    expect(placed.y + card.height).toBeLessThanOrEqual(viewport.height - GAP);
  });

  it('shifts the card back inside the viewport on both axes', () => {
    expect(placeCard(box(900, 100, 80, 20), card, viewport, GAP)).toMatchObject({
      x: 1000 - 380 - GAP,
      side: 'bottom',
    });
    // An anchor partly out at the left: the card below it starts at the edge's gap.
    expect(placeCard(box(-50, -100, 200, 150), card, viewport, GAP)).toEqual({
      x: GAP,
      y: 58,
      side: 'bottom',
    });
    // Beside a tall anchor scrolled partly above the top: the card's top stays in view.
    expect(placeCard(box(50, -100, 300, 950), card, viewport, GAP)).toEqual({
      x: 358,
      y: GAP,
      side: 'right',
    });
  });

  it('a card larger than the viewport keeps its top-left corner in view', () => {
    const small = box(0, 0, 300, 150);
    expect(placeCard(box(10, 10, 50, 20), card, small, GAP)).toMatchObject({ x: GAP, y: GAP });
  });

  it('follows a viewport that does not start at 0', () => {
    const offset = box(100, 50, 1000, 800);
    expect(placeCard(box(50, 60, 100, 20), card, offset, GAP)).toEqual({
      x: 108,
      y: 88,
      side: 'bottom',
    });
  });
});

describe('placeCard beside other cards that stay', () => {
  const clear = (at: { x: number; y: number }, others: Box[]) =>
    others.every((o) => overlapArea({ ...at, width: card.width, height: card.height }, o) === 0);

  it('with nothing in the way, goes exactly where it would alone', () => {
    const anchor = box(100, 100, 300, 40);
    expect(placeCard(anchor, card, viewport, GAP, [box(700, 600, 100, 100)])).toEqual(
      placeCard(anchor, card, viewport, GAP),
    );
  });

  it('a field just below a paragraph whose card still works: not over that card, still next to the field', () => {
    // The paragraph's card hangs below the paragraph, over the field and past its bottom.
    const first = box(100, 108, 380, 200);
    const field = box(100, 120, 500, 60);
    const placed = placeCard(field, card, viewport, GAP, [first]);
    expect(clear(placed, [first])).toBe(true);
    // Below the field the place is taken: beside it, on the right, where there is room.
    expect(placed).toEqual({ x: 608, y: 120, side: 'right' });
  });

  it('slides past the other card, away from the anchor, when that is the only clear place', () => {
    // A narrow viewport: no room beside the field; the first card hangs below it.
    const narrow = box(0, 0, 420, 800);
    const field = box(10, 100, 400, 40);
    const first = box(10, 148, 380, 200);
    const placed = placeCard(field, card, narrow, GAP, [first]);
    expect(clear(placed, [first])).toBe(true);
    expect(placed).toMatchObject({ y: 148 + 200 + GAP, side: 'bottom' });
  });

  it('goes above when below is taken and above is free', () => {
    const narrow = box(0, 0, 420, 800);
    const field = box(10, 400, 400, 40);
    const first = box(10, 448, 380, 340);
    const placed = placeCard(field, card, narrow, GAP, [first]);
    expect(placed).toEqual({ x: 10, y: 400 - GAP - 200, side: 'top' });
  });

  it('clear of several cards at once', () => {
    const field = box(300, 300, 300, 40);
    const others = [box(300, 348, 380, 200), box(300, 92, 380, 200), box(608, 300, 380, 140)];
    const placed = placeCard(field, card, viewport, GAP, others);
    expect(clear(placed, others)).toBe(true);
  });

  it('with no clear place in the viewport, covers the least of the other cards and stays inside', () => {
    const small = box(0, 0, 400, 300);
    const other = box(10, 10, 380, 200);
    const placed = placeCard(box(10, 10, 100, 20), card, small, GAP, [other]);
    const covered = overlapArea({ ...placed, width: card.width, height: card.height }, other);
    expect(covered).toBeLessThan(card.width * card.height);
    expect(placed.y + card.height).toBeLessThanOrEqual(300 - GAP);
  });

  it(`looks at the newest ${MAX_AVOIDED} cards only (a bounded cost per placement)`, () => {
    const field = box(100, 100, 300, 40);
    const old = box(100, 148, 380, 200);
    const far = Array.from({ length: MAX_AVOIDED }, (_, i) => box(900, 700 + i, 10, 10));
    expect(placeCard(field, card, viewport, GAP, [old, ...far])).toEqual(
      placeCard(field, card, viewport, GAP),
    );
  });
});
