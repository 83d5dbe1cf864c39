/**
 * Varies sentence length, deterministically:
 *   - a sentence of more than LONG_SENTENCE words is split at the clause boundary nearest its
 *     middle, using only safe boundaries: "; " and ", and/but/so " when a clause clearly
 *     follows (never ", which" or a list's ", and x"), both halves at least MIN_PART words;
 *   - two neighbouring sentences of 2–4 words each, both ending in "." and both opening on a
 *     pronoun or determiner, are joined with ", and" ("It works. It is fast." → "It works,
 *     and it is fast."); commands, questions and names are never joined.
 * No word is dropped: a split keeps its conjunction ("…, but x" → "…. But x").
 */
import {
  type Sentence,
  countSentenceWords,
  joinSentences,
  splitSentences,
  wordEndOffsets,
} from './sentences';
import { capitaliseStart, lowerFirst, startsWithPlainLowerWord } from './text-case';

export const LONG_SENTENCE = 35;
const MIN_PART = 8;
const SHORT_SENTENCE = 5;

/** Words that start a clause after ", and" (so the ", and" is not the end of a list). */
const CLAUSE_START =
  /^(?:i|we|you|they|he|she|it|this|that|these|those|there|the|a|an|our|their|its|his|her|my|your|many|most|some|each|every|no|one)(?![\p{L}])/iu;
const CANDIDATE = /(,[ \t]+(and|but|so)[ \t]+|;[ \t]+)/gu;
/** First words that may be lower-cased when joining ("It" → "it", but never "I" or a name). */
const LOWERABLE =
  /^(?:It|This|That|They|We|You|He|She|There|These|Those|The|A|An|Its|Their|Our|My|Your|His|Her|Then|Now|So|Here)(?![\p{L}])/u;

function isSafeBoundary(conjunction: string | undefined, rest: string): boolean {
  if (conjunction === 'and') return CLAUSE_START.test(rest);
  if (conjunction === 'but') return !/^(?:also|not|rather|only)(?![\p{L}])/iu.test(rest);
  if (conjunction === 'so') return !/^(?:that|much|many|far|on|as|long)(?![\p{L}])/iu.test(rest);
  return startsWithPlainLowerWord(rest) || /^\p{Lu}/u.test(rest); // after "; "
}

/** Splits one over-long sentence (recursively), or returns it as one piece. */
function splitLong(sentence: string): string[] {
  const wordEnds = wordEndOffsets(sentence);
  const total = wordEnds.length;
  if (total <= LONG_SENTENCE) return [sentence];
  let best:
    { index: number; mark: string; conjunction: string | undefined; distance: number } | undefined;
  let leftWords = 0;
  for (const match of sentence.matchAll(CANDIDATE)) {
    while (leftWords < total && (wordEnds[leftWords] ?? 0) <= match.index) leftWords += 1;
    if (leftWords < MIN_PART || total - leftWords < MIN_PART) continue;
    const conjunction = match[2];
    if (!isSafeBoundary(conjunction, sentence.slice(match.index + match[0].length))) continue;
    const distance = Math.abs(leftWords - total / 2);
    if (!best || distance < best.distance)
      best = { index: match.index, mark: match[0], conjunction, distance };
  }
  if (!best) return [sentence];
  const afterMark = sentence.slice(best.index + best.mark.length);
  const right = best.conjunction === undefined ? afterMark : `${best.conjunction} ${afterMark}`;
  return [...splitLong(`${sentence.slice(0, best.index)}.`), ...splitLong(capitaliseStart(right))];
}

function isShort(sentence: string): boolean {
  const words = countSentenceWords(sentence);
  return words >= 2 && words < SHORT_SENTENCE && /[^.]\.$/u.test(sentence);
}

/** Joins pairs of very short sentences. */
function joinShort(sentences: Sentence[]): Sentence[] {
  const out: Sentence[] = [];
  for (let i = 0; i < sentences.length; i += 1) {
    const current = sentences[i];
    const next = sentences[i + 1];
    const joinable = current && next && isShort(current.text) && isShort(next.text);
    // Both must open on a subject ("It works. It is fast."), not a command ("Do not worry.").
    if (current && next && joinable && LOWERABLE.test(current.text) && LOWERABLE.test(next.text)) {
      out.push({
        text: `${current.text.slice(0, -1)}, and ${lowerFirst(next.text)}`,
        gap: next.gap,
      });
      i += 1;
    } else if (current) {
      out.push(current);
    }
  }
  return out;
}

/** Splits over-long and joins very short sentences of one line of prose. */
export function reshapeSentences(line: string): string {
  const sentences = splitSentences(line).flatMap(({ text, gap }) => {
    const pieces = splitLong(text);
    return pieces.map((piece, index) => ({
      text: piece,
      gap: index === pieces.length - 1 ? gap : ' ',
    }));
  });
  return joinSentences(joinShort(sentences));
}
