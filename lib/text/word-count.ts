/**
 * The one word counter, shared by the reference server and the extension
 * (contract-decisions.md, "Counting words"): a word is a segment that
 * Intl.Segmenter marks isWordLike, over the NFC-normalised text.
 */
let segmenter: Intl.Segmenter | undefined;

function wordSegmenter(): Intl.Segmenter {
  // Created lazily so that importing this module does no work.
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  return segmenter;
}

/**
 * Longest stretch handed to the segmenter at once. V8's segmenter gets quadratically slower
 * on long inputs (16,000 words: ~0.5 s in one piece), so long texts are segmented in
 * stretches cut at whitespace, where UAX #29 always puts a word boundary.
 */
const STRETCH = 2000;

/** A whitespace character that a following mark, format character or space does not extend. */
const SAFE_CUT = /\s(?=[^\s\p{M}\p{Cf}])/gu;

/** Start offsets of the stretches of `text`, each ending just after a whitespace character. */
function* stretchStarts(text: string): Generator<number> {
  let from = 0;
  while (from < text.length) {
    yield from;
    if (text.length - from <= STRETCH) return;
    SAFE_CUT.lastIndex = from + STRETCH;
    const match = SAFE_CUT.exec(text);
    if (!match) return;
    from = match.index + 1;
  }
}

/** A word of the text, with its offsets in that text. */
export interface WordSpan {
  start: number;
  end: number;
}

/** The word spans of `text` (NFC-normalise first when offsets must match the count). */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  const starts = [...stretchStarts(text)];
  starts.forEach((from, i) => {
    const stretch = text.slice(from, starts[i + 1] ?? text.length);
    for (const segment of wordSegmenter().segment(stretch)) {
      if (!segment.isWordLike) continue;
      const start = from + segment.index;
      spans.push({ start, end: start + segment.segment.length });
    }
  });
  return spans;
}

/** Counts the words of `text` as the API does. */
export function countWords(text: string): number {
  return wordSpans(text.normalize('NFC')).length;
}

/** The API's per-request word limit on the Pro plan. */
export const MAX_WORDS_PER_REQUEST = 10_000;
