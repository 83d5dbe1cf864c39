/**
 * A fingerprint of the base URL and key a 401 refused, so that the pause ends when either
 * changes. Not the key itself: only a short hash is stored in the queue.
 */
export function credentialsFingerprint(baseUrl: string, apiKey: string): string {
  let hash = 0x811c9dc5;
  for (const ch of `${baseUrl.trim()}\n${apiKey.trim()}`) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
