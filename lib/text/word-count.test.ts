import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countWords, wordSpans } from './word-count';

// The table of tricky cases from contract-decisions.md, "Counting words".
const cases: Array<[string, number]> = [
  ['', 0],
  ['   \n\t ', 0],
  ['hello', 1],
  ['Hello, world!', 2],
  ["don't", 1],
  ['state-of-the-art', 4],
  ['2024', 1],
  ['3.14 and 1,000', 3],
  ['🙂🎉', 0],
  ['hi 🙂 there', 2],
  ['... !!! ???', 0],
  ['e-mail me at a.b@example.com', 6],
  ['café', 1],
  ['cafe\u0301', 1],
  ['Ünïcödé wörds', 2],
];

describe('countWords', () => {
  it.each(cases)('counts %j as %i words', (text, expected) => {
    expect(countWords(text)).toBe(expected);
  });

  it('counts CJK the way Intl.Segmenter splits it', () => {
    const text = '我喜欢编程';
    const expected = [
      ...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text),
    ].filter((s) => s.isWordLike).length;
    expect(expected).toBeGreaterThan(0);
    expect(countWords(text)).toBe(expected);
  });

  it('counts NFC and NFD spellings alike', () => {
    expect(countWords('re\u0301sume\u0301 ok')).toBe(countWords('résumé ok'));
  });
});

/** The count of one segmenter pass over the whole text, which the counter must equal. */
const onePiece = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text.normalize('NFC'))].filter(
    (s) => s.isWordLike,
  ).length;

describe('long texts', () => {
  it('counts long texts in stretches exactly as one segmenter pass would', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            'word',
            "don't",
            'state-of-the-art',
            '2024',
            '我喜欢编程',
            '🙂',
            '.',
            'e\u0301',
            '\u200d',
            ' ',
            '\n',
            '\t',
            '  ',
          ),
          { minLength: 500, maxLength: 3000 },
        ),
        (parts) => {
          const text = parts.join('');
          expect(countWords(text)).toBe(onePiece(text));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('keeps word spans on the original offsets across stretches', () => {
    const text = Array.from({ length: 3000 }, (_, i) => `w${i}`).join(' ');
    const spans = wordSpans(text);
    expect(spans).toHaveLength(3000);
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual(text.split(' '));
  });
});

describe('long stretches without whitespace', () => {
  it('cuts them and still counts exactly as one segmenter pass would', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            'word',
            "don't",
            'a.b',
            '1,000',
            'a,',
            '>',
            ')',
            '"',
            ':',
            '_',
            'ab',
            '2024',
            'é',
            'e\u0301',
            '🙂',
            '👍🏽',
            '🇫🇷',
            '\u200d',
            'שלום',
            '\n',
          ),
          { minLength: 2500, maxLength: 5000 },
        ),
        (parts) => {
          const text = parts.join('');
          expect(countWords(text)).toBe(onePiece(text));
        },
      ),
      { numRuns: 15 },
    );
  });

  // Found by the property above: a cut inside a surrogate pair, and a word cut in two whose
  // end (ZWJ + emoji) makes it no word at all. Every offset of the cut is tried.
  it.each([
    ['2024\u200d👍🏽', 'digits joined to an emoji by ZWJ'],
    ['abcd\u200d🙂', 'letters joined to an emoji by ZWJ'],
    ['🙂🙂🙂🙂', 'emoji only'],
    ["don't", 'an apostrophe'],
  ])('counts %j (%s) exactly wherever a stretch ends near it', (piece) => {
    for (let n = 1990; n <= 2002; n += 1) {
      const text = `${'>'.repeat(n)}${piece}${' b'.repeat(1500)}`;
      expect([n, countWords(text)]).toEqual([n, onePiece(text)]);
    }
  });

  it('counts one 10,000-letter word as one word, and 10,000 ">" as none', () => {
    expect(countWords('a'.repeat(10_000))).toBe(1);
    expect(countWords(`x${'>'.repeat(10_000)}y`)).toBe(2);
  });
});
