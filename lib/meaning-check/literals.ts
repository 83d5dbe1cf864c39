/**
 * Facts a rewrite must copy character for character: inline code, URLs, e-mail addresses,
 * @handles and #tags. Each is taken (claimed) so that its digits and capitals are not read
 * again as numbers or names.
 */
import type { Fact, FindingKind } from './finding';
import type { ScannedText } from './scanned-text';

/** The longest code span looked for; past it an unclosed backtick run is left alone. */
const MAX_CODE_CHARS = 4000;
const BACKTICKS = /`+/g;
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"'“”‘’«»]+/giu;
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
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

/**
 * Code spans: a run of backticks up to the next run of the same length (`x`, ``a`b``,
 * ```block```). One pass over the runs, each run opening or closing at most one span.
 */
export function extractCode(scan: ScannedText): Fact[] {
  const facts: Fact[] = [];
  const open = new Map<number, number>();
  for (const run of scan.text.matchAll(BACKTICKS)) {
    const length = run[0].length;
    const from = open.get(length);
    const end = run.index + length;
    if (from === undefined || end - from > MAX_CODE_CHARS || end - from === 2 * length) {
      open.set(length, run.index);
      continue;
    }
    open.clear();
    const text = scan.text.slice(from, end);
    if (!scan.isFree(from, end)) continue;
    scan.claim(from, end);
    facts.push({
      kind: 'code',
      text,
      keys: [`code:${text.slice(length, -length).trim()}`],
      at: from,
    });
  }
  return facts;
}

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
