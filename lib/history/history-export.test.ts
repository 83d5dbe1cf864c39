import { describe, expect, it } from 'vitest';
import {
  exportedEntry,
  exportFile,
  ExportParseError,
  parseCsvExport,
  parseJsonExport,
  toCsv,
  toJson,
  toMarkdown,
  type ExportableEntry,
} from './history-export';

const awkward: ExportableEntry[] = [
  {
    original: 'Plain words, with a comma',
    result: 'He said "hello", then left.\nA second line\r\nand a third.',
    site: 'example.com',
    finishedAt: Date.UTC(2026, 10, 27, 9, 30),
    wordsCharged: 50,
  },
  {
    original: '=SUM(A1:A9) looks like a formula',
    result: "'quoted start and ``` a fence",
    site: 'popup',
    finishedAt: Date.UTC(2026, 10, 28, 1, 2, 3),
    wordsCharged: 1234,
  },
  { original: '-1 +2 @me', site: 'automation', finishedAt: 0, wordsCharged: 0 },
  { original: '', result: '', site: 'a,b"c', finishedAt: 1, wordsCharged: 7 },
];
const expected = awkward.map(exportedEntry);

describe('history export round trip', () => {
  it('JSON gives back the same entries', () => {
    expect(parseJsonExport(toJson(expected))).toEqual(expected);
  });

  it('CSV gives back the same entries, commas, quotes, line breaks and formulas included', () => {
    const csv = toCsv(expected);
    expect(parseCsvExport(csv)).toEqual(expected);
    // Quoted and doubled, and a formula defused with an apostrophe.
    expect(csv).toContain('"He said ""hello"", then left.\nA second line\r\nand a third."');
    expect(csv).toContain("'=SUM(A1:A9) looks like a formula");
    expect(csv.split('\r\n')[0]).toBe('original,rewrite,site,time,words_charged');
  });

  it('a failed entry exports an empty rewrite and its time in UTC', () => {
    expect(expected[2]).toEqual({
      original: '-1 +2 @me',
      rewrite: '',
      site: 'automation',
      time: '1970-01-01T00:00:00.000Z',
      wordsCharged: 0,
    });
  });

  it('Markdown holds each text whole in a fence it cannot close', () => {
    const md = toMarkdown(expected);
    expect(md).toContain('## 2026-11-28T01:02:03.000Z · popup · 1234 words charged');
    expect(md).toContain("````text\n'quoted start and ``` a fence\n````");
    for (const e of expected) expect(md).toContain(e.original);
  });

  it('refuses what is not an export', () => {
    expect(() => parseJsonExport('{"a":1}')).toThrow(ExportParseError);
    expect(() => parseJsonExport('[{"original":"a"}]')).toThrow(ExportParseError);
    expect(() => parseCsvExport('a,b\r\n1,2\r\n')).toThrow(ExportParseError);
    expect(() => parseCsvExport(`${toCsv([])}"unclosed`)).toThrow(ExportParseError);
    const negative = toCsv(expected).replace(',1234\r\n', ',-5\r\n');
    expect(() => parseCsvExport(negative)).toThrow(ExportParseError);
  });

  it('names and types the file by format and day', () => {
    const now = Date.UTC(2026, 10, 28, 4);
    expect(exportFile(awkward, 'csv', now)).toMatchObject({
      mime: 'text/csv',
      name: 'humanizer-history-2026-11-28.csv',
    });
    expect(exportFile(awkward, 'json', now).name).toBe('humanizer-history-2026-11-28.json');
    expect(exportFile(awkward, 'markdown', now).name).toBe('humanizer-history-2026-11-28.md');
    expect(parseJsonExport(exportFile(awkward, 'json', now).text)).toEqual(expected);
  });
});
