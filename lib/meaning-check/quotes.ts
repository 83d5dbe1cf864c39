/**
 * Text in quotation marks: a quote must come through word for word. Marks: straight and curly
 * double quotes, „German“, «guillemets», ‹single›, 「CJK」『nested』, and single quotes
 * when they are not apostrophes. Only the outermost quotation is a fact; quotes nested in it
 * are part of its words, whatever marks either side uses. Keys ignore the marks, case and
 * punctuation at the ends (“Hello,” she said → “Hello”, she said).
 */
import type { Fact } from './finding';
import type { ScannedText } from './scanned-text';

/** Opening mark → the closing marks it accepts. */
const PAIRS: Record<string, string> = {
  '"': '"',
  '“': '”"',
  '„': '“”',
  '«': '»',
  '»': '«',
  '‹': '›',
  '「': '」',
  '『': '』',
  '‘': '’',
  "'": "'",
  '‚': '‘’',
};
/** The longest quotation looked for; past it an unclosed mark is left alone. */
const MAX_QUOTE_CHARS = 2000;

const isLetter = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Whether a single-quote character at `i` is an apostrophe (don't, the '90s, James'). */
function isApostrophe(text: string, i: number, opening: boolean): boolean {
  const before = text[i - 1];
  const after = text[i + 1];
  if (isLetter(before) && isLetter(after)) return true;
  return opening ? isLetter(before) || !isLetter(after) : !isLetter(before);
}

export function quoteKey(inner: string): string {
  const words = inner
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .trim()
    .split(/\s+/);
  return `quote:${words.join(' ')}`;
}

/**
 * Where a search for a mark's closer stopped without finding one: a later quotation opened
 * with the same mark before that point resumes there (or fails at once if a paragraph break
 * stopped it), so a text full of unclosed marks is still read in one pass.
 */
type Searched = Map<string, { until: number; broke: boolean }>;

/** The index of the mark that closes a quotation opened at `open`, or -1. */
function closingOf(text: string, open: number, searched: Searched): number {
  const mark = text[open]!;
  const closers = PAIRS[mark]!;
  const single = mark === "'" || mark === '‘';
  const limit = Math.min(text.length, open + MAX_QUOTE_CHARS);
  const before = searched.get(mark);
  if (before && open < before.until && before.broke) return -1;
  let i = before && open < before.until ? before.until : open + 1;
  for (; i < limit; i += 1) {
    const c = text[i]!;
    if (c === '\n' && text[i + 1] === '\n') {
      searched.set(mark, { until: i, broke: true });
      return -1;
    }
    if (!closers.includes(c)) continue;
    if (single && isApostrophe(text, i, false)) continue;
    if (c === '"' && mark === '"' && isLetter(text[i + 1]) && !isLetter(text[i - 1])) continue;
    return i;
  }
  searched.set(mark, { until: Math.max(i, before?.until ?? 0), broke: false });
  return -1;
}

export function extractQuotes(scan: ScannedText): Fact[] {
  const { text } = scan;
  const facts: Fact[] = [];
  const searched: Searched = new Map();
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const single = c === "'" || c === '‘';
    if (!(c in PAIRS) || (single && isApostrophe(text, i, true)) || !scan.isFree(i, i + 1)) {
      i += 1;
      continue;
    }
    const close = closingOf(text, i, searched);
    const inner = close < 0 ? '' : text.slice(i + 1, close);
    if (close < 0 || !/[\p{L}\p{N}]/u.test(inner)) {
      i += 1;
      continue;
    }
    facts.push({ kind: 'quote', text: text.slice(i, close + 1), keys: [quoteKey(inner)], at: i });
    i = close + 1;
  }
  return facts;
}
