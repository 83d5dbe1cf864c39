/**
 * What the meaning check reports: one finding per fact of the original that the rewrite lost,
 * changed or added. The card lists them in plain words (describe-finding.ts) and holds the
 * write back while any is there, so a finding says what it was, what it became and where.
 */

/** What sort of fact a finding is about. */
export type FindingKind =
  | 'number'
  | 'date'
  | 'url'
  | 'email'
  | 'handle'
  | 'code'
  | 'quote'
  | 'name'
  | 'negation'
  | 'language'
  | 'spelling'
  | 'seam';

/** lost: in the original only; added: in the rewrite only; changed: one became the other. */
export type FindingChange = 'lost' | 'added' | 'changed';

export interface Finding {
  kind: FindingKind;
  change: FindingChange;
  /** The fact as the original wrote it (absent when added). */
  was?: string;
  /** The fact as the rewrite wrote it (absent when lost). */
  became?: string;
  /** 0-based index of the sentence it is in: in the original, or in the rewrite when added. */
  sentence: number;
  sentenceIn: 'original' | 'rewrite';
}

/**
 * A fact found in one text. `keys` are its comparable forms (several when the writing is
 * ambiguous, as 03/05 is 3 May or 5 March); two facts match when they share a key. A `soft`
 * fact only vouches for the other side ("one" may be a pronoun); a `weak` one (a capitalised
 * word at a sentence start) is only reported when lost.
 */
export interface Fact {
  kind: FindingKind;
  text: string;
  keys: string[];
  at: number;
  soft?: boolean;
  weak?: boolean;
}
