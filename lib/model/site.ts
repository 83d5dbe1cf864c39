/**
 * A "site" for the in-page button: a scheme and a host, written as the match pattern the
 * browser grants and registers (`https://mail.example.com/*`). Ports are not part of a match
 * pattern, so one site covers every port of its host.
 */

/** Every http(s) site: the pattern of "on every site". */
export const ALL_SITES = '*://*/*';

/** At most this many sites in each list: the registration stays small, storage bounded. */
export const MAX_SITES = 500;

/** Longest site pattern kept (a host is at most 253 characters). */
export const MAX_PATTERN_LENGTH = 300;

/** The site pattern of a page's URL, or null for anything but http(s) pages. */
export function sitePatternOf(url: string | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (!parsed.hostname) return null;
  return `${parsed.protocol}//${parsed.hostname}/*`;
}

/** The host a pattern names, for people ("mail.example.com"; "*.example.com"). */
export function siteLabel(pattern: string): string {
  const match = /^[^:]+:\/\/([^/]+)\//.exec(pattern);
  const host = match?.[1] ?? pattern;
  return pattern.startsWith('http://') ? `http://${host}` : host;
}

const HOST = /^(\*|(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/i;
const PATTERN = /^(\*|https?):\/\/([^/]+)\/(.*)$/;

/**
 * A site as an administrator or a stored list writes it, as a match pattern, or null when it
 * is not one: a host (`example.com`, `*.example.com`: http and https) or an http(s) match
 * pattern (`https://*.example.com/*`). Anything else (other schemes, paths with wildcards in
 * the host, over-long strings) is refused.
 */
export function normaliseSite(entry: unknown): string | null {
  if (typeof entry !== 'string') return null;
  const value = entry.trim().toLowerCase();
  if (!value || value.length > MAX_PATTERN_LENGTH) return null;
  if (!value.includes('://')) return HOST.test(value) && value !== '*' ? `*://${value}/*` : null;
  const match = PATTERN.exec(value);
  if (!match || !HOST.test(match[2]!)) return null;
  // Sites are whole hosts: a path in the pattern is widened to the host.
  return `${match[1]}://${match[2]}/*`;
}

/** Whether `url` is matched by the match pattern `pattern` (an http(s) one, as above). */
export function patternMatches(pattern: string, url: string): boolean {
  const match = PATTERN.exec(pattern);
  if (!match) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const scheme = parsed.protocol.slice(0, -1);
  if (scheme !== 'http' && scheme !== 'https') return false;
  if (match[1] !== '*' && match[1] !== scheme) return false;
  const host = match[2]!;
  const hostname = parsed.hostname.toLowerCase();
  if (host === '*') return true;
  if (host.startsWith('*.')) {
    const base = host.slice(2);
    return hostname === base || hostname.endsWith(`.${base}`);
  }
  return hostname === host;
}
