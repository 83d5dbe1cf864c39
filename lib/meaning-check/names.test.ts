import { describe, expect, it } from 'vitest';
import { extractNames, wordSequences } from './names';
import { ScannedText } from './scanned-text';

const names = (text: string) =>
  extractNames(new ScannedText(text), wordSequences(text).words).map((f) => [
    f.text,
    f.weak ?? false,
  ]);

describe('extractNames', () => {
  it('reads multi-word names, and drops a sentence opener from them', () => {
    expect(names('The World Health Organization met Maria de la Cruz in Geneva.')).toEqual([
      ['World Health Organization', false],
      ['Maria de la Cruz', false],
      ['Geneva', false],
    ]);
  });

  it('is not fooled by capitals at sentence starts', () => {
    expect(names('However, it worked. Researchers agreed. Expect delays. I think so.')).toEqual([]);
  });

  it('keeps a lone first word that acts as a subject, as a weak name', () => {
    expect(names('Kowalski led the audit.')).toEqual([['Kowalski', true]]);
    expect(names('Kowalski’s audit: done.')).toEqual([['Kowalski’s', true]]);
  });

  it('ignores a first word the texts also write in lowercase', () => {
    expect(names('Apples said nothing. We like apples.')).toEqual([]);
  });
});
