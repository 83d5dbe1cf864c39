/**
 * Where the card goes, as pure geometry (viewport coordinates): below what it is about,
 * else above, right or left of it, whichever first has room for the whole card on that side;
 * when none has, the side that hides the least of it. Then shifted to stay inside the
 * viewport, `gap` from its edges, on both axes.
 *
 * Other cards that stay on the page (still working, in review, asking to confirm) are not
 * covered: on each side the card may also slide past them, away from its anchor or along
 * it. A place clear of them wins over one that keeps the anchor in view, which wins over a
 * short slide; only when no place inside the viewport is clear of them (a viewport too small
 * for both) does the card take the one that covers the least of them.
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Side = 'bottom' | 'top' | 'right' | 'left';

/** In the order they are tried. */
export const SIDES: readonly Side[] = ['bottom', 'top', 'right', 'left'];

/** Cards avoided at most: the newest; a page never has more cards at work than this. */
export const MAX_AVOIDED = 8;

export interface Placed {
  x: number;
  y: number;
  side: Side;
}

interface Point {
  x: number;
  y: number;
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, high));

/** The card's corner on `side`, aligned with the anchor's start (its left or top edge). */
function corner(side: Side, anchor: Box, card: Box, gap: number): Point {
  switch (side) {
    case 'bottom':
      return { x: anchor.x, y: anchor.y + anchor.height + gap };
    case 'top':
      return { x: anchor.x, y: anchor.y - gap - card.height };
    case 'right':
      return { x: anchor.x + anchor.width + gap, y: anchor.y };
    case 'left':
      return { x: anchor.x - gap - card.width, y: anchor.y };
  }
}

const isVertical = (side: Side) => side === 'bottom' || side === 'top';

/** How far the card at `at` sticks out of the viewport on its side's axis (0: it fits). */
function overflow(side: Side, at: Point, card: Box, viewport: Box): number {
  const vertical = isVertical(side);
  const start = vertical ? at.y - viewport.y : at.x - viewport.x;
  const size = vertical ? card.height : card.width;
  const room = vertical ? viewport.height : viewport.width;
  return Math.max(0, -start) + Math.max(0, start + size - room);
}

/** The area two boxes share (0 when they only touch). */
export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The card's places on `side`: its corner, then slid past each avoided box, away from the
 * anchor on the side's axis and either way along the anchor (the other axis).
 */
function candidates(side: Side, base: Point, card: Box, avoid: readonly Box[], gap: number) {
  const away: number[] = [isVertical(side) ? base.y : base.x];
  const along: number[] = [isVertical(side) ? base.x : base.y];
  for (const o of avoid) {
    if (side === 'bottom') away.push(Math.max(base.y, o.y + o.height + gap));
    if (side === 'top') away.push(Math.min(base.y, o.y - gap - card.height));
    if (side === 'right') away.push(Math.max(base.x, o.x + o.width + gap));
    if (side === 'left') away.push(Math.min(base.x, o.x - gap - card.width));
    if (isVertical(side)) along.push(o.x + o.width + gap, o.x - gap - card.width);
    else along.push(o.y + o.height + gap, o.y - gap - card.height);
  }
  const points: Point[] = [];
  for (const a of away) {
    for (const b of along) points.push(isVertical(side) ? { x: b, y: a } : { x: a, y: b });
  }
  return points;
}

export function placeCard(
  anchor: Box,
  card: Box,
  viewport: Box,
  gap: number,
  avoid: readonly Box[] = [],
): Placed {
  const others = avoid.slice(-MAX_AVOIDED);
  let best: (Placed & { covered: number; hidden: number; slide: number }) | undefined;
  for (const side of SIDES) {
    const base = corner(side, anchor, card, gap);
    for (const at of candidates(side, base, card, others, gap)) {
      const x = clamp(at.x, viewport.x + gap, viewport.x + viewport.width - card.width - gap);
      const y = clamp(at.y, viewport.y + gap, viewport.y + viewport.height - card.height - gap);
      const box = { x, y, width: card.width, height: card.height };
      const covered = others.reduce((sum, o) => sum + overlapArea(box, o), 0);
      const hidden = overflow(side, at, card, viewport);
      const slide = Math.abs(at.x - base.x) + Math.abs(at.y - base.y);
      // Clear of the other cards, then the anchor in view, then the shortest slide; the
      // earlier side and place on a tie.
      const better =
        !best ||
        covered < best.covered ||
        (covered === best.covered &&
          (hidden < best.hidden || (hidden === best.hidden && slide < best.slide)));
      if (better) best = { x, y, side, covered, hidden, slide };
    }
  }
  const { x, y, side } = best ?? { ...corner('bottom', anchor, card, gap), side: 'bottom' };
  return { x, y, side };
}
