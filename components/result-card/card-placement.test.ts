import { describe, expect, it } from 'vitest';
import { placeCard, type Box } from './card-placement';

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
