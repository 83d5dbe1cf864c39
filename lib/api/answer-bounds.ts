/**
 * How large a provider's answer to one request may be, worked out from the request. Every
 * figure is far above what any rewrite needs and far below what harmed us (an 80 MB result
 * stored in history, a body that never ended).
 */
import { countWords, MAX_WORDS_PER_REQUEST } from '../text/word-count';

/** A rewrite longer than this many times the text (plus the allowance) is not one. */
export const REWRITE_LENGTH_FACTOR = 4;
/** Characters a rewrite may add to any text (a short text may grow a lot, relatively). */
export const REWRITE_LENGTH_ALLOWANCE = 1000;
/** An error body is read up to this; past it, only its status is used. */
export const MAX_ERROR_BODY_BYTES = 64 * 1024;
/** Bytes for the JSON around the rewrite (field names, counts, whatever else is sent). */
const BODY_ALLOWANCE_BYTES = 64 * 1024;
/** JSON may write one UTF-16 unit as a 6-byte "\uXXXX" escape. */
const MAX_JSON_BYTES_PER_UNIT = 6;

/** Longest humanized_text accepted (in UTF-16 units, as String.length counts) for `text`. */
export function maxRewriteLength(text: string): number {
  return REWRITE_LENGTH_FACTOR * text.length + REWRITE_LENGTH_ALLOWANCE;
}

/**
 * The most bytes read of a success body: enough for the longest accepted rewrite even with
 * every character escaped, so no acceptable answer is ever cut; anything larger cannot be
 * an acceptable answer and is not read further.
 */
export function maxSuccessBodyBytes(text: string): number {
  return MAX_JSON_BYTES_PER_UNIT * maxRewriteLength(text) + BODY_ALLOWANCE_BYTES;
}

/**
 * The most words a provider may report (word_count) or charge (words_charged) for `text`:
 * the per-request limit, or four times our own count when that is higher (a provider may
 * count words differently, or charge a minimum per request). More is a provider's bug
 * (1e308 words), never recorded.
 */
export function maxReportedWords(text: string): number {
  return Math.max(MAX_WORDS_PER_REQUEST, 4 * countWords(text));
}
