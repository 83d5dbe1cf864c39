// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  hardSpacesIn,
  shiftedAfterWrite,
  surroundingsDigest,
  surroundingSpans,
} from './formatted-surroundings';
import { readTextMap } from './text-map';

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

describe('hardSpacesIn', () => {
  const mapOf = (html: string) => {
    document.body.innerHTML = `<div id="e" contenteditable="true">${html}</div>`;
    return readTextMap(document.getElementById('e')!);
  };

  it('tells where a span holds a no-break space the text reads as a space', () => {
    const map = mapOf('<p>We <b>use</b> it daily\u00a0and well.</p><p>A\u00a0b</p>');
    expect(map.text).toBe('We use it daily and well.\nA b');
    const after = map.text.indexOf(' and');
    expect(hardSpacesIn(map, { start: after, end: map.text.length })).toBe('0,12');
    expect(hardSpacesIn(map, { start: 0, end: after })).toBe('');
  });

  it('makes the sides of a write differ when a space beside it became a no-break one', () => {
    const sides = (html: string) => {
      const map = mapOf(html);
      const at = map.text.indexOf('daily') + 5;
      const spans = surroundingSpans(map.text, { start: 0, end: at });
      return surroundingsDigest(
        () => null,
        () => '',
        spans,
        (s) => hardSpacesIn(map, s),
      );
    };
    expect(sides('<p>We use it daily and well.</p>')).not.toBe(
      sides('<p>We use it daily\u00a0and well.</p>'),
    );
    expect(sides('<p>We use it daily and well.</p>')).toBe(
      sides('<p>We use it <b>daily</b> and well.</p>'),
    );
  });
});
