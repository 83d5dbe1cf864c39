import { describe, expect, it } from 'vitest';
import { digitValues, extractNumbers } from './numbers';
import { ScannedText } from './scanned-text';

const keysOf = (text: string) => extractNumbers(new ScannedText(text)).map((f) => f.keys);

describe('extractNumbers', () => {
  it('reads percentages, currency, scales and units into comparable keys', () => {
    expect(keysOf('10% and 10 percent')).toEqual([['%:10'], ['%:10']]);
    expect(keysOf('$1,500 or 1,500 dollars')).toEqual([
      ['USD:1500', 'USD:1.5'],
      ['USD:1500', 'USD:1.5'],
    ]);
    expect(keysOf('$2.5M, $2.5 million')).toEqual([['USD:2500000'], ['USD:2500000']]);
    expect(keysOf('12 km, 12 kilometres, 12 miles')).toEqual([['km:12'], ['km:12'], ['mi:12']]);
  });

  it('reads numbers written in words, "one" only as a soft match', () => {
    const facts = extractNumbers(new ScannedText('three cats, twenty-five dogs and one bird'));
    expect(facts.map((f) => [f.text, f.keys[0], f.soft ?? false])).toEqual([
      ['three', ':3', false],
      ['twenty-five', ':25', false],
      ['one', ':1', true],
    ]);
  });

  it('gives the bare end of a range the category of the other end', () => {
    expect(keysOf('10–20%')).toEqual([[':10', '%:10'], ['%:20']]);
  });

  it('reads digits after CJK and Hebrew letters, not inside Latin words', () => {
    expect(keysOf('增长了15%。')).toEqual([['%:15']]);
    expect(keysOf('H2O and mp3')).toEqual([]);
  });
});

describe('digitValues', () => {
  it('keeps both readings of an ambiguous separator', () => {
    expect(digitValues('1.500')).toEqual([1500, 1.5]);
    expect(digitValues('1,234.56')).toEqual([1234.56]);
    expect(digitValues('1.234,56')).toEqual([1234.56]);
    expect(digitValues('3,5')).toEqual([3.5]);
    expect(digitValues('0.500')).toEqual([0.5]);
  });
});
