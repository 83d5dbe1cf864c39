/**
 * What a screen reader says of one change of the word diff (lib/text/change-merge.ts), the same
 * words on the card's toggles and the popup's: "Change 2 of 4: 'utilize' to 'use', taken". The
 * words shown are hidden from the name, so the name says them once, spacing collapsed and long
 * runs cut.
 */
import type { Translate } from '@/lib/i18n/translate';
import type { TextChange } from './change-merge';

const QUOTE_MAX = 40;

/** A change's words for its label: spacing collapsed, long runs cut. */
function quoted(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_MAX ? `${flat.slice(0, QUOTE_MAX - 1)}…` : flat;
}

function describeChange(t: Translate, change: TextChange): string {
  const removed = quoted(change.removed);
  const added = quoted(change.added);
  if (removed && added) return t('changeReplaced', removed, added);
  if (added) return t('changeAdded', added);
  if (removed) return t('changeRemoved', removed);
  return t('changeSpacing');
}

/** The accessible name of change `change` of `count`, taken or left. */
export function changeLabel(t: Translate, change: TextChange, count: number, taken: boolean) {
  const state = t(taken ? 'changeTaken' : 'changeLeft');
  return t('changeLabel', change.id + 1, count, describeChange(t, change), state);
}
