import { describe, expect, it } from 'vitest';
import { extractQuotes } from './quotes';
import { ScannedText } from './scanned-text';

const quotes = (text: string) => extractQuotes(new ScannedText(text)).map((f) => f.text);
const keys = (text: string) => extractQuotes(new ScannedText(text)).map((f) => f.keys[0]);

describe('extractQuotes', () => {
  it('takes the outermost quotation, nested quotes included', () => {
    expect(quotes('He said “the sign read ‘closed’ all day” and left.')).toEqual([
      '“the sign read ‘closed’ all day”',
    ]);
    expect(quotes('« Il a dit “non” » puis „Ja“ und 「はい」')).toEqual([
      '« Il a dit “non” »',
      '„Ja“',
      '「はい」',
    ]);
  });

  it('does not take apostrophes for quotes', () => {
    expect(quotes("It's Jones' team's year, don't you think?")).toEqual([]);
    expect(quotes("She called it 'fine' twice.")).toEqual(["'fine'"]);
  });

  it('keys ignore the marks, case and end punctuation', () => {
    expect(keys('"He said \'no.\'"')).toEqual(keys('“He said ‘No’.”'));
    expect(keys('"yes"')).not.toEqual(keys('"no"'));
  });
});
