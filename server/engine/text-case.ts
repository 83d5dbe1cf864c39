/**
 * Case helpers. The engine only changes the case of a plain lower-case word (letters, with
 * inner apostrophes or hyphens); words such as "iPhone", "eBay", placeholders, numbers and
 * anything non-Latin are left exactly as written.
 */
const PLAIN_LOWER_WORD = /^\p{Ll}+(?:['’-]\p{Ll}+)*(?![\p{L}\p{N}])/u;
const FIRST_LETTER = /\p{L}/u;

function upperFirstChar(word: string): string {
  const first = word.charAt(0);
  const upper = first.toUpperCase();
  // "ß" → "SS" and the like: leave such words alone rather than change their length.
  return upper.length === 1 ? upper + word.slice(1) : word;
}

/** True when `text` starts with a plain lower-case word that may safely be capitalised. */
export function startsWithPlainLowerWord(text: string): boolean {
  return PLAIN_LOWER_WORD.test(text);
}

/** Capitalises the first word of `text` when it is a plain lower-case word. */
export function capitaliseStart(text: string): string {
  return startsWithPlainLowerWord(text) ? upperFirstChar(text) : text;
}

/** Lower-cases the first letter of `text` (the caller decides that it is safe). */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * Gives `replacement` (written in lower case) the case of `found`: ALL CAPS stays all caps,
 * a capitalised first letter is kept, anything else is used as written.
 */
export function matchCase(found: string, replacement: string): string {
  if (replacement === '') return replacement;
  const letters = found.replace(/[^\p{L}]/gu, '');
  if (
    letters.length > 1 &&
    letters === letters.toUpperCase() &&
    letters !== letters.toLowerCase()
  ) {
    return replacement.toUpperCase();
  }
  const first = FIRST_LETTER.exec(found)?.[0];
  if (first !== undefined && first !== first.toLowerCase()) return upperFirstChar(replacement);
  return replacement;
}

/** True when `before` (the text already written) ends where a sentence starts. */
export function isSentenceStart(before: string): boolean {
  let end = before.length;
  while (end > 0 && /\s/u.test(before.charAt(end - 1))) end -= 1;
  if (end === 0) return true;
  // The tail is enough to see the last punctuation; this keeps the check O(1).
  return /[.!?…]["'’”)\]]*$/u.test(before.slice(Math.max(0, end - 8), end));
}
