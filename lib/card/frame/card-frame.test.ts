// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { coverageWatchFor } from './card-frame';
import { intersectionVisibility } from './card-page';

describe("the card frame's watch on covering", () => {
  it('watches a card in the top-level page', () => {
    expect(coverageWatchFor(window)).toBe(intersectionVisibility);
  });

  it('does not for a card in a frame of the page, where the embedding page draws over it', () => {
    const top = {} as Window;
    const inFrame = { top, parent: {} as Window } as Window;
    const watch = coverageWatchFor(inFrame);
    expect(watch).not.toBe(intersectionVisibility);
    expect(watch(document.documentElement, () => undefined)).toBe(false);
  });
});
