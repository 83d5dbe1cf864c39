/**
 * The one word counter, shared by the reference server and the extension
 * (contract-decisions.md, "Counting words"): a word is a segment that
 * Intl.Segmenter marks isWordLike, over the NFC-normalised text.
 */
import { cutAt } from './word-cuts';

let segmenter: Intl.Segmenter | undefined;

function wordSegmenter(): Intl.Segmenter {
  // Created lazily so that importing this module does no work.
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  return segmenter;
}

/**
 * Length after which a stretch is cut. V8's segmenter gets quadratically slower with the
 * number of segments in one call (16,000 words: ~0.5 s in one piece), so long texts are
 * segmented in stretches of STRETCH to 2 × STRETCH characters, cut where the count cannot
 * change (word-cuts.ts): after whitespace, between two punctuation marks, inside a long word…
 */
const STRETCH = 2000;

/** A cut of the text into stretches: where the next stretch starts, and whether its first word
 * continues the previous stretch's last word. */
interface Stretch {
  from: number;
  joinsPrevious: boolean;
}

/**
 * Where to end a stretch starting at `from`. When no exact cut exists within 2 × STRETCH (a run of
 * ideographs, Thai or combining marks with no punctuation), it ends at the segmenter's last
 * boundary in that window: still bounded, and the same on the server and in the extension,
 * which share this counter.
 */
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

/** A word of the text, with its offsets in that text. */
export interface WordSpan {
  start: number;
  end: number;
}

/**
 * The words of `text`, read one stretch at a time: each item holds the words settled once the
 * text up to `end` has been read. A word at the end of a stretch that the next stretch may
 * continue is held back until that stretch decides it, so every count taken between items is
 * exact so far (the server stops counting past the limit: server/word-budget.ts).
 */
export function* settledWords(text: string): Generator<{ spans: WordSpan[]; end: number }> {
  let held: WordSpan | undefined;
  for (let stretch: Stretch | null = { from: 0, joinsPrevious: false }; stretch;) {
    const { from, joinsPrevious } = stretch;
    const next = nextStretch(text, from);
    const to = next?.from ?? text.length;
    const spans: WordSpan[] = held ? [held] : [];
    held = undefined;
    for (const segment of wordSegmenter().segment(text.slice(from, to))) {
      const start = from + segment.index;
      const end = start + segment.segment.length;
      const previous = spans[spans.length - 1];
      if (joinsPrevious && start === from && previous?.end === from) {
        // One segment cut in two: its kind is decided by its end, the rule that reached it
        // ("2024" followed by ZWJ and an emoji is no word at all).
        if (segment.isWordLike) previous.end = end;
        else spans.pop();
        continue;
      }
      if (segment.isWordLike) spans.push({ start, end });
    }
    if (next?.joinsPrevious && spans[spans.length - 1]?.end === to) held = spans.pop();
    yield { spans, end: to };
    stretch = next;
  }
  if (held) yield { spans: [held], end: text.length };
}

/** The word spans of `text` (NFC-normalise first when offsets must match the count). */
export function wordSpans(text: string): WordSpan[] {
  const all: WordSpan[] = [];
  for (const { spans } of settledWords(text)) all.push(...spans);
  return all;
}

/** Counts the words of `text` as the API does. */
export function countWords(text: string): number {
  return wordSpans(text.normalize('NFC')).length;
}

/** The API's per-request word limit on the Pro plan. */
export const MAX_WORDS_PER_REQUEST = 10_000;
