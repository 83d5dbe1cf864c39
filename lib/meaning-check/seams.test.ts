import { describe, expect, it } from 'vitest';
import { MeaningCheckError } from './errors';
import { checkSeams } from './seams';

const ORIGINAL = [
  'Our store opened in 2015. Shipping takes four days.',
  'Returns are free within a month. We answer every email.',
];

describe('checkSeams', () => {
  it('passes parts rewritten sentence for sentence', () => {
    const rewrite = [
      'Our shop opened in 2015. Shipping takes four days at most.',
      'Returns are free for a month. We answer each email.',
    ];
    expect(checkSeams(ORIGINAL, rewrite)).toEqual([]);
  });

  it('flags the sentence that ends a part when it is dropped', () => {
    const rewrite = [
      'Our shop opened in 2015.',
      'Returns are free for a month. We answer each email.',
    ];
    expect(checkSeams(ORIGINAL, rewrite)).toEqual([
      {
        kind: 'seam',
        change: 'lost',
        was: 'Shipping takes four days.',
        sentence: 1,
        sentenceIn: 'original',
      },
    ]);
  });

  it('flags the sentence that starts a part when it is dropped', () => {
    const rewrite = ['Our shop opened in 2015. Shipping takes four days.', 'We answer each email.'];
    expect(checkSeams(ORIGINAL, rewrite).map((f) => [f.change, f.sentence])).toEqual([['lost', 2]]);
  });

  it('flags a sentence written at the end of one part and again at the start of the next', () => {
    const rewrite = [
      'Our shop opened in 2015. Shipping takes four days. Returns are free within a month.',
      'Returns are free within a month. We answer each email.',
    ];
    expect(checkSeams(ORIGINAL, rewrite)).toEqual([
      {
        kind: 'seam',
        change: 'added',
        became: 'Returns are free within a month.',
        sentence: 3,
        sentenceIn: 'rewrite',
      },
    ]);
  });

  it('refuses parts over the size cap with a typed error', () => {
    expect(() => checkSeams(['a'.repeat(300_000), 'b'.repeat(300_000)], ['a'])).toThrow(
      MeaningCheckError,
    );
  });
});
