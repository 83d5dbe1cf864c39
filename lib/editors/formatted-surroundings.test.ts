import { describe, expect, it } from 'vitest';
import { shiftedAfterWrite, surroundingSpans } from './formatted-surroundings';

const text = 'one\ntwo\nthree\nfour five\nsix\nseven\neight';
const at = (s: string) => ({ start: text.indexOf(s), end: text.indexOf(s) + s.length });
const slice = ([a, b]: ReturnType<typeof surroundingSpans>) => [
  text.slice(a.start, a.end),
  text.slice(b.start, b.end),
];

describe('surroundingSpans', () => {
  it('reaches two whole lines out on each side, with the lines of the span', () => {
    expect(slice(surroundingSpans(text, at('five\nsix')))).toEqual([
      'two\nthree\nfour ',
      '\nseven\neight',
    ]);
  });

  it('stops at the edges of the text', () => {
    expect(slice(surroundingSpans(text, at('one')))).toEqual(['', '\ntwo\nthree']);
    expect(slice(surroundingSpans(text, at('eight')))).toEqual(['six\nseven\n', '']);
    expect(slice(surroundingSpans(text, { start: 0, end: text.length }))).toEqual(['', '']);
  });

  it('takes the part of the line a span starts or ends inside', () => {
    expect(slice(surroundingSpans(text, at('our')))).toEqual([
      'two\nthree\nf',
      ' five\nsix\nseven',
    ]);
  });
});

describe('shiftedAfterWrite', () => {
  it('moves the side after the span by the change in length, not the side before', () => {
    const spans = surroundingSpans(text, at('four'));
    const [before, after] = shiftedAfterWrite(spans, 3);
    expect(before).toEqual(spans[0]);
    expect(after).toEqual({ start: spans[1].start + 3, end: spans[1].end + 3 });
  });
});
