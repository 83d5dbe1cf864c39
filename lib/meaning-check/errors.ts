/**
 * Typed refusals of the meaning check. A text over the cap is refused before any scan, so a
 * hostile or runaway input costs nothing; the card then treats the rewrite as unchecked.
 */

/** Characters per text (original or rewrite) the check accepts: about 80,000 words. */
export const MAX_MEANING_CHECK_CHARS = 500_000;

export type MeaningCheckErrorCode = 'meaning_check_too_long' | 'meaning_check_bad_input';

export class MeaningCheckError extends Error {
  readonly code: MeaningCheckErrorCode;
  constructor(code: MeaningCheckErrorCode, message: string) {
    super(message);
    this.name = 'MeaningCheckError';
    this.code = code;
  }
}

/** Throws unless every text is a string within the cap (their total, for parts). */
export function assertCheckable(label: string, texts: readonly unknown[]): void {
  let total = 0;
  for (const text of texts) {
    if (typeof text !== 'string') {
      throw new MeaningCheckError('meaning_check_bad_input', `${label} is not text`);
    }
    total += text.length;
  }
  if (total > MAX_MEANING_CHECK_CHARS) {
    throw new MeaningCheckError(
      'meaning_check_too_long',
      `${label} has ${total} characters; the meaning check takes at most ${MAX_MEANING_CHECK_CHARS}`,
    );
  }
}
