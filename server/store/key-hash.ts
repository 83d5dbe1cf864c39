/**
 * API keys: made here, shown once, stored only as a hash. A key is 32 random bytes (256 bits)
 * in base64url after a "hz_" prefix, so a fast SHA-256 is enough to keep a leaked database
 * from giving keys away: nobody can search 2^256 keys. The prefix stored beside the hash is
 * the first 7 characters ("hz_" + 4), to tell keys apart on the account page.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';

export const KEY_PREFIX = 'hz_';
/** Longer keys are refused without a lookup (a key we make has 46 characters). */
export const MAX_KEY_LENGTH = 512;

export function newApiKey(): string {
  return `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function shownPrefix(key: string): string {
  return [...key].slice(0, Math.min(7, Math.floor(key.length / 4))).join('');
}

export function newId(): string {
  return randomUUID();
}
