import { describe, expect, it } from 'vitest';
import { extractCode, extractEmails, extractHandles, extractUrls } from './literals';
import { ScannedText } from './scanned-text';

const texts = (facts: Array<{ text: string }>) => facts.map((f) => f.text);

describe('literals', () => {
  it('reads code spans between backtick runs of the same length', () => {
    const scan = new ScannedText('Run `npm test`, then ``a`b`` and ```\nblock\n```; stray ` here.');
    expect(texts(extractCode(scan))).toEqual(['`npm test`', '``a`b``', '```\nblock\n```']);
  });

  it('reads URLs without the punctuation after them, and keys them loosely', () => {
    const scan = new ScannedText(
      'See https://Example.com/a_(b). Or www.example.com/x/, then stop.',
    );
    const urls = extractUrls(scan);
    expect(texts(urls)).toEqual(['https://Example.com/a_(b)', 'www.example.com/x/']);
    expect(urls[1]!.keys).toEqual(extractUrls(new ScannedText('https://example.com/x'))[0]!.keys);
  });

  it('reads e-mails, then handles and tags that are not part of them', () => {
    const scan = new ScannedText('Mail ana@example.org, ping @ana_b and tag #launch2024, not #1.');
    expect(texts(extractEmails(scan))).toEqual(['ana@example.org']);
    expect(texts(extractHandles(scan))).toEqual(['@ana_b', '#launch2024']);
  });
});
