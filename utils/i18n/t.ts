/**
 * Localised strings through the browser's i18n (public/_locales/<lang>/messages.json).
 * Keys are checked against the English catalogue at compile time. `t` is the Translate that
 * extension code hands to pure modules (lib/), which never touch browser APIs themselves.
 * Numbers given to a message are written the way the UI's language writes them.
 */
import { browser } from 'wxt/browser';
import {
  formatFinishedAt,
  formatLocale,
  formatMoment,
  formatNumber,
  isPlainNumber,
} from '@/lib/i18n/locale-format';
import type { MessageKey, Translate } from '@/lib/i18n/translate';

export type { MessageKey } from '@/lib/i18n/translate';

let locale: string | undefined;

/** The locale numbers and dates are formatted in (see formatLocale). */
export function uiLocale(): string {
  if (locale === undefined) {
    let ui: string | undefined;
    try {
      ui = browser.i18n.getUILanguage();
    } catch {
      ui = undefined; // a browser (or test double) without it: the catalogue decides
    }
    locale = formatLocale(ui, browser.i18n.getMessage('catalogueLocale') || 'en');
  }
  return locale;
}

export const t: Translate = (key: MessageKey, ...substitutions) =>
  // getMessage answers '' for an unknown key: show the key so a gap is visible, not blank.
  browser.i18n.getMessage(
    key,
    substitutions.map((s) => (typeof s === 'number' ? formatCount(s) : s)),
  ) || key;

/** Numbers as the UI's language writes them (12,345 / 12.345). */
export function formatCount(n: number): string {
  // The shipped languages write 0–999 as plain digits; Intl (slow to start) only beyond.
  return isPlainNumber(n) ? String(n) : formatNumber(n, uiLocale());
}

/** When a history entry finished, as the UI's language writes times and dates. */
export function formatWhen(finishedAt: number, now = Date.now()): string {
  return formatFinishedAt(finishedAt, now, uiLocale());
}

/** A moment soon (when a rate limit ends), as the UI's language writes times. */
export function formatSoon(at: number, now = Date.now()): string {
  return formatMoment(at, now, uiLocale());
}
