import type { Translate } from '../i18n/translate';

/**
 * The API base as users type it ("host", "host/", "host/v1", "host/v1/") normalised once,
 * to the form ending in "/v1" with no trailing slash.
 */
export function normaliseBaseUrl(input: string): string {
  const trimmed = input.trim();
  const url = new URL(trimmed); // throws on garbage: callers validate with baseUrlProblem
  // People paste the operation's own URL too: ".../v1/humanize" means the base ".../v1".
  let path = url.pathname
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
    .replace(/\/(v1)\/humanize$/i, '/$1');
  // "/V1" is the version segment typed in capitals: kept as typed, never made "/V1/v1".
  if (!/\/v1$/i.test(path)) path = `${path}/v1`;
  return `${url.origin}${path}`;
}

/** POST target of the one operation. */
export function humanizeEndpoint(baseUrl: string): string {
  return `${normaliseBaseUrl(baseUrl)}/humanize`;
}

/** Longest base URL accepted: a base address is short; anything longer is a mistake or abuse. */
export const MAX_BASE_URL_LENGTH = 2048;

/** Hosts on this computer, where http:// never leaves the machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Why a typed base URL cannot be used (worded through `t`), or null when it can. */
export function baseUrlProblem(input: string, t: Translate): string | null {
  if (input.trim().length > MAX_BASE_URL_LENGTH) return t('baseUrlTooLong');
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return t('baseUrlNotUrl');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return t('baseUrlScheme');
  if (url.search || url.hash) return t('baseUrlQuery');
  if (url.username || url.password) return t('baseUrlCredentials');
  // The key travels in a header: in clear text over http:// unless the API is on this computer.
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return t('baseUrlInsecure');
  return null;
}

/**
 * Host permission pattern for the API's origin ("https://api.example.com/*"). Match patterns
 * carry no port (Firefox refuses one; without one, Chrome matches every port).
 */
export function originPattern(baseUrl: string): string {
  const url = new URL(normaliseBaseUrl(baseUrl));
  return `${url.protocol}//${url.hostname}/*`;
}

/** The origin requests for this base URL go to ("https://api.example.com"), if it is a URL. */
export function apiOrigin(baseUrl: string): string | undefined {
  try {
    return new URL(normaliseBaseUrl(baseUrl)).origin;
  } catch {
    return undefined;
  }
}
