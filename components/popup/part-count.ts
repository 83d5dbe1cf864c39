import { chunkText } from '@/lib/text/chunk';
import { MAX_WORDS_PER_REQUEST } from '@/lib/text/word-count';

/** How many requests the queue will make for `text` of `words` words (its own chunker). */
export function partCount(text: string, words: number): number {
  return words > MAX_WORDS_PER_REQUEST ? chunkText(text).length : 1;
}
