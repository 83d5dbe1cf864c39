/**
 * History search (issue 28, point 3): find an earlier rewrite by its words or its site. Every
 * word of the query must appear, case-insensitively, in the original, the rewrite or the site.
 * One pass over the entries, each entry's text read once per word: cost grows with the
 * history's size (bench/history-search.bench.ts), never with its square.
 */

/** What the search reads of an entry: its texts once loaded, and its site. */
export interface SearchableEntry {
  original?: string;
  result?: string;
  site: string;
}

/** A query longer than this is cut: what the user typed is bounded like any input. */
export const MAX_QUERY_CHARS = 200;
const MAX_QUERY_WORDS = 20;

/** The query's words, lower-cased, at most MAX_QUERY_WORDS of them. */
export function queryWords(query: string): string[] {
  return query
    .slice(0, MAX_QUERY_CHARS)
    .toLowerCase()
    .split(/\s+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_QUERY_WORDS);
}

/** The entries whose texts or site hold every word of `query`, in their order; all if empty. */
export function searchHistory<T extends SearchableEntry>(
  entries: readonly T[],
  query: string,
): T[] {
  const words = queryWords(query);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = `${entry.site}\n${entry.original ?? ''}\n${entry.result ?? ''}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
