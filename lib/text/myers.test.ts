import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { myersPairs } from './myers';

/** The length of a longest common subsequence, by the textbook quadratic table. */
function lcsLength<T>(a: T[], b: T[]): number {
  let row = new Array<number>(b.length + 1).fill(0);
  for (const item of a) {
    const next = [0];
    for (let j = 0; j < b.length; j++) {
      next.push(item === b[j] ? row[j]! + 1 : Math.max(row[j + 1]!, next[j]!));
    }
    row = next;
  }
  return row[b.length]!;
}

describe('myersPairs', () => {
  it('finds the longest common subsequence within the bound', () => {
    expect(myersPairs([1, 2, 3, 4], [1, 3, 4, 5], 10)).toEqual([
      [0, 0],
      [2, 1],
      [3, 2],
    ]);
  });

  it('gives up past the bound', () => {
    expect(myersPairs([1, 2, 3, 4], [5, 6, 7, 8], 3)).toBeNull();
  });

  it('pairs equal items, increasing on both sides, as many as a longest common subsequence', () => {
    const words = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 30 });
    fc.assert(
      fc.property(words, words, (a, b) => {
        const pairs = myersPairs(a, b, a.length + b.length)!;
        pairs.forEach(([i, j], k) => {
          expect(a[i]).toBe(b[j]);
          if (k > 0) {
            expect(i).toBeGreaterThan(pairs[k - 1]![0]);
            expect(j).toBeGreaterThan(pairs[k - 1]![1]);
          }
        });
        expect(pairs).toHaveLength(lcsLength(a, b));
      }),
    );
  });
});
