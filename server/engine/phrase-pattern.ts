/**
 * Builds the regular expressions of the AI-tell list from plain phrases, so that the list in
 * ai-tells.ts stays readable data. In a phrase:
 *   - a space matches any run of spaces or tabs,
 *   - an apostrophe matches ' or ’,
 *   - a hyphen matches a hyphen, a Unicode hyphen or a space ("fast-paced", "fast paced"),
 *   - letters match in any case.
 * Phrases start and end on whole words; a phrase whose replacement is empty also swallows
 * the spaces after it, so removing it leaves no double space.
 */

/** One AI tell: what to find and what to write instead. */
export interface AiTell {
  /** The phrases found, as written in the list (for documentation and tests). */
  phrases: readonly string[];
  /** Global, case-insensitive, Unicode pattern matching any of the phrases. */
  pattern: RegExp;
  /**
   * Lower-case replacements; successive matches in one text take them in turn (so the
   * output is deterministic but not monotonous). '' removes the phrase.
   */
  replacements: readonly string[];
  /** Why this is a tell, and what the replacement keeps. */
  note: string;
}

export interface TellOptions {
  /** Regex source the text before the phrase must match (a lookbehind). */
  before?: string;
  /** Regex source the text after the phrase must match (a lookahead). */
  after?: string;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const START_BOUNDARY = "(?<![\\p{L}\\p{N}_'’\\-])";
const END_BOUNDARY = "(?![\\p{L}\\p{N}_'’\\-])";

function phraseSource(phrase: string): string {
  let source = '';
  for (const ch of phrase.toLowerCase()) {
    if (ch === ' ') source += '[ \\t]+';
    else if (ch === "'" || ch === '’') source += "['’]";
    else if (ch === '-') source += '[\\-\\u2010\\u2011 ]';
    else source += ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  if (WORD_CHAR.test(phrase.charAt(0))) source = START_BOUNDARY + source;
  if (WORD_CHAR.test(phrase.charAt(phrase.length - 1))) source += END_BOUNDARY;
  return source;
}

/** One tell: any of `phrases` becomes the replacements in turn. */
export function tell(
  phrases: string | readonly string[],
  replacements: string | readonly string[],
  note: string,
  options: TellOptions = {},
): AiTell {
  const list = typeof phrases === 'string' ? [phrases] : phrases;
  const replacementList = typeof replacements === 'string' ? [replacements] : replacements;
  // Longest first, so that "a testament to" never pre-empts "is a testament to".
  const sorted = [...list].sort((a, b) => b.length - a.length);
  let source = `(?:${sorted.map(phraseSource).join('|')})`;
  if (options.before) source = `(?<=${options.before})` + source;
  if (options.after) source += `(?=${options.after})`;
  if (replacementList.includes('')) source += '[ \\t]*';
  return { phrases: list, pattern: new RegExp(source, 'giu'), replacements: replacementList, note };
}

/**
 * A verb and its forms, each mapped to the same form of the replacement, e.g.
 * verb([['utilize', 'use'], ['utilizes', 'uses'], …]). Alternatives per form are allowed
 * (['delve into', ['look at', 'dig into']]) and must line up across forms.
 */
export function verb(
  forms: ReadonlyArray<readonly [string | readonly string[], string | readonly string[]]>,
  note: string,
  options: TellOptions = {},
): AiTell[] {
  return forms.map(([found, replacement]) => tell(found, replacement, note, options));
}
