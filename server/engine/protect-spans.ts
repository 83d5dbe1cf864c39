/**
 * What the engine never rewrites. Fenced code blocks are protected over the whole text
 * (they span lines); the rest is protected line by line, in this order:
 * inline `code`, Markdown link targets, HTML tags and <autolinks>, URLs, e-mail addresses,
 * quotations ("…", “…”, ‘…’, '…', «…», „…“, 「…」, 『…』) and numbers. Spans whose end
 * may be far away (inline code, single-quoted quotations) are bounded in length, so that
 * no pattern can take quadratic time on a hostile 1 MiB body.
 */
import type { SpanStore } from './placeholders';

/** ``` or ~~~ fences; an unclosed fence runs to the end of the text. */
const FENCES = [
  /^ {0,3}(`{3,})[^`\n]*$[\s\S]*?(?:\n {0,3}\1`*[ \t]*\r?$|(?![\s\S]))/gmu,
  /^ {0,3}(~{3,})[^\n]*$[\s\S]*?(?:\n {0,3}\1~*[ \t]*\r?$|(?![\s\S]))/gmu,
];

const INLINE_CODE = /(?<!`)(`+)(?!`)[^\n]{0,2000}?(?<!`)\1(?!`)/gu;
const LINK_TARGET = /\]\([^()\s]*(?:\([^()\s]*\)[^()\s]*)*(?:[ \t]+"[^"\n]*")?\)/gu;
const HTML_TAG = /<\/?[A-Za-z][^<>\n]*>/gu;
const URL = /(?<![\p{L}\p{N}+.-])(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s<>"`]+/giu;
const EMAIL =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/**
 * Quotations whose opening and closing marks differ, as [opening, closing marks]. They are
 * found by one forward scan (protectPaired), not a regex: a regex retries from every opening
 * mark to the end of the line when no closing one follows, which is quadratic.
 */
const PAIRED_QUOTES: ReadonlyArray<readonly [string, string]> = [
  ['“', '”'],
  ['„', '“”'],
  ['«', '»'],
  ['「', '」'],
  ['『', '』'],
];
const QUOTES = [
  /"[^"\n]*"/gu,
  // ‘…’ and '…' used as quotation marks, not apostrophes: the opening mark follows a
  // non-letter, the closing one is followed by a non-letter ("the dogs' bowl" is no quote).
  /(?<![\p{L}\p{N}])‘(?=\S)[^\n]{0,1000}?(?<=\S)’(?![\p{L}\p{N}])/gu,
  /(?<![\p{L}\p{N}'])'(?=[^\s'])[^\n]{0,1000}?(?<=[^\s'])'(?![\p{L}\p{N}])/gu,
];
const NUMBER = /\p{N}+(?:[.,:/]\p{N}+)*/gu;

/** Protects fenced code blocks of the whole text. */
export function protectFences(text: string, store: SpanStore): string {
  return FENCES.reduce((result, fence) => store.protect(result, fence), text);
}

/** How many times `ch` occurs in `text`. */
function occurrences(text: string, ch: string): number {
  let count = 0;
  for (let i = text.indexOf(ch); i !== -1; i = text.indexOf(ch, i + 1)) count += 1;
  return count;
}

/**
 * Keeps trailing sentence punctuation out of a URL ("see https://x.org." ends the sentence),
 * and a closing parenthesis that has no opening one inside the URL. The parentheses are
 * counted once and updated as the end moves back, so this is linear in the URL's length.
 */
function protectUrls(text: string, store: SpanStore): string {
  return text.replace(URL, (url) => {
    let opens = occurrences(url, '(');
    let closes = occurrences(url, ')');
    let end = url.length;
    while (end > 0) {
      const ch = url.charAt(end - 1);
      const unbalancedParen = ch === ')' && opens < closes;
      if (!/[.,;:!?'’”\]]/u.test(ch) && !unbalancedParen) break;
      if (ch === ')') closes -= 1;
      else if (ch === '(') opens -= 1;
      end -= 1;
    }
    return end === 0 ? url : store.hold(url.slice(0, end)) + url.slice(end);
  });
}

/**
 * Protects each `open` … first of `closes` within one line, in one pass: every character is
 * looked at once, and an opening mark with no closing one after it ends the search.
 */
function protectPaired(line: string, open: string, closes: string, store: SpanStore): string {
  let out = '';
  let last = 0;
  for (let start = line.indexOf(open); start !== -1; start = line.indexOf(open, last)) {
    let end = start + 1;
    while (end < line.length && !closes.includes(line.charAt(end))) end += 1;
    if (end === line.length) break;
    out += line.slice(last, start) + store.hold(line.slice(start, end + 1));
    last = end + 1;
  }
  return out + line.slice(last);
}

/** Protects every inline span of one line. */
export function protectInline(line: string, store: SpanStore): string {
  let result = store.protect(line, INLINE_CODE);
  result = store.protect(result, LINK_TARGET);
  result = store.protect(result, HTML_TAG);
  result = protectUrls(result, store);
  result = store.protect(result, EMAIL);
  result = store.protect(result, QUOTES[0]!);
  for (const [open, closes] of PAIRED_QUOTES) result = protectPaired(result, open, closes, store);
  for (const quote of QUOTES.slice(1)) result = store.protect(result, quote);
  return store.protect(result, NUMBER);
}
