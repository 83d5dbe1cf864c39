/**
 * Negation markers in the twelve UI languages, contracted forms included (don't, isn't, can't,
 * won't, n'est, n'a). A dropped "not" turns a statement around while every other fact stays,
 * so markers are counted: the same number in both texts passes ("does not" → "doesn't",
 * "no" → "not any"), fewer or more is reported at the sentence where the count parts.
 * Words written with spaces are looked up whole (Arabic with its "and"/"so" prefix); Japanese
 * and Chinese, written without spaces, and Korean, whose negation is a verb ending, are
 * searched for their negating morphemes inside each word (cjk-negations.ts).
 */
import { cjkNegations } from './cjk-negations';
import type { Fact } from './finding';
import type { ScannedText } from './scanned-text';

const MARKERS = new Set(
  // English
  (
    'not never no none nobody nothing nowhere neither nor without cannot ' +
    // Spanish
    'nunca jamás ni ninguno ninguna ningún nada nadie sin tampoco ' +
    // Portuguese
    'não nunca jamais nem nenhum nenhuma ninguém sem ' +
    // French (ne / n' carry the negation; pas, rien… follow it)
    'ne sans non ' +
    // German
    'nicht nie niemals kein keine keinen keinem keiner keines nichts niemand ohne weder nirgends ' +
    // Indonesian
    'tidak tak bukan belum jangan tanpa tiada enggak nggak gak ' +
    // Italian
    'non mai nessuno nessuna nessun niente nulla né senza neanche nemmeno neppure mica ' +
    // Russian
    'не нет ни никогда никто ничто ничего никого никому никем ничем нигде никуда ' +
    'никакой никакая никакое никакие никакого никаких без нельзя ' +
    // Arabic
    'لا لم لن ليس ليست لست ليسوا لسنا غير بدون دون أبدا أبداً'
  ).split(/\s+/),
);

const WORD = /[\p{L}]+(?:['’][\p{L}]+)*/gu;
/** English n't (don't, won't, can't) and French n' (n'est, n'a). */
const CONTRACTED = /n['’]t$|^n['’]/iu;

/** Arabic writes "and" (و) and "so" (ف) onto the next word: ولا, ولم, فليس. */
const ARABIC_PREFIX = /^[وف](?=\p{Script=Arabic})/u;

/** The marker a word carries, or undefined. */
export function negationIn(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (CONTRACTED.test(lower)) return lower.startsWith('n') && /^n['’]/.test(lower) ? 'ne' : 'not';
  if (MARKERS.has(lower)) return lower;
  const bare = lower.replace(ARABIC_PREFIX, '');
  return bare !== lower && MARKERS.has(bare) ? bare : undefined;
}

export function extractNegations(scan: ScannedText): Fact[] {
  const facts: Fact[] = [];
  const add = (text: string, at: number) => {
    if (scan.isFree(at, at + text.length))
      facts.push({ kind: 'negation', text, keys: ['negation'], at });
  };
  for (const match of scan.text.matchAll(WORD)) {
    const inside = cjkNegations(match[0]);
    if (inside) {
      for (const found of inside) add(found.text, match.index + found.at);
      continue;
    }
    if (negationIn(match[0])) add(match[0], match.index);
  }
  return facts;
}
