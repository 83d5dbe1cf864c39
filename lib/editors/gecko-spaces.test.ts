import { describe, expect, it } from 'vitest';
import { takeInBoundarySpaces } from './gecko-spaces';

const TEXT = 'Keep this. old words Keep that.';
const OLD = { start: 11, end: 20 };

describe('takeInBoundarySpaces', () => {
  it('takes the spaces on both sides into the span and the replacement; same result', () => {
    const wide = takeInBoundarySpaces(TEXT, OLD, 'new');
    expect(wide).toEqual({ span: { start: 10, end: 21 }, replacement: ' new ' });
    const result = (t: string, s: typeof OLD, r: string) =>
      t.slice(0, s.start) + r + t.slice(s.end);
    expect(result(TEXT, wide.span, wide.replacement)).toBe(result(TEXT, OLD, 'new'));
  });

  it('takes one side only where only one has a space, or the replacement has its own', () => {
    expect(takeInBoundarySpaces('Start old. Next', { start: 0, end: 10 }, 'New.')).toEqual({
      span: { start: 0, end: 11 },
      replacement: 'New. ',
    });
    expect(takeInBoundarySpaces(TEXT, OLD, ' new')).toEqual({
      span: { start: 11, end: 21 },
      replacement: ' new ',
    });
  });

  it('leaves a line break, the text edges and an empty replacement alone', () => {
    expect(takeInBoundarySpaces('a\nold\nb', { start: 2, end: 5 }, 'new').span).toEqual({
      start: 2,
      end: 5,
    });
    expect(takeInBoundarySpaces('old', { start: 0, end: 3 }, 'new').replacement).toBe('new');
    expect(takeInBoundarySpaces(TEXT, OLD, '')).toEqual({ span: OLD, replacement: '' });
  });
});
