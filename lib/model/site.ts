/**
 * A "site" for the in-page button: a scheme and a host, written as the match pattern the
 * browser grants and registers (`https://mail.example.com/*`). Ports are not part of a match
 * pattern, so one site covers every port of its host.
 *
 * A host has one canonical form wherever it comes from (a page's address, a stored list, the
 * policy, a typed entry): lower case, IDN as punycode (`xn--…`), IPv4 in dotted form, no port
 * and no trailing dot. Browsers match `localhost.` and `localhost` alike (a name with its
 * trailing dot is the same name), so "Hide on this site" on `http://localhost.:8080/` must
 * store the very site the registration and the background's checks use: `http://localhost/*`.
 */

/** Every http(s) site: the pattern of "on every site". */
export const ALL_SITES = '*://*/*';

/** At most this many sites in each list: the registration stays small, storage bounded. */
export const MAX_SITES = 500;

/** Longest site pattern kept (a host is at most 253 characters). */
export const MAX_PATTERN_LENGTH = 300;

const HOST = /^(\*|(\*\.)?[a-z0-9_-]+(\.[a-z0-9_-]+)*|\[[0-9a-f:.]+\])$/i;
const PATTERN = /^(\*|https?):\/\/([^/]+)\/(.*)$/;

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
  const host = withoutTrailingDot(parsed.hostname);
  if (!host || !HOST.test(host)) return null;
  return `${parsed.protocol}//${host}/*`;
}

const withoutTrailingDot = (host: string) => (host.endsWith('.') ? host.slice(0, -1) : host);

/** What may stand for a host before the URL parser reads it: no userinfo, path or query. */
const HOST_INPUT = /^[^\s/\\@?#*]+$/;

/**
 * The canonical form of a host as typed or stored (`Bücher.Example.`, `EXAMPLE.com:443`,
 * `*.Example.com`), or null when it is not one. The URL parser does what browsers do to a
 * page's host (case, punycode, IPv4 forms); the port and one trailing dot are dropped.
 */
export function canonicalHost(input: string): string | null {
  if (input === '*') return input;
  const wildcard = input.startsWith('*.');
  const rest = wildcard ? input.slice(2) : input;
  if (!HOST_INPUT.test(rest)) return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${rest}/`).hostname;
  } catch {
    return null;
  }
  const host = `${wildcard ? '*.' : ''}${withoutTrailingDot(hostname)}`;
  return HOST.test(host) ? host : null;
}

/** The host a pattern names, for people ("mail.example.com"; "*.example.com"). */
export function siteLabel(pattern: string): string {
  const match = /^[^:]+:\/\/([^/]+)\//.exec(pattern);
  const host = match?.[1] ?? pattern;
  return pattern.startsWith('http://') ? `http://${host}` : host;
}

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
  if (!value.includes('://')) {
    const host = value === '*' ? null : canonicalHost(value);
    return host ? `*://${host}/*` : null;
  }
  const match = PATTERN.exec(value);
  const host = match ? canonicalHost(match[2]!) : null;
  // Sites are whole hosts: a path in the pattern is widened to the host.
  return host ? `${match![1]}://${host}/*` : null;
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
  const host = withoutTrailingDot(match[2]!);
  const hostname = withoutTrailingDot(parsed.hostname.toLowerCase());
  if (host === '*') return true;
  if (host.startsWith('*.')) {
    const base = host.slice(2);
    return hostname === base || hostname.endsWith(`.${base}`);
  }
  return hostname === host;
}
