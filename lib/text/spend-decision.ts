/**
 * How many words one "Humanize selection" would spend, decided before anything is queued. A
 * page can hide thousands of words in a short visible selection (a zero-size span) or below
 * the visible line of a field, so a capture over the user's threshold, or one that would go
 * out as more than one request, is sent only once the user has confirmed its count; and a
 * whole field taken without a selection is sent only under the threshold (above it, the user
 * is asked to select the part to humanize). Counted with the API's own counter and chunker.
 */
import { chunkText } from './chunk';
import { countWords, MAX_WORDS_PER_REQUEST } from './word-count';

export const DEFAULT_CONFIRM_ABOVE_WORDS = 1_000;
export const MIN_CONFIRM_ABOVE_WORDS = 1;
export const MAX_CONFIRM_ABOVE_WORDS = MAX_WORDS_PER_REQUEST;

export type SpendDecision = {
  /** send: queue it now; confirm: only after the user's click; select_part: refuse. */
  kind: 'send' | 'confirm' | 'select_part';
  words: number;
  /** Requests the queue will send for it (chunks of at most 10,000 words). */
  requests: number;
};

/** True for a whole number of words within the allowed threshold range. */
export function isValidConfirmThreshold(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_CONFIRM_ABOVE_WORDS &&
    value <= MAX_CONFIRM_ABOVE_WORDS
  );
}

/** The stored threshold when it is valid (stored data may predate it), else the default. */
export function confirmThreshold(stored: unknown): number {
  return isValidConfirmThreshold(stored) ? stored : DEFAULT_CONFIRM_ABOVE_WORDS;
}

export function decideSpend(
  text: string,
  { threshold, wholeField }: { threshold: number; wholeField: boolean },
): SpendDecision {
  const words = countWords(text);
  const requests = words > MAX_WORDS_PER_REQUEST ? chunkText(text).length : 1;
  if (words <= threshold && requests === 1) return { kind: 'send', words, requests };
  return { kind: wholeField ? 'select_part' : 'confirm', words, requests };
}
