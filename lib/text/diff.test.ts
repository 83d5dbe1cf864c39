import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { diffWords, tokenize, type DiffPart } from './diff';

const side = (parts: DiffPart[], keep: 'ins' | 'del') =>
  parts
    .filter((p) => p.kind === 'same' || p.kind === keep)
    .map((p) => p.text)
    .join('');

describe('tokenize', () => {
  it('splits into words and whitespace that join back to the text', () => {
    expect(tokenize('Hello,  big\nworld')).toEqual(['Hello,', '  ', 'big', '\n', 'world']);
    expect(tokenize('')).toEqual([]);
  });
});

describe('diffWords', () => {
  it('marks a replaced word as deleted then inserted', () => {
    expect(diffWords('the quick fox', 'the slow fox')).toEqual([
      { kind: 'same', text: 'the ' },
      { kind: 'del', text: 'quick' },
      { kind: 'ins', text: 'slow' },
      { kind: 'same', text: ' fox' },
    ]);
  });

  it('finds insertions and deletions in the middle', () => {
    expect(diffWords('a b c d', 'a c d e')).toEqual([
      { kind: 'same', text: 'a ' },
      { kind: 'del', text: 'b ' },
      { kind: 'same', text: 'c d' },
      { kind: 'ins', text: ' e' },
    ]);
  });

  it('gives one unchanged part for equal texts and nothing for two empty ones', () => {
    expect(diffWords('same text', 'same text')).toEqual([{ kind: 'same', text: 'same text' }]);
    expect(diffWords('', '')).toEqual([]);
  });

  it('falls back to remove-all/insert-all past the edit budget, still exact', () => {
    const parts = diffWords('a b c d e f', 'u v w x y z', 2);
    expect(parts).toEqual([
      { kind: 'del', text: 'a b c d e f' },
      { kind: 'ins', text: 'u v w x y z' },
    ]);
  });

  it('always rebuilds both texts exactly (property)', () => {
    const word = fc.constantFrom('a', 'b', 'c', 'dog', 'cat', ' ', '  ', '\n', 'é', '😀');
    const text = fc.array(word, { maxLength: 30 }).map((w) => w.join(''));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const parts = diffWords(before, after);
        expect(side(parts, 'del')).toBe(before);
        expect(side(parts, 'ins')).toBe(after);
        for (let i = 1; i < parts.length; i++) {
          expect(parts[i]!.kind).not.toBe(parts[i - 1]!.kind);
        }
      }),
    );
  });

  it('is minimal: changing one word of many leaves the rest unchanged', () => {
    const words = Array.from({ length: 2000 }, (_, i) => `w${i}`);
    const changed = [...words];
    changed[1000] = 'CHANGED';
    const parts = diffWords(words.join(' '), changed.join(' '));
    expect(parts.filter((p) => p.kind !== 'same')).toEqual([
      { kind: 'del', text: 'w1000' },
      { kind: 'ins', text: 'CHANGED' },
    ]);
  });
});
