/**
 * Where the word counter may cut a long text into stretches that are segmented apart, without
 * changing the count. V8's Intl.Segmenter takes time quadratic in the number of segments of one
 * call (200,000 ">" took 39 s in one piece), so no stretch may grow unbounded, even without
 * whitespace.
 *
 * A cut between characters a and b is exact when the word-break rules of UAX #29 decide the
 * boundary there from a and b alone, and the boundaries next to it do not look across it:
 *   - neither is ignored by the rules (marks, format characters, ZWJ, emoji modifiers), and
 *     neither is a regional indicator (pairs are counted from the start of their run) nor a
 *     letter of a script ICU segments with a dictionary (Han, kana, Thai, Lao, Khmer, Myanmar);
 *   - no "mid" punctuation sits beside a letter or digit across the cut (WB6/7, WB11/12:
 *     "don't", "a.b", "1,000" are decided by the character after the next one).
 * The boundary itself is then asked of the segmenter on the two characters. Where there is
 * none (two letters of one long word), the words on either side are joined back into one.
 */
let pairSegmenter: Intl.Segmenter | undefined;
/** Cut kinds of pairs already asked (a long run asks the same pair thousands of times). */
const pairKinds = new Map<string, CutKind>();

/** Characters the rules skip over, or that need context beyond a pair. */
const CONTEXTUAL =
  /[\p{M}\p{Cf}\p{Emoji_Modifier}\p{Regional_Indicator}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Ideographic}]/u;
/** MidLetter, MidNumLet and the quotes of UAX #29: join letters around them (WB6/7, WB7a–c). */
const MID_LETTER = /[:·\u0387\u055F\u05F4\u2027\uFE13\uFE55\uFF1A.'"‘’\u2024\uFE52\uFF07\uFF0E]/u;
/** MidNum and MidNumLet: join digits around them (WB11/12). */
const MID_NUM =
  /[,;\u037E\u0589\u060C\u060D\u066C\u07F8\u2044\uFE10\uFE14\uFE50\uFE54\uFF0C\uFF1B.'‘’\u2024\uFE52\uFF07\uFF0E]/u;
const LETTER = /[\p{L}\p{N}]/u;
const NUMBER = /\p{N}/u;

/** How the text may be cut at an offset: cleanly, by joining the words on both sides, or not. */
export type CutKind = 'clean' | 'join' | null;

function lookBeside(a: string, b: string): boolean {
  if (CONTEXTUAL.test(a) || CONTEXTUAL.test(b)) return true;
  if ((MID_LETTER.test(a) && LETTER.test(b)) || (LETTER.test(a) && MID_LETTER.test(b))) return true;
  return (MID_NUM.test(a) && NUMBER.test(b)) || (NUMBER.test(a) && MID_NUM.test(b));
}

/** Whether (and how) `text` may be cut at UTF-16 offset `at`. */
export function cutAt(text: string, at: number): CutKind {
  if (at <= 0 || at >= text.length) return null;
  // Never inside a surrogate pair (code units: codePointAt(at - 1) would read the whole pair).
  const nextUnit = text.charCodeAt(at);
  const prevUnit = text.charCodeAt(at - 1);
  if (nextUnit >= 0xdc00 && nextUnit <= 0xdfff && prevUnit >= 0xd800 && prevUnit <= 0xdbff) {
    return null;
  }
  const next = text.codePointAt(at)!;
  const prev = text.codePointAt(at - 1)!;
  const b = String.fromCodePoint(next);
  const before = prev >= 0xdc00 && prev <= 0xdfff && at >= 2 ? text.codePointAt(at - 2)! : prev;
  const a = String.fromCodePoint(before);
  const pair = a + b;
  let kind = pairKinds.get(pair);
  if (kind === undefined) {
    if (pairKinds.size >= 4096) pairKinds.clear();
    kind = pairKind(a, b);
    pairKinds.set(pair, kind);
  }
  return kind;
}

function pairKind(a: string, b: string): CutKind {
  if (lookBeside(a, b)) return null;
  pairSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  const segments = [...pairSegmenter.segment(a + b)];
  if (segments.length === 2) return 'clean';
  // One segment: the rules join a and b. Only two word characters are joined back exactly.
  return LETTER.test(a) && LETTER.test(b) ? 'join' : null;
}
