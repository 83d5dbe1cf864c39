import { describe, expect, it } from 'vitest';
import { confirmThreshold, decideSpend, isValidConfirmThreshold } from './spend-decision';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('decideSpend', () => {
  it('sends at once up to the threshold', () => {
    expect(decideSpend(words(1000), { threshold: 1000, wholeField: false })).toEqual({
      kind: 'send',
      words: 1000,
      requests: 1,
    });
    expect(decideSpend(words(3), { threshold: 1000, wholeField: true }).kind).toBe('send');
  });

  it('asks for confirmation above the threshold, with the count', () => {
    expect(decideSpend(words(1001), { threshold: 1000, wholeField: false })).toEqual({
      kind: 'confirm',
      words: 1001,
      requests: 1,
    });
    expect(decideSpend(words(6), { threshold: 5, wholeField: false }).kind).toBe('confirm');
  });

  it('counts a 9-word visible selection hiding 25,000 words as 25,009 words in 3 requests', () => {
    const text = `Please humanize these nine short words for me now ${words(25_000)}`;
    expect(decideSpend(text, { threshold: 1000, wholeField: false })).toEqual({
      kind: 'confirm',
      words: 25_009,
      requests: 3,
    });
  });

  it('asks for confirmation whenever more than one request would be sent, whatever the threshold', () => {
    expect(decideSpend(words(10_001), { threshold: 10_000, wholeField: false })).toEqual({
      kind: 'confirm',
      words: 10_001,
      requests: 2,
    });
  });

  it('refuses a whole field taken without a selection above the threshold', () => {
    expect(decideSpend(words(1001), { threshold: 1000, wholeField: true })).toEqual({
      kind: 'select_part',
      words: 1001,
      requests: 1,
    });
    expect(decideSpend(words(20_001), { threshold: 10_000, wholeField: true }).kind).toBe(
      'select_part',
    );
  });
});

describe('confirmThreshold', () => {
  it('keeps a valid stored threshold and falls back to 1,000 for anything else', () => {
    expect(confirmThreshold(250)).toBe(250);
    for (const bad of [undefined, null, 0, -5, 2.5, 10_001, '500', Number.NaN, Infinity]) {
      expect(isValidConfirmThreshold(bad)).toBe(false);
      expect(confirmThreshold(bad)).toBe(1000);
    }
  });
});
