import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { locateNear, spliceText } from './span';
import { normaliseForCompare, sameText, toSingleLine } from './text-compare';

describe('spliceText', () => {
  it('is prefix + replacement + suffix', () => {
    expect(spliceText('hello big world', { start: 6, end: 9 }, 'small')).toBe('hello small world');
  });
  it('round-trips: splicing the original back restores the text', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.nat(), fc.string(), (text, a, b, repl) => {
        const start = Math.min(a, b) % (text.length + 1);
        const end = Math.max(start, Math.max(a, b) % (text.length + 1));
        const original = text.slice(start, end);
        const written = spliceText(text, { start, end }, repl);
        expect(spliceText(written, { start, end: start + repl.length }, original)).toBe(text);
      }),
    );
  });
});

describe('locateNear', () => {
  it('picks the occurrence nearest the hint', () => {
    expect(locateNear('ab ab ab', 'ab', 4)).toEqual({ start: 3, end: 5 });
    expect(locateNear('ab ab ab', 'ab', 7)).toEqual({ start: 6, end: 8 });
  });
  it('is null when the text is gone or empty', () => {
    expect(locateNear('abc', 'x', 0)).toBeNull();
    expect(locateNear('abc', '', 0)).toBeNull();
  });
});

describe('text comparison', () => {
  it('forgives only trailing whitespace, \\r\\n and nbsp', () => {
    expect(sameText('a\nb\n', 'a\nb')).toBe(true);
    expect(sameText('a\r\nb', 'a\nb')).toBe(true);
    expect(sameText('a\u00a0b', 'a b')).toBe(true);
    expect(sameText('a\n\nb', 'a\nb')).toBe(false);
    expect(sameText(' a', 'a')).toBe(false);
    expect(sameText('ab', 'a b')).toBe(false);
    expect(normaliseForCompare('x \n\t')).toBe('x');
  });
  it('turns line breaks into single spaces for one-line inputs', () => {
    expect(toSingleLine('one\n\ntwo \nthree')).toBe('one two three');
  });
});
