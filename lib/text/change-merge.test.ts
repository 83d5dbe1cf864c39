import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { changeSegments, changesOf, merge, mergeLeaving, mergeSegments } from './change-merge';

const all = (n: number) => new Set(Array.from({ length: n }, (_, i) => i));

describe('changeSegments', () => {
  it('makes one change of a rewritten phrase and keeps unchanged words apart', () => {
    const segments = changeSegments('We utilize the tool daily.', 'We use a tool daily, mostly.');
    expect(changesOf(segments)).toEqual([
      { kind: 'change', id: 0, removed: 'utilize the', added: 'use a' },
      { kind: 'change', id: 1, removed: 'daily.', added: 'daily, mostly.' },
    ]);
  });

  it('numbers the changes in order and has none for equal texts', () => {
    expect(changesOf(changeSegments('a b c d e', 'x b y d z')).map((c) => c.id)).toEqual([0, 1, 2]);
    expect(changesOf(changeSegments('same text', 'same text'))).toEqual([]);
    expect(changeSegments('', '')).toEqual([]);
  });
});

describe('merge', () => {
  const original = 'We utilize the tool.\n\nIt is very good and we like it a lot.';
  const rewrite = 'We use the tool.\n\nIt is good, and we like it.';

  it('takes some changes and leaves others, with the spacing of each side', () => {
    const changes = changesOf(changeSegments(original, rewrite));
    expect(changes.map((c) => [c.removed, c.added])).toEqual([
      ['utilize', 'use'],
      ['very good', 'good,'],
      ['it a lot.', 'it.'],
    ]);
    expect(merge(original, rewrite, new Set([0, 2]))).toBe(
      'We use the tool.\n\nIt is very good and we like it.',
    );
    expect(merge(original, rewrite, new Set([1]))).toBe(
      'We utilize the tool.\n\nIt is good, and we like it a lot.',
    );
  });

  it('keeps paragraph breaks that a change adds or removes, per side', () => {
    const a = 'One two.\nThree four.';
    const b = 'One 2.\n\nThree four.';
    const n = changesOf(changeSegments(a, b)).length;
    expect(merge(a, b, all(n))).toBe(b);
    expect(merge(a, b, new Set())).toBe(a);
    expect(merge(a, b, new Set([0]))).toMatch(/^One 2\.\n/);
  });

  it('leaves out exactly the changes named left (what the card and the popup write)', () => {
    const segments = changeSegments(original, rewrite);
    expect(mergeLeaving(segments, new Set([1]))).toBe(merge(original, rewrite, new Set([0, 2])));
    expect(mergeLeaving(segments, new Set())).toBe(rewrite);
    expect(mergeLeaving(segments, new Set([0, 1, 2]))).toBe(original);
  });

  it('ignores ids that are no change', () => {
    expect(merge('a b', 'a c', new Set([5, -1]))).toBe('a b');
  });

  const words = fc.constantFrom('the', 'a', 'tool', 'is', 'not', '15%', 'good.', 'We', '—', 'ß');
  const spaces = fc.constantFrom(' ', ' ', ' ', '  ', '\n', '\n\n');
  const text = fc
    .array(fc.tuple(words, spaces), { maxLength: 30 })
    .map((pairs) => pairs.map(([w, s]) => w + s).join(''));

  it('gives the rewrite when all are taken and the original when none are', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        const segments = changeSegments(a, b);
        expect(mergeSegments(segments, all(changesOf(segments).length))).toBe(b);
        expect(mergeSegments(segments, new Set())).toBe(a);
      }),
    );
  });

  it('keeps every unchanged run once, in order, for any subset of changes', () => {
    fc.assert(
      fc.property(text, text, fc.array(fc.boolean(), { maxLength: 40 }), (a, b, picks) => {
        const segments = changeSegments(a, b);
        const taken = new Set(picks.flatMap((on, i) => (on ? [i] : [])));
        const merged = mergeSegments(segments, taken);
        let at = 0;
        for (const s of segments) {
          const piece = s.kind === 'same' ? s.text : taken.has(s.id) ? s.added : s.removed;
          expect(merged.startsWith(piece, at)).toBe(true);
          at += piece.length;
        }
        expect(at).toBe(merged.length);
        // Changes never touch: an unchanged run lies between any two of them.
        segments.forEach((s, i) => {
          if (s.kind === 'change') expect(segments[i + 1]?.kind).not.toBe('change');
        });
        // No word is glued to another: words are whole words of one of the texts.
        const known = new Set([...a.split(/\s+/), ...b.split(/\s+/)]);
        for (const word of merged.split(/\s+/)) expect(known.has(word)).toBe(true);
      }),
    );
  });

  it('merges a 10,000-word text with many changes', () => {
    const base = Array.from({ length: 10_000 }, (_, i) => `w${i % 97}`);
    const changed = base.map((w, i) => (i % 50 === 0 ? `x${i}` : w));
    const a = base.join(' ');
    const b = changed.join(' ');
    const segments = changeSegments(a, b);
    const count = changesOf(segments).length;
    expect(count).toBe(200);
    expect(mergeSegments(segments, all(count))).toBe(b);
    const even = new Set([...all(count)].filter((i) => i % 2 === 0));
    const merged = mergeSegments(segments, even).split(' ');
    expect(merged).toHaveLength(10_000);
    expect(merged.filter((w, i) => w !== base[i])).toHaveLength(100);
  });
});
