/**
 * Whether a selection holds at least three words, reading at most its first 2,000 characters
 * (a Ctrl+A over a huge field costs the same as a sentence). Words are runs of letters and
 * digits. In scripts written without spaces (Chinese, Japanese, Thai, Lao, Khmer, Myanmar) a
 * run is a whole phrase, so there six such characters count as three words (a two-character
 * word is typical): close enough for "more than a word or two", without starting
 * Intl.Segmenter in the page (slow on first use).
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’_-]*/gu;
/** Thai to Khmer, kana to CJK ideographs (a few spaced scripts between count too: rare). */
const UNSPACED = /[\u0E00-\u17FF\u3040-\u9FFF]/gu;
export const MIN_WORDS = 3;

export function enoughWords(text: string): boolean {
  const head = text.slice(0, 2000);
  // The n-th match exists (a match is never empty).
  return Boolean(head.match(WORD)?.[MIN_WORDS - 1] || head.match(UNSPACED)?.[2 * MIN_WORDS - 1]);
}
