/**
 * Capitalised names, multi-word included ("Maria de la Cruz", "World Health Organization").
 * A sentence's first word is capitalised anyway: a listed opener (The, However, Esta…) is
 * dropped from the name; any other lone first word is a weak name, kept only when it does not
 * look like an ordinary word (no lowercase use in either text, no common word ending) and acts
 * as a subject ("Kowalski led", "Kowalski's"): "Expect delays" is no name. Skipped
 * for German, where every noun is capitalised. Presence is looked up in the other text's word
 * sequences whatever their case, so a moved name or "the White House" → "the white house" pass.
 */
import type { Fact } from './finding';
import { isSentenceStarter } from './name-starters';
import type { ScannedText } from './scanned-text';

const CAP = "\\p{Lu}[\\p{L}\\p{M}\\p{N}]*(?:['’-][\\p{L}\\p{M}\\p{N}]+)*";
const LINK = '(?:of|de|da|do|dos|das|van|von|der|den|del|della|di|du|la|le|bin|al|y)';
const NAME = new RegExp(
  `(?<![\\p{L}\\p{N}_@#'’-])${CAP}(?:[ \\t\\u00a0]+(?:${LINK}[ \\t\\u00a0]+){0,2}${CAP})*`,
  'gu',
);
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
const COMMON_ENDING =
  /(?:ly|ing|ings|ed|tion|tions|sion|ment|ments|ness|ies|ers|ous|ive|ful|less|able|ible|ity|ism|ist|ists|mente|ción|ção|ções|ement|heit|keit|ung|nya|kan|an)$/iu;
/** Verbs that follow a person or a place as the subject: a lone first word before one is a name. */
const SUBJECT_VERBS = new Set(
  (
    'is was has had said says told tells led leads wrote writes argued argues added noted ' +
    'explained announced reported found finds will would can could did does called calls ' +
    'joined joins won wins lost owns founded built made makes runs ran became becomes believes ' +
    'thinks knows wants asked asks agreed agrees and or'
  ).split(' '),
);
const NEXT_WORD = /[ \t\u00a0]+([\p{L}]+)/uy;

/** Lone capitalised words that are never names: I, OK, and titles before a name (Dr. Lee). */
const TITLE_OR_PRONOUN =
  /^(I|I['’]\p{L}+|OK|Dr|Mr|Mrs|Ms|Mx|Prof|St|Sr|Sra|Jr|Mme|Mlle|Herr|Frau|Pak|Bu)$/u;

/** Longest word sequence looked up; longer names are looked up by their first words. */
export const MAX_NAME_WORDS = 4;

const POSSESSIVE = /['’]s?$/u;
export const normaliseWord = (word: string) => word.toLowerCase().replace(POSSESSIVE, '');

/**
 * The text's runs of 1 to MAX_NAME_WORDS words that start with a capital, and every single
 * word, lowercased: where a name of the other text is looked up. `lowercase`: the words the
 * text writes in lowercase.
 */
export function wordSequences(text: string): { sequences: Set<string>; words: Set<string> } {
  const words = [...text.matchAll(WORD)].map((m) => m[0]);
  const lowercase = new Set<string>();
  const sequences = new Set<string>();
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const normal = normaliseWord(word);
    sequences.add(normal);
    if (word === word.toLowerCase()) {
      lowercase.add(word);
      continue;
    }
    let run = normal;
    for (let n = 1; n < MAX_NAME_WORDS && i + n < words.length; n += 1) {
      run = `${run} ${normaliseWord(words[i + n]!)}`;
      sequences.add(run);
    }
  }
  return { sequences, words: lowercase };
}

export const nameKey = (words: readonly string[]) =>
  `name:${words.slice(0, MAX_NAME_WORDS).map(normaliseWord).join(' ')}`;

/** Names in `scan`; `lowercaseWords` are the words either text writes in lowercase. */
export function extractNames(scan: ScannedText, lowercaseWords: ReadonlySet<string>): Fact[] {
  const facts: Fact[] = [];
  for (const match of scan.text.matchAll(NAME)) {
    let at = match.index;
    let words = match[0].split(/[ \t\u00a0]+/);
    const atStart = scan.startsSentence(at);
    if (atStart && isSentenceStarter(words[0]!)) {
      at += match[0].indexOf(words[1] ?? '', words[0]!.length);
      words = words.slice(1);
      if (words.length && isSentenceStarter(words[0]!) && words.length === 1) continue;
    }
    if (words.length === 0 || !scan.isFree(at, at + words.join(' ').length)) continue;
    const [first] = words as [string];
    if (words.length === 1 && TITLE_OR_PRONOUN.test(first)) continue;
    const weak = words.length === 1 && atStart && at === match.index;
    if (weak) {
      const bare = normaliseWord(first);
      if (lowercaseWords.has(bare) || COMMON_ENDING.test(bare) || isSentenceStarter(bare)) continue;
      NEXT_WORD.lastIndex = at + first.length;
      const next = NEXT_WORD.exec(scan.text)?.[1]?.toLowerCase() ?? '';
      if (!SUBJECT_VERBS.has(next) && !/['’]s?$/u.test(first)) continue;
    }
    const text = words.join(' ');
    facts.push({ kind: 'name', text, keys: [nameKey(words)], at, ...(weak ? { weak: true } : {}) });
  }
  return facts;
}
