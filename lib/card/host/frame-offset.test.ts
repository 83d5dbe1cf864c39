import { describe, expect, it } from 'vitest';
import { throughFrame, throughFrames } from './frame-offset';

const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });

describe('a framed box seen from the embedding document', () => {
  it("moves by the frame's content box", () => {
    expect(throughFrame(box(10, 20, 100, 30), box(200, 300, 600, 400))).toEqual(
      box(210, 320, 100, 30),
    );
  });

  it('keeps to the part of the frame that is seen', () => {
    // An editor body taller than its frame: only the frame's height of it is in view.
    expect(throughFrame(box(0, -50, 600, 1000), box(200, 300, 600, 400))).toEqual(
      box(200, 300, 600, 400),
    );
  });

  it("scrolled out of the frame's view: a line along the nearest edge", () => {
    expect(throughFrame(box(10, 500, 100, 30), box(200, 300, 600, 400))).toEqual(
      box(210, 700, 100, 0),
    );
    expect(throughFrame(box(-300, 10, 100, 30), box(200, 300, 600, 400))).toEqual(
      box(200, 310, 0, 30),
    );
  });

  it('through nested frames, innermost first', () => {
    const inner = box(5, 5, 200, 200);
    const outer = box(100, 100, 400, 400);
    expect(throughFrames(box(1, 2, 10, 10), [inner, outer])).toEqual(box(106, 107, 10, 10));
    expect(throughFrames(box(1, 2, 10, 10), [])).toEqual(box(1, 2, 10, 10));
  });
});
