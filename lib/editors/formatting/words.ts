/**
 * The words of a text as alignment compares them: the API's own word definition
 * (lib/text/word-count.ts, so a "word" here is a word the user is charged for), each with its
 * offsets and a comparison key that ignores case, Unicode composition and curly apostrophes
 * (a rewrite that starts a sentence with a word the original had in its middle keeps it).
 */
import { wordSpans } from '../../text/word-count';

export interface Word {
  start: number;
  end: number;
  key: string;
}

export function wordKey(word: string): string {
  return word
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02BC]/g, "'");
}

export function wordsOf(text: string): Word[] {
  return wordSpans(text).map(({ start, end }) => ({
    start,
    end,
    key: wordKey(text.slice(start, end)),
  }));
}

/** Index of the first word that ends after `offset` (words.length when none): binary search. */
export function firstWordEndingAfter(words: readonly Word[], offset: number): number {
  let lo = 0;
  for (let hi = words.length; lo < hi;) {
    const mid = (lo + hi) >> 1;
    if (words[mid]!.end > offset) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
