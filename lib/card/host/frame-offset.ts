/**
 * A box of a framed document in the coordinates of the document that embeds the frame, as
 * pure geometry: moved by the frame's content box (its border and padding inside its own
 * box), and kept within that content box, since only that part of the framed document is
 * seen. A box scrolled out of the frame's view becomes a line along the frame's edge nearest
 * to it. For a chain of frames, innermost first.
 */
import type { Box } from './card-placement';

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, high));

/** `box` (in the frame's viewport) seen from outside, through the frame's `content` box. */
export function throughFrame(box: Box, content: Box): Box {
  const left = clamp(box.x + content.x, content.x, content.x + content.width);
  const top = clamp(box.y + content.y, content.y, content.y + content.height);
  const right = clamp(box.x + box.width + content.x, content.x, content.x + content.width);
  const bottom = clamp(box.y + box.height + content.y, content.y, content.y + content.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Through every frame of a chain, innermost first. */
export function throughFrames(box: Box, contents: readonly Box[]): Box {
  return contents.reduce(throughFrame, box);
}
