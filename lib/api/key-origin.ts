/**
 * A key goes only to the origin it was saved for: changing the base URL to another origin
 * needs the key for that origin, typed in the options (a provider's key and the texts queued
 * for it never reach another provider by a change of URL alone).
 */
import type { Translate } from '../i18n/translate';
import { apiOrigin } from './base-url';

/**
 * The origin the saved key belongs to: the stored one when it is an http(s) origin, else
 * (a key saved before keys were bound, or a damaged value) the saved base URL's origin.
 */
export function keyOriginOf(stored: unknown, savedBaseUrl: string): string | undefined {
  if (typeof stored === 'string' && stored.length <= 2100) {
    try {
      const url = new URL(stored);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === stored) {
        return stored;
      }
    } catch {
      // not a URL: fall back to the base URL's origin
    }
  }
  return apiOrigin(savedBaseUrl);
}

export interface KeyUse {
  /** The base URL the key would go to. */
  baseUrl: string;
  /** The key (trimmed) that would go there. */
  apiKey: string;
  /** The user typed the key field for this save or test (even the same key again). */
  keyTyped: boolean;
  savedKey: string;
  /** keyOriginOf(stored origin, saved base URL). */
  savedKeyOrigin: string | undefined;
}

/**
 * Why this key may not go to this base URL (worded through `t`), or null when it may: the
 * saved key, not typed again, is for the saved key's origin only.
 */
export function keyOriginProblem(use: KeyUse, t: Translate): string | null {
  if (!use.apiKey || use.keyTyped || use.apiKey !== use.savedKey) return null;
  const target = apiOrigin(use.baseUrl);
  if (!target || !use.savedKeyOrigin || target === use.savedKeyOrigin) return null;
  return t('optionsKeyForOrigin', target, use.savedKeyOrigin);
}
