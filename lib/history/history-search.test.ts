import { describe, expect, it } from 'vitest';
import { MAX_QUERY_CHARS, queryWords, searchHistory } from './history-search';

const entries = [
  { id: 'a', original: 'The Quick brown fox', result: 'A fast fox', site: 'example.com' },
  { id: 'b', original: 'Lazy dogs sleep', result: 'Dogs rest', site: 'docs.google.com' },
  { id: 'c', site: 'popup' }, // texts not loaded yet
];
const ids = (query: string) => searchHistory(entries, query).map((e) => e.id);

describe('history search', () => {
  it('finds by words of the original or the rewrite, any case', () => {
    expect(ids('quick')).toEqual(['a']);
    expect(ids('FAST')).toEqual(['a']);
    expect(ids('dogs')).toEqual(['b']);
  });

  it('finds by site, and every word must match', () => {
    expect(ids('google')).toEqual(['b']);
    expect(ids('example fox')).toEqual(['a']);
    expect(ids('example dogs')).toEqual([]);
  });

  it('an empty query keeps every entry in order', () => {
    expect(ids('  ')).toEqual(['a', 'b', 'c']);
  });

  it('bounds the query', () => {
    expect(queryWords('x'.repeat(MAX_QUERY_CHARS + 50))[0]).toHaveLength(MAX_QUERY_CHARS);
    expect(queryWords(Array.from({ length: 50 }, (_, i) => `w${i}`).join(' '))).toHaveLength(20);
  });
});
