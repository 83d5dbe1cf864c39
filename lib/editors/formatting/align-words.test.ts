import { describe, expect, it } from 'vitest';
import { alignWords, sourcesOf } from './align-words';

const split = (text: string) => text.split(' ').filter(Boolean);
/** The alignment with its sources read out as one list a rewrite word. */
const align = (a: string, b: string) => {
  const alignment = alignWords(split(a), split(b));
  const sources = split(b).map((_, j) => [...sourcesOf(alignment.sources, j)]);
  const replacements = alignment.replacements.map(({ from, to }) => ({
    from: [...from],
    to: [...to],
  }));
  return { ...alignment, sources, replacements };
};

describe('alignWords', () => {
  it('keeps every word of an unchanged text in place', () => {
    const { kept, sources, replacements } = align('a b c a b', 'a b c a b');
    expect([...kept]).toEqual([0, 1, 2, 3, 4]);
    expect(sources).toEqual([[0], [1], [2], [3], [4]]);
    expect(replacements).toEqual([]);
  });

  it('pairs a replaced word with its replacement, a dropped word with nothing', () => {
    const { kept, sources, replacements } = align(
      'you can utilize it really well',
      'you can use it well',
    );
    expect([...kept]).toEqual([0, 1, -1, 3, -1, 4]);
    expect(replacements).toEqual([{ from: [2], to: [2] }]);
    expect(sources[2]).toEqual([2]);
  });

  it('a word replaced by two carries over to both; inserted words carry nothing', () => {
    const { sources } = align('leverage short branches', 'draw on short branches');
    expect(sources).toEqual([[0], [0], [1], [2]]);
    expect(align('the guide', 'the handy guide').sources).toEqual([[0], [], [1]]);
  });

  it('follows a reordered word', () => {
    const { kept } = align('first second third fourth', 'third first second fourth');
    expect([...kept]).toEqual([1, 2, 0, 3]);
  });

  it('is deterministic and ignores case and curly apostrophes in keys given to it', () => {
    const a = split('the cat the dog the end');
    const b = split('a dog the cat the end the');
    expect(alignWords(a, b)).toEqual(alignWords(a, b));
  });

  it('never pairs one word twice (many repeated words)', () => {
    const { kept } = align('x x x y x x', 'x y x x x x x');
    const used = [...kept].filter((j) => j >= 0);
    expect(new Set(used).size).toBe(used.length);
    expect(used.length).toBe(6);
  });

  it('aligns 10,000 words with a word in ten edited, and keeps every untouched word', () => {
    const before = Array.from({ length: 10_000 }, (_, i) => `w${i % 700}`);
    const after = before.flatMap((word, i) =>
      i % 10 === 3 ? [] : i % 10 === 7 ? [`new${i}`] : i % 10 === 9 ? ['ins', word] : [word],
    );
    const { kept } = alignWords(before, after);
    let keptCount = 0;
    before.forEach((word, i) => {
      if (kept[i]! >= 0) {
        keptCount += 1;
        expect(after[kept[i]!]).toBe(word);
      }
    });
    expect(keptCount).toBeGreaterThanOrEqual(8_000);
  });

  it('completes on 10,000 copies of one word against fewer copies', () => {
    const { kept } = alignWords(
      Array.from({ length: 10_000 }, () => 'the'),
      Array.from({ length: 9_000 }, () => 'the'),
    );
    expect([...kept].filter((j) => j >= 0)).toHaveLength(9_000);
  });
});
