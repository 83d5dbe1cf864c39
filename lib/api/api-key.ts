import type { Translate } from '../i18n/translate';

/**
 * A key as it can travel in "Authorization: Bearer <key>": visible ASCII only, no space.
 * Control characters, zero-width and other invisible characters (often pasted along with a
 * key), spaces and non-ASCII letters cannot be sent in a header, or would send another key:
 * such a key is refused at Save, never sent, retried and counted against the rate limit.
 */
const SENDABLE_KEY = /^[\x21-\x7E]+$/;

/** Why a (trimmed) key cannot be used, worded through `t`, or null when it can. */
export function apiKeyProblem(key: string, t: Translate): string | null {
  const trimmed = key.trim();
  if (trimmed === '' || SENDABLE_KEY.test(trimmed)) return null;
  return t('optionsKeyInvalidChars');
}
