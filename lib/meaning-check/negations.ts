/**
 * Negation markers in the six UI languages, contracted forms included (don't, isn't, can't,
 * won't, n'est, n'a). A dropped "not" turns a statement around while every other fact stays,
 * so markers are counted: the same number in both texts passes ("does not" → "doesn't",
 * "no" → "not any"), fewer or more is reported at the sentence where the count parts.
 */
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
    'tidak tak bukan belum jangan tanpa tiada enggak nggak gak'
  ).split(/\s+/),
);

const WORD = /[\p{L}]+(?:['’][\p{L}]+)*/gu;
/** English n't (don't, won't, can't) and French n' (n'est, n'a). */
const CONTRACTED = /n['’]t$|^n['’]/iu;

/** The marker a word carries, or undefined. */
export function negationIn(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (CONTRACTED.test(lower)) return lower.startsWith('n') && /^n['’]/.test(lower) ? 'ne' : 'not';
  return MARKERS.has(lower) ? lower : undefined;
}

export function extractNegations(scan: ScannedText): Fact[] {
  const facts: Fact[] = [];
  for (const match of scan.text.matchAll(WORD)) {
    const marker = negationIn(match[0]);
    if (!marker || !scan.isFree(match.index, match.index + match[0].length)) continue;
    facts.push({ kind: 'negation', text: match[0], keys: ['negation'], at: match.index });
  }
  return facts;
}
