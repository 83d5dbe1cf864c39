import { describe, expect, it } from 'vitest';
import { extractDates } from './dates';
import { ScannedText } from './scanned-text';

const keysOf = (text: string) => extractDates(new ScannedText(text)).map((f) => f.keys);

describe('extractDates', () => {
  it('gives one day the same key in every format and language', () => {
    const day = [['date:2024-3-5']];
    for (const text of [
      'March 5, 2024',
      '5 March 2024',
      '5th of March, 2024',
      '2024-03-05',
      '5 de marzo de 2024',
      '5. März 2024',
      '5 mars 2024',
      '5 Maret 2024',
    ]) {
      expect(keysOf(text), text).toEqual(day);
    }
  });

  it('keeps both readings of a numeric day/month date', () => {
    expect(keysOf('on 03/05/2024')).toEqual([['date:2024-5-3', 'date:2024-3-5']]);
    expect(keysOf('on 25/12/24')).toEqual([['date:2024-12-25']]);
  });

  it('reads times in 12- and 24-hour forms alike', () => {
    expect(keysOf('3:30 pm, 15:30, 15h30, 15.30 Uhr, 3 p.m.')).toEqual([
      ['time:930'],
      ['time:930'],
      ['time:930'],
      ['time:930'],
      ['time:900'],
    ]);
  });

  it('does not read "may" or "march" as months unless capitalised or beside a day', () => {
    expect(keysOf('We may march on.')).toEqual([]);
    expect(keysOf('In May we march.')).toEqual([['date:?-5-?']]);
  });
});
