/**
 * Localised strings through the browser's i18n (public/_locales/<lang>/messages.json).
 * Keys are checked against the English catalogue at compile time. `t` is the Translate that
 * extension code hands to pure modules (lib/), which never touch browser APIs themselves.
 */
import { browser } from 'wxt/browser';
import type { MessageKey, Translate } from '@/lib/i18n/translate';

export type { MessageKey } from '@/lib/i18n/translate';

export const t: Translate = (key: MessageKey, ...substitutions) =>
  // getMessage answers '' for an unknown key: show the key so a gap is visible, not blank.
  browser.i18n.getMessage(key, substitutions.map(String)) || key;

/** Numbers as the user's locale writes them (12,345). */
export function formatCount(n: number): string {
  return new Intl.NumberFormat().format(n);
}
