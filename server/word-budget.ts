/**
 * Counts the words of a request's text no further than the answer needs, and never for long
 * without letting other requests in. Counting is the costly step of a request (the segmenter
 * takes ~1–4 µs a segment: 1 MiB of "a " took 1.4 s, 1 MiB of Han 1.3 s); refusing such a
 * text as too_many_words used to count all of it, on the event loop, in one go. Here:
 *   - counting stops once `limit` is passed: a refusal costs about as much as counting
 *     limit + 1 words, whatever the size of the text;
 *   - the event loop gets a turn after every PIECE characters counted, so no request holds it
 *     for more than one piece (~20–60 ms at the slowest shapes measured).
 *
 * The count is exactly the shared counter's (lib/text/word-count.ts, countWords): the same
 * settled words, read one stretch at a time (settledWords) instead of all at once.
 * test/server/word-budget.test.ts holds the two equal.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { settledWords } from '../lib/text/word-count';

/** Characters counted between two turns of the event loop. */
export const PIECE = 16_384;

/**
 * The number of words of `text` as countWords counts them, or `limit + 1` as soon as it is
 * known to be more than `limit`. `pause` gives the event loop a turn.
 */
export async function countWordsWithin(
  text: string,
  limit: number,
  pause: () => Promise<unknown> = nextTurn,
): Promise<number> {
  let count = 0;
  let sincePause = 0;
  let read = 0;
  const normal = text.normalize('NFC');
  for (const { spans, end } of settledWords(normal)) {
    count += spans.length;
    if (count > limit) return limit + 1;
    sincePause += end - read;
    read = end;
    if (sincePause >= PIECE && end < normal.length) {
      sincePause = 0;
      await pause();
    }
  }
  return count;
}
