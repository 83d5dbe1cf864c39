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

/** Counts the words of `text` as the API does. */
export function countWords(text: string): number {
  let count = 0;
  for (const segment of wordSegmenter().segment(text.normalize('NFC'))) {
    if (segment.isWordLike) count += 1;
  }
  return count;
}

/** A word of the NFC-normalised text, with its offsets in that normalised text. */
export interface WordSpan {
  start: number;
  end: number;
}

/** The word spans of `text` (already NFC-normalised by the caller when offsets matter). */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const segment of wordSegmenter().segment(text)) {
    if (segment.isWordLike) {
      spans.push({ start: segment.index, end: segment.index + segment.segment.length });
    }
  }
  return spans;
}

/** The API's per-request word limit on the Pro plan. */
export const MAX_WORDS_PER_REQUEST = 10_000;
