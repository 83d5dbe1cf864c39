/**
 * Where the card goes, as pure geometry (viewport coordinates): below what it is about,
 * else above, right or left of it, whichever first has room for the whole card on that side;
 * when none has, the side that hides the least of it. Then shifted to stay inside the
 * viewport, `gap` from its edges, on both axes.
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

export interface Placed {
  x: number;
  y: number;
  side: Side;
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, high));

/** The card's corner on `side`, aligned with the anchor's start (its left or top edge). */
function corner(side: Side, anchor: Box, card: Box, gap: number): { x: number; y: number } {
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

/** How far the card at `at` sticks out of the viewport on its side's axis (0: it fits). */
function overflow(side: Side, at: { x: number; y: number }, card: Box, viewport: Box): number {
  const vertical = side === 'bottom' || side === 'top';
  const start = vertical ? at.y - viewport.y : at.x - viewport.x;
  const size = vertical ? card.height : card.width;
  const room = vertical ? viewport.height : viewport.width;
  return Math.max(0, -start) + Math.max(0, start + size - room);
}

export function placeCard(anchor: Box, card: Box, viewport: Box, gap: number): Placed {
  let best: (Placed & { hidden: number }) | undefined;
  for (const side of SIDES) {
    const at = corner(side, anchor, card, gap);
    const hidden = overflow(side, at, card, viewport);
    if (!best || hidden < best.hidden) best = { ...at, side, hidden };
    if (hidden === 0) break;
  }
  const { x, y, side } = best ?? { ...corner('bottom', anchor, card, gap), side: 'bottom' };
  return {
    x: clamp(x, viewport.x + gap, viewport.x + viewport.width - card.width - gap),
    y: clamp(y, viewport.y + gap, viewport.y + viewport.height - card.height - gap),
    side,
  };
}
