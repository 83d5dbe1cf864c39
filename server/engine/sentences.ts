/**
 * Splits one line of prose into sentences, keeping the exact whitespace between them so the
 * line can be put back together unchanged. A sentence ends at . ! ? or … (plus closing
 * quotes or brackets) followed by spaces and a capital letter, an opening quote or bracket,
 * or a protected span. Abbreviations ("e.g.", "Dr.") and initials ("J. Smith") do not end
 * a sentence. Numbers are protected spans by now, so "3.5" never looks like an ending.
 */
import { PLACEHOLDER_SOURCE } from './placeholders';

export interface Sentence {
  /** The sentence, with its final punctuation. */
  text: string;
  /** The whitespace after it ('' for the last one). */
  gap: string;
}

const BOUNDARY = /(?<![.!?…])([.!?…]+["'’”)\]]*)([ \t]+)(?=[\p{Lu}\uE000"'‘“([])/gu;
const WORD_BEFORE_DOT = /(?<![\p{L}.])(\p{L}+(?:\.\p{L}+)*)\.$/u;
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'mt',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'cf',
  'al',
  'inc',
  'ltd',
  'co',
  'corp',
  'no',
  'nos',
  'fig',
  'figs',
  'approx',
  'dept',
  'est',
  'vol',
  'u.s',
  'u.k',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);
const WORD = new RegExp(`${PLACEHOLDER_SOURCE}|[\\p{L}\\p{N}]+(?:['’][\\p{L}]+)*`, 'gu');

function isAbbreviation(textBeforeGap: string): boolean {
  // Only the tail matters; looking at it alone keeps long runs of initials linear.
  const word = WORD_BEFORE_DOT.exec(textBeforeGap.slice(-40))?.[1];
  if (word === undefined) return false;
  if (/^\p{Lu}$/u.test(word)) return true; // an initial
  return ABBREVIATIONS.has(word.toLowerCase());
}

/** The sentences of `line`; joining text + gap of each gives `line` back. */
export function splitSentences(line: string): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  for (const match of line.matchAll(BOUNDARY)) {
    const [, punctuation = '', gap = ''] = match;
    const end = match.index + punctuation.length;
    const text = line.slice(start, end);
    if (punctuation === '.' && isAbbreviation(text)) continue;
    sentences.push({ text, gap });
    start = end + gap.length;
  }
  sentences.push({ text: line.slice(start), gap: '' });
  return sentences;
}

/** Joins sentences back into a line. */
export function joinSentences(sentences: readonly Sentence[]): string {
  return sentences.map((sentence) => sentence.text + sentence.gap).join('');
}

/** End offsets of the words of `text` (a protected span is one word). */
export function wordEndOffsets(text: string): number[] {
  return Array.from(text.matchAll(WORD), (match) => match.index + match[0].length);
}

/** Number of words in `text`; a protected span counts as one word. */
export function countSentenceWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}
