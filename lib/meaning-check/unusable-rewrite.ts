/**
 * A provider's answer that is no rewrite at all (issue 27, point 5): the text sent back
 * unchanged, an empty answer, or one that differs only in whitespace or punctuation. Such an
 * answer is charged all the same, so the card says so plainly and never writes it: writing it
 * would spend the user's undo step on nothing, or wipe the text out.
 */

export type UnusableKind = 'empty' | 'unchanged' | 'cosmetic';

/** Letters, marks and digits of any script, in order: what a rewrite must change. */
const WORDS_ONLY = /[^\p{L}\p{M}\p{N}]+/gu;

/** Why `rewrite` is no rewrite of `original`, or undefined when it is one. Linear. */
export function unusableRewrite(original: string, rewrite: string): UnusableKind | undefined {
  if (rewrite.trim() === '') return 'empty';
  if (rewrite === original) return 'unchanged';
  const words = (text: string) => text.replace(WORDS_ONLY, '').normalize('NFC');
  if (words(rewrite) === words(original)) return 'cosmetic';
  return undefined;
}
