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
    .replace(/\/v1\/humanize$/, '/v1');
  if (!/\/v1$/.test(path)) path = `${path}/v1`;
  return `${url.origin}${path}`;
}

/** POST target of the one operation. */
export function humanizeEndpoint(baseUrl: string): string {
  return `${normaliseBaseUrl(baseUrl)}/humanize`;
}

/** Why a typed base URL cannot be used (worded through `t`), or null when it can. */
export function baseUrlProblem(input: string, t: Translate): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return t('baseUrlNotUrl');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return t('baseUrlScheme');
  if (url.search || url.hash) return t('baseUrlQuery');
  if (url.username || url.password) return t('baseUrlCredentials');
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
