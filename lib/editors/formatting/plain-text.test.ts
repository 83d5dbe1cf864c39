import { describe, expect, it } from 'vitest';
import type { FormattedSelection } from './model';
import { apiTextOf, splitRewrite } from './plain-text';

const p = (text: string) => ({ kind: { type: 'paragraph' as const }, runs: [{ text, marks: {} }] });
const selection: FormattedSelection = {
  blocks: [
    p('One two three.'),
    { kind: { type: 'code-block' }, runs: [{ text: 'x = 1\n\ny = 2', marks: {} }] },
    p('Four five\nsix.'),
    p('Seven eight.'),
  ],
};

describe('apiTextOf / splitRewrite', () => {
  it('sends blocks as plain paragraphs, code blocks left out', () => {
    expect(apiTextOf(selection)).toBe('One two three.\n\nFour five\nsix.\n\nSeven eight.');
  });

  it('maps the rewrite back by its paragraphs', () => {
    expect(splitRewrite(selection, 'A two.\n\nB  five\nsix.\r\n\r\nC.')).toEqual([
      'A two.',
      'B five\nsix.',
      'C.',
    ]);
  });

  it('aligns by words when the provider merged paragraphs', () => {
    expect(splitRewrite(selection, 'One two three. Four five six. Seven eight.')).toEqual([
      'One two three.',
      'Four five six.',
      'Seven eight.',
    ]);
  });

  it('aligns by words when the provider split a paragraph', () => {
    expect(splitRewrite(selection, 'One two.\n\nThree.\n\nFour five six.\n\nSeven eight.')).toEqual(
      ['One two. Three.', 'Four five six.', 'Seven eight.'],
    );
  });
});
