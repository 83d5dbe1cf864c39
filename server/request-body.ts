/**
 * Validation of the humanize request body (contract-decisions.md, "Request body").
 * The body arrives as a raw string (app.ts registers one catch-all parser), so every
 * problem with it, including the media type, is answered here with 422 after the key has
 * been checked.
 *
 * Content-Type: application/json (any parameters) or any "+json" type is parsed; a missing
 * Content-Type is parsed as JSON too (lenient, like most JSON APIs); any other type is
 * refused with 422 invalid_body.
 */
import { MAX_WORDS_PER_REQUEST } from '../lib/text/word-count';
import { ApiError } from './core/errors';
import { countWordsWithin } from './word-budget';

export interface HumanizeInput {
  text: string;
  wordCount: number;
}

function invalid(message: string): ApiError {
  return new ApiError(422, 'invalid_body', message);
}

function isJsonMediaType(contentType: string | undefined): boolean {
  if (contentType === undefined) return true;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[^/]+\+json$/u.test(mediaType);
}

/**
 * The body as text. JSON is UTF-8 (RFC 8259): bytes that are not valid UTF-8 are refused,
 * never replaced by U+FFFD and rewritten as if the user had sent them.
 */
function decodeUtf8(raw: unknown): string {
  if (typeof raw === 'string') return raw;
  if (!(raw instanceof Uint8Array)) return '';
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw invalid('The request body is not valid UTF-8; JSON must be encoded in UTF-8.');
  }
}

/** Parses a raw body (bytes or text) as a JSON object; `undefined`/'' is an empty body. */
export function parseJsonObject(
  raw: unknown,
  contentType: string | undefined,
): Record<string, unknown> {
  if (!isJsonMediaType(contentType)) {
    throw invalid(`Content-Type must be application/json; got "${contentType ?? ''}".`);
  }
  const source = decodeUtf8(raw);
  if (source.trim() === '') {
    throw invalid('The request body is empty; send a JSON object such as {"text": "..."}.');
  }
  let value: unknown;
  try {
    value = JSON.parse(source.replace(/^\uFEFF/u, ''));
  } catch {
    throw invalid('The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid('The request body must be a JSON object such as {"text": "..."}.');
  }
  return value as Record<string, unknown>;
}

/**
 * The validated humanize input; unknown extra fields are ignored. Words are counted no further
 * than the limit (word-budget.ts): a refused text costs no more than an accepted one.
 */
export async function parseHumanizeBody(
  raw: unknown,
  contentType: string | undefined,
  maxWords: number = MAX_WORDS_PER_REQUEST,
): Promise<HumanizeInput> {
  const body = parseJsonObject(raw, contentType);
  const { text } = body;
  if (text === undefined) throw invalid('The field "text" is required.');
  if (typeof text !== 'string') throw invalid('The field "text" must be a string.');
  const wordCount = await countWordsWithin(text, maxWords);
  if (wordCount === 0) throw invalid('The field "text" contains no words.');
  if (wordCount > maxWords) {
    throw new ApiError(
      422,
      'too_many_words',
      `The text has more than ${maxWords} words; the limit is ${maxWords} words per request.`,
    );
  }
  return { text, wordCount };
}
