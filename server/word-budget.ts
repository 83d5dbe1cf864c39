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
 * stretches, cut at the same places (nextStretch below is that module's, step for step), read
 * one at a time instead of all at once. test/server/word-budget.test.ts holds the two equal.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { cutAt } from '../lib/text/word-cuts';

/** Characters counted between two turns of the event loop. */
export const PIECE = 16_384;
/** The shared counter's stretch length (lib/text/word-count.ts, STRETCH). */
const STRETCH = 2000;

let segmenter: Intl.Segmenter | undefined;

function wordSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  return segmenter;
}

interface Stretch {
  from: number;
  joinsPrevious: boolean;
}

/** lib/text/word-count.ts's nextStretch: where the stretch after the one at `from` starts. */
function nextStretch(text: string, from: number): Stretch | null {
  if (text.length - from <= 2 * STRETCH) return null;
  const limit = from + 2 * STRETCH;
  for (let at = from + STRETCH; at < limit; at += 1) {
    const kind = cutAt(text, at);
    if (kind) return { from: at, joinsPrevious: kind === 'join' };
  }
  let last = from;
  for (const segment of wordSegmenter().segment(text.slice(from, limit))) {
    if (segment.index > 0) last = from + segment.index;
  }
  if (last > from) return { from: last, joinsPrevious: false };
  const high = text.charCodeAt(limit - 1);
  return { from: high >= 0xd800 && high <= 0xdbff ? limit + 1 : limit, joinsPrevious: false };
}

/**
 * The number of words of `text` as countWords counts them, or `limit + 1` as soon as it is
 * known to be more than `limit`. `pause` gives the event loop a turn.
 */
export async function countWordsWithin(
  text: string,
  limit: number,
  pause: () => Promise<unknown> = nextTurn,
): Promise<number> {
  const normal = text.normalize('NFC');
  let count = 0;
  /** Where the last counted word ends (-1: it was taken back, or none yet). */
  let lastWordEnd = -1;
  let sincePause = 0;
  for (let stretch: Stretch | null = { from: 0, joinsPrevious: false }; stretch;) {
    const next = nextStretch(normal, stretch.from);
    const { from, joinsPrevious } = stretch;
    const to = next?.from ?? normal.length;
    for (const segment of wordSegmenter().segment(normal.slice(from, to))) {
      const start = from + segment.index;
      const end = start + segment.segment.length;
      if (joinsPrevious && start === from && lastWordEnd === from) {
        // One segment cut in two: its end decides its kind (as in wordSpans).
        if (segment.isWordLike) lastWordEnd = end;
        else {
          count -= 1;
          lastWordEnd = -1;
        }
        continue;
      }
      if (segment.isWordLike) {
        count += 1;
        lastWordEnd = end;
      }
    }
    // The next stretch may take back this one's last word (above): only the rest is certain.
    const mayTakeBack = next?.joinsPrevious === true && lastWordEnd === to ? 1 : 0;
    if (count - mayTakeBack > limit) return limit + 1;
    sincePause += to - from;
    if (next && sincePause >= PIECE) {
      sincePause = 0;
      await pause();
    }
    stretch = next;
  }
  return count;
}
