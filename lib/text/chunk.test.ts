import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chunkText, joinChunks } from './chunk';
import { countWords } from './word-count';

const token = fc.constantFrom(
  'alpha',
  'beta',
  'don’t',
  'state-of-the-art',
  '2024',
  '東京都',
  'naïve',
  'x',
  '.',
  '!',
  '?',
  ',',
  '—',
  '🙂',
  ' ',
  '  ',
  '\n',
  '\n\n',
  '\r\n',
  '\t',
  '. ',
  '.\n\n',
);
const text = fc.array(token, { maxLength: 300 }).map((t) => t.join(''));
const limit = fc.integer({ min: 1, max: 40 });

describe('chunkText', () => {
  it('keeps a text within the limit whole', () => {
    expect(chunkText('Short text.\n\nTwo paragraphs.', 10)).toEqual([
      { text: 'Short text.\n\nTwo paragraphs.', separatorAfter: '' },
    ]);
  });

  it('cuts at paragraph breaks first', () => {
    const chunks = chunkText('one two three\n\nfour five\n\nsix seven eight', 4);
    expect(chunks).toEqual([
      { text: 'one two three', separatorAfter: '\n\n' },
      { text: 'four five', separatorAfter: '\n\n' },
      { text: 'six seven eight', separatorAfter: '' },
    ]);
  });

  it('cuts a giant paragraph at sentence ends, then at spaces', () => {
    expect(chunkText('One two. Three four. Five six.', 4).map((c) => c.text)).toEqual([
      'One two. Three four.',
      'Five six.',
    ]);
    expect(chunkText('a b c d e', 2).map((c) => c.text)).toEqual(['a b', 'c d', 'e']);
  });

  it('cuts between words when there is no space at all', () => {
    const chunks = chunkText('東京都東京都東京都東京都', 2);
    expect(chunks.map((c) => c.text).join('')).toBe('東京都東京都東京都東京都');
    for (const c of chunks) expect(countWords(c.text)).toBeLessThanOrEqual(2);
    expect(chunks.length).toBeGreaterThan(1);
  });

  it('property: chunks concatenate back to the input and none exceeds the limit', () => {
    fc.assert(
      fc.property(text, limit, (input, max) => {
        const chunks = chunkText(input, max);
        expect(chunks.map((c) => c.text + c.separatorAfter).join('')).toBe(input);
        for (const c of chunks) expect(countWords(c.text)).toBeLessThanOrEqual(max);
        if (chunks.length > 1)
          for (const c of chunks) expect(countWords(c.text)).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('property: joining rewritten chunks keeps every separator in order', () => {
    fc.assert(
      fc.property(text, limit, (input, max) => {
        const chunks = chunkText(input, max);
        const joined = joinChunks(
          chunks.map((_, i) => `<${i}>`),
          chunks,
        );
        expect(joined).toBe(chunks.map((c, i) => `<${i}>${c.separatorAfter}`).join(''));
        expect(
          joinChunks(
            chunks.map((c) => c.text),
            chunks,
          ),
        ).toBe(input);
      }),
      { numRuns: 300 },
    );
  });

  it('property: when every paragraph fits, every cut is at a line break', () => {
    const paragraph = fc
      .array(fc.constantFrom('word', 'other', 'end.', 'x,'), { minLength: 1, maxLength: 8 })
      .map((w) => w.join(' '));
    fc.assert(
      fc.property(fc.array(paragraph, { minLength: 1, maxLength: 20 }), (paras) => {
        const input = paras.join('\n\n');
        const chunks = chunkText(input, 8);
        for (const c of chunks.slice(0, -1)) expect(c.separatorAfter).toContain('\n');
      }),
    );
  });

  it('splits a real 25,000-word text into three requests that fit', () => {
    const para = Array.from({ length: 500 }, (_, i) => `word${i}`).join(' ') + '.';
    const input = Array.from({ length: 50 }, () => para).join('\n\n');
    const chunks = chunkText(input);
    expect(chunks).toHaveLength(3);
    for (const c of chunks) expect(countWords(c.text)).toBeLessThanOrEqual(10_000);
  });
});
