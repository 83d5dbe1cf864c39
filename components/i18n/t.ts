/**
 * Localised strings through the browser's i18n (public/_locales/<lang>/messages.json).
 * Keys are checked against the English catalogue at compile time.
 */
import { browser } from 'wxt/browser';
import type catalogue from '@/public/_locales/en/messages.json';

export type MessageKey = keyof typeof catalogue;

export function t(key: MessageKey, ...substitutions: Array<string | number>): string {
  // getMessage answers '' for an unknown key: show the key so a gap is visible, not blank.
  return browser.i18n.getMessage(key, substitutions.map(String)) || key;
}

/** Numbers as the user's locale writes them (12,345). */
export function formatCount(n: number): string {
  return new Intl.NumberFormat().format(n);
}
