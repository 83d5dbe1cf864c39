/**
 * Contractions, as people write them in ordinary prose: "do not" → "don't", "it is" → "it's".
 * Only where a contraction is grammatical:
 *   - a pronoun + "is/are/am/will/have" is contracted only when a word follows, never at the
 *     end of a clause ("that's what it is", not "that's what it's");
 *   - "what is" is not contracted before a lone pronoun ("What is it?");
 *   - "not only" is left alone ("is not only fast" ≠ "isn't only fast");
 *   - ALL-CAPS emphasis ("DO NOT") is left alone.
 * Skipped for the whole text when its register is formal or legal (see FORMAL_REGISTER).
 */
interface Contraction {
  pattern: RegExp;
  replace: (found: string, apostrophe: string) => string;
}

const B = "(?<![\\p{L}\\p{N}_'’\\-])"; // start of a word
const E = "(?![\\p{L}\\p{N}_'’\\-])"; // end of a word
/** A word (or protected span) follows on the same line. */
const WORD_FOLLOWS = '(?=[ \\t]+[\\p{L}\\uE000])';
const NOT_ONLY = '(?![ \\t]+only' + E + ')';

/** Texts in this register keep their full forms. */
export const FORMAL_REGISTER =
  /(?<![\p{L}])(?:hereby|herein|hereinafter|pursuant|whereas|shall)(?![\p{L}])/iu;

function subject(words: string, verb: string, ending: string, extra = ''): Contraction {
  const pattern = new RegExp(`${B}(${words})[ \\t]+${verb}${E}${WORD_FOLLOWS}${extra}`, 'gu');
  return {
    pattern,
    replace: (found, apostrophe) => found.replace(/[ \t]+\S+$/u, '') + apostrophe + ending,
  };
}

function negation(words: string, contracted: (first: string) => string): Contraction {
  const pattern = new RegExp(`${B}(?:${words})[ \\t]+not${E}${NOT_ONLY}`, 'gu');
  return {
    pattern,
    replace: (found, apostrophe) =>
      contracted(found.replace(/[ \t]+not$/u, '')).replace("'", apostrophe),
  };
}

const cap = (word: string): string =>
  `[${word.charAt(0).toUpperCase()}${word.charAt(0)}]${word.slice(1)}`;
const words = (...list: string[]): string => list.map(cap).join('|');
const PRONOUN_ALONE = '(?![ \\t]+(?:it|he|she|they|we|you|i|this|that)[ \\t]*(?:[?.!,;:]|$))';

const CONTRACTIONS: Contraction[] = [
  subject(words('it', 'that', 'there', 'here', 'he', 'she'), 'is', 's'),
  subject(words('what'), 'is', 's', PRONOUN_ALONE),
  subject('I', 'am', 'm'),
  subject(words('you', 'we', 'they'), 'are', 're'),
  // Not before "not": "I will not" becomes "I won't" below, never "I'll not".
  subject(`I|${words('you', 'we', 'they', 'he', 'she', 'it')}`, 'will', 'll', `(?![ \\t]+not${E})`),
  subject(
    `I|${words('you', 'we', 'they')}`,
    'have',
    've',
    `(?=[ \\t]+(?:been|had|got|seen|done|made|used|found|built|written|tried|learned|learnt|taken|known)${E})`,
  ),
  negation(words('can'), (first) => first + "'t"),
  {
    pattern: new RegExp(`${B}[Cc]annot${E}${NOT_ONLY}`, 'gu'),
    replace: (found, a) => found.slice(0, 3) + `${a}t`,
  },
  negation(words('will'), (first) => (first === 'Will' ? "Won't" : "won't")),
  negation(
    words('do', 'does', 'did', 'is', 'are', 'was', 'were', 'has', 'have', 'had'),
    (first) => first + "n't",
  ),
  negation(words('could', 'should', 'would', 'must'), (first) => first + "n't"),
];

/** The apostrophe the text already uses: typographic if it has ’ and no straight one. */
export function apostropheOf(text: string): string {
  return text.includes('’') && !text.includes("'") ? '’' : "'";
}

/** Contracts where safe. `apostrophe` is ' or ’. */
export function contract(text: string, apostrophe: string): string {
  let result = text;
  for (const { pattern, replace } of CONTRACTIONS) {
    result = result.replace(pattern, (found) => replace(found, apostrophe));
  }
  return result;
}
