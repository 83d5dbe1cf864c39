/**
 * A finding in plain words for the card ("15% became 20% in sentence 1.", "“not” was
 * dropped in sentence 2."), through the message lookup the caller passes in (browser.i18n in
 * the extension), so the words follow the UI language. What a finding quotes is cut to a
 * readable length: a dropped paragraph is named, not reprinted.
 */
import type { Finding } from './finding';

export type MeaningMessageKey =
  | 'meaningChanged'
  | 'meaningLost'
  | 'meaningAdded'
  | 'meaningLanguage'
  | 'meaningSpellingToAmerican'
  | 'meaningSpellingToBritish'
  | 'meaningSeamDropped'
  | 'meaningSeamDoubled';

/** The lookup: a message key and its substitutions ($1…$9) → the sentence to show. */
export type MeaningLookup = (
  key: MeaningMessageKey,
  ...substitutions: Array<string | number>
) => string;

export interface DescribeOptions {
  /** A language's name for its code ("fr" → "French"); by default the code itself. */
  languageName?: (code: string) => string;
}

/** Characters of a fact shown before it is cut with an ellipsis. */
export const MAX_SHOWN_CHARS = 80;

export function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= MAX_SHOWN_CHARS
    ? flat
    : `${chars.slice(0, MAX_SHOWN_CHARS - 1).join('')}…`;
}

/** A quotation's own marks are dropped: the message puts the UI language's marks around it. */
function shown(finding: Finding, text: string | undefined): string {
  const bare = finding.kind === 'quote' ? (text ?? '').slice(1, -1) : (text ?? '');
  return shorten(bare);
}

/** "en-GB:colour" → "colour". */
const example = (variety: string | undefined) => (variety ?? '').replace(/^en-(GB|US):/, '');

export function describeFinding(
  finding: Finding,
  t: MeaningLookup,
  options: DescribeOptions = {},
): string {
  const sentence = finding.sentence + 1;
  switch (finding.kind) {
    case 'language': {
      const name = options.languageName ?? ((code: string) => code);
      return t('meaningLanguage', name(finding.was ?? ''), name(finding.became ?? ''));
    }
    case 'spelling':
      return t(
        finding.became?.startsWith('en-US')
          ? 'meaningSpellingToAmerican'
          : 'meaningSpellingToBritish',
        example(finding.was),
        example(finding.became),
      );
    case 'seam':
      return finding.change === 'added'
        ? t('meaningSeamDoubled', sentence, shown(finding, finding.became))
        : t('meaningSeamDropped', sentence, shown(finding, finding.was));
    default:
      if (finding.change === 'changed') {
        return t(
          'meaningChanged',
          shorten(finding.was ?? ''),
          shorten(finding.became ?? ''),
          sentence,
        );
      }
      return finding.change === 'lost'
        ? t('meaningLost', shown(finding, finding.was), sentence)
        : t('meaningAdded', shown(finding, finding.became), sentence);
  }
}
