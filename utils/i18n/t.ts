/**
 * Localised strings through the browser's i18n (public/_locales/<lang>/messages.json).
 * Keys are checked against the English catalogue at compile time. `t` is the Translate that
 * extension code hands to pure modules (lib/), which never touch browser APIs themselves.
 * Numbers given to a message are written the way the UI's language writes them. When the user
 * chose an interface language (utils/i18n/interface-language.ts), its catalogue, loaded by
 * this context, answers first: browser.i18n only speaks the browser's language.
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
import { lookUpMessage, type LoadedCatalogue } from '@/lib/i18n/loaded-catalogue';

export type { MessageKey } from '@/lib/i18n/translate';

let locale: string | undefined;

/** The chosen interface language's catalogue and BCP 47 tag, when one is chosen and loaded. */
export interface ChosenCatalogue {
  catalogue: LoadedCatalogue;
  tag: string;
}
let chosen: ChosenCatalogue | undefined;

/** Makes `next` answer every lookup of this context (undefined: the browser's language). */
export function setChosenCatalogue(next: ChosenCatalogue | undefined): void {
  chosen = next;
  locale = undefined;
}

/** The language the UI speaks now: the chosen one, or the catalogue the browser picked. */
export function uiLanguageTag(): string {
  return chosen?.tag ?? (browser.i18n.getMessage('catalogueLocale') || 'en');
}

/** The locale numbers and dates are formatted in (see formatLocale). */
export function uiLocale(): string {
  if (locale === undefined && chosen) locale = formatLocale(chosen.tag, chosen.tag);
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

export const t: Translate = (key: MessageKey, ...substitutions) => {
  const filled = substitutions.map((s) => (typeof s === 'number' ? formatCount(s) : s));
  // getMessage answers '' for an unknown key: show the key so a gap is visible, not blank.
  return (
    (chosen && lookUpMessage(chosen.catalogue, key, filled)) ||
    browser.i18n.getMessage(key, filled) ||
    key
  );
};

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
