/**
 * A provider's own words (an error message, a request id), made safe to show: a provider is
 * untrusted, and its text is shown next to ours. Bidi controls could reverse what the user
 * reads ("…moc.live" shown as "evil.com…"), zero-width and other invisible format
 * characters could hide words, and a message of a megabyte would fill the popup.
 */

/** Longest provider message shown, in characters. */
export const MAX_PROVIDER_MESSAGE = 300;
/** Longest request id kept. */
export const MAX_REQUEST_ID = 128;

/**
 * Format characters (Cf: bidi embeddings, overrides and isolates, zero-width spaces and
 * joiners, the BOM, soft hyphens, tag characters) and controls (Cc); the line and paragraph
 * separators and other whitespace become one space.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}]/gu;
const SPACES = /[\s\u2028\u2029]+/gu;

/** The text as it can be shown: visible characters only, one line, at most `max` long. */
export function visibleProviderText(raw: string, max = MAX_PROVIDER_MESSAGE): string {
  // Read no further than needed: a huge string is cut before the regular expressions run.
  const head = raw.slice(0, max * 4);
  const text = head.replace(SPACES, ' ').replace(INVISIBLE, '').replace(SPACES, ' ').trim();
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** A request id as kept and shown: visible ASCII only, at most MAX_REQUEST_ID long. */
export function boundedRequestId(raw: string | null): string | undefined {
  if (raw === null) return undefined;
  const id = raw
    .slice(0, MAX_REQUEST_ID * 4)
    .replace(/[^\x21-\x7E]/g, '')
    .slice(0, MAX_REQUEST_ID);
  return id || undefined;
}

/** An error code as kept: letters, digits and _ . - only, at most 64 long. */
export function boundedErrorCode(raw: string): string | undefined {
  const code = raw
    .slice(0, 256)
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .slice(0, 64);
  return code || undefined;
}
