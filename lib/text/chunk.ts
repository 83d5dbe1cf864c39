/**
 * Splits a text over the per-request word limit into chunks that each fit, cutting at line
 * (paragraph) breaks first, then sentence ends, then spaces, then between words as a last
 * resort. Every character of the input belongs to exactly one chunk's `text` or
 * `separatorAfter`, so joining the results with the separators puts paragraphs back where
 * they were. Words are counted with the shared counter.
 */
import { countWords, MAX_WORDS_PER_REQUEST, wordSpans } from './word-count';

export interface TextChunk {
  text: string;
  /** The original characters between this chunk and the next ('' after the last). */
  separatorAfter: string;
}

interface Piece {
  text: string;
  sep: string;
  words: number;
}

type Splitter = (text: string) => Array<{ text: string; sep: string }>;

/** Splits at every match of `pattern`, the match becoming the separator. */
const splitAt =
  (pattern: RegExp): Splitter =>
  (text) => {
    const parts: Array<{ text: string; sep: string }> = [];
    let last = 0;
    for (const match of text.matchAll(pattern)) {
      if (match.index === 0 || match.index + match[0].length === text.length) continue;
      parts.push({ text: text.slice(last, match.index), sep: match[0] });
      last = match.index + match[0].length;
    }
    parts.push({ text: text.slice(last), sep: '' });
    return parts;
  };

let sentenceSegmenter: Intl.Segmenter | undefined;
const bySentence: Splitter = (text) => {
  sentenceSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'sentence' });
  return [...sentenceSegmenter.segment(text)].map(({ segment }) => {
    const body = segment.trimEnd();
    return body ? { text: body, sep: segment.slice(body.length) } : { text: segment, sep: '' };
  });
};

/** Cuts just before every word after the first: no whitespace needed (CJK, long hyphen chains). */
const byWordStart: Splitter = (text) => {
  const starts = wordSpans(text)
    .map((w) => w.start)
    .filter((s) => s > 0);
  const bounds = [0, ...starts, text.length];
  const parts: Array<{ text: string; sep: string }> = [];
  for (let i = 0; i + 1 < bounds.length; i += 1) {
    const piece = text.slice(bounds[i], bounds[i + 1]);
    if (piece) parts.push({ text: piece, sep: '' });
  }
  return parts;
};

const LEVELS: Splitter[] = [splitAt(/\s*\n\s*/g), bySentence, splitAt(/\s+/g), byWordStart];

/** Pieces of at most `max` words each (unless a single word would not fit, which cannot be). */
function pieces(text: string, sep: string, max: number, level: number): Piece[] {
  const words = countWords(text);
  const splitter = LEVELS[level];
  if (words <= max || !splitter) return [{ text, sep, words }];
  const parts = splitter(text);
  if (parts.length <= 1) return pieces(text, sep, max, level + 1);
  const last = parts[parts.length - 1]!;
  last.sep += sep;
  return parts.flatMap((p) => pieces(p.text, p.sep, max, level + 1));
}

/** Greedy packing of consecutive pieces into chunks of at most `max` words. */
function pack(all: Piece[], max: number): TextChunk[] {
  const chunks: TextChunk[] = [];
  let text = '';
  let sep = '';
  let words = 0;
  let open = false;
  for (const piece of all) {
    if (open && words + piece.words > max && piece.words > 0) {
      chunks.push({ text, separatorAfter: sep });
      open = false;
    }
    text = open ? text + sep + piece.text : piece.text;
    words = open ? words + piece.words : piece.words;
    sep = piece.sep;
    open = true;
  }
  if (open) chunks.push({ text, separatorAfter: sep });
  return chunks;
}

export function chunkText(text: string, max: number = MAX_WORDS_PER_REQUEST): TextChunk[] {
  if (countWords(text) <= max) return [{ text, separatorAfter: '' }];
  const chunks = pack(pieces(text, '', max, 0), max);
  // Counting a joined chunk can differ from the sum of its pieces at odd boundaries
  // (segmenter context, NFC): re-split any chunk that the real count puts over the limit.
  return chunks.flatMap((chunk) => {
    if (countWords(chunk.text) <= max || max <= 1) return [chunk];
    const inner = chunkText(chunk.text, max - 1);
    inner[inner.length - 1]!.separatorAfter += chunk.separatorAfter;
    return inner;
  });
}

/** Joins one result per chunk with the original separators. */
export function joinChunks(
  results: readonly string[],
  chunks: readonly Pick<TextChunk, 'separatorAfter'>[],
): string {
  return results.map((r, i) => r + (chunks[i]?.separatorAfter ?? '')).join('');
}
