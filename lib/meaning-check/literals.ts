/**
 * Facts a rewrite must copy character for character: inline code, URLs, e-mail addresses,
 * @handles and #tags. Each is taken (claimed) so that its digits and capitals are not read
 * again as numbers or names.
 */
import type { Fact, FindingKind } from './finding';
import type { ScannedText } from './scanned-text';

/** Backtick runs of equal length around the code (`x`, ``a`b``, ```block```). */
const CODE = /(`+)([^`]|[^`][\s\S]{0,4000}?[^`])\1(?!`)/g;
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"'“”‘’«»]+/giu;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const HANDLE = /(?<![\p{L}\p{N}_&/@#])[@#][\p{L}_][\p{L}\p{N}_]*/gu;
const TRAILING = /[.,;:!?)\]}'"’”»]+$/u;

function take(
  scan: ScannedText,
  pattern: RegExp,
  kind: FindingKind,
  key: (text: string) => string,
  trim: (text: string) => string = (t) => t,
): Fact[] {
  const facts: Fact[] = [];
  for (const match of scan.text.matchAll(pattern)) {
    const text = trim(match[0]);
    if (!text || !scan.isFree(match.index, match.index + text.length)) continue;
    scan.claim(match.index, match.index + text.length);
    facts.push({ kind, text, keys: [key(text)], at: match.index });
  }
  return facts;
}

/** Keeps a closing bracket that belongs to the URL (Wikipedia's "Foo_(bar)"). */
function trimUrl(url: string): string {
  let out = url.replace(TRAILING, '');
  const opened = (out.match(/\(/g) ?? []).length;
  const closed = (out.match(/\)/g) ?? []).length;
  if (opened > closed && url.slice(out.length).startsWith(')')) out += ')';
  return out;
}

/** Scheme, www. and a trailing slash do not change where a link goes; the host has no case. */
function urlKey(url: string): string {
  const bare = url.replace(/^https?:\/\//i, '').replace(/^www\./i, '');
  const slash = bare.indexOf('/');
  const host = slash < 0 ? bare : bare.slice(0, slash);
  const rest = slash < 0 ? '' : bare.slice(slash).replace(/\/$/, '');
  return `url:${host.toLowerCase()}${rest}`;
}

export const extractCode = (scan: ScannedText): Fact[] =>
  take(scan, CODE, 'code', (t) => `code:${t.replace(/^`+|`+$/g, '').trim()}`);

export const extractUrls = (scan: ScannedText): Fact[] => take(scan, URL, 'url', urlKey, trimUrl);

export const extractEmails = (scan: ScannedText): Fact[] =>
  take(
    scan,
    EMAIL,
    'email',
    (t) => `email:${t.toLowerCase()}`,
    (t) => t.replace(/\.+$/, ''),
  );

export const extractHandles = (scan: ScannedText): Fact[] =>
  take(scan, HANDLE, 'handle', (t) => `handle:${t.toLowerCase()}`);
