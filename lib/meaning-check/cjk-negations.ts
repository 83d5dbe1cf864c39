/**
 * Negation inside words of Japanese, Chinese and Korean (negations.ts looks words up whole):
 * Japanese and Chinese are written without spaces, so a "word" is a whole run of text, and a
 * Korean negation is mostly a verb ending (하지 않는다, 없다). Each negating morpheme in the run
 * is one marker. Some also sit inside words that do not negate (少ない "few", 不过 "but"); as
 * both texts are counted the same way, only a rewrite that drops or adds them is reported.
 */

/** Japanese verb negation (ない, なかった, なく, ません) and "never" (決して). */
const JAPANESE = /ない|なかっ|なく|ません|決して/gu;
/** Han negation, shared by Chinese and Japanese (不可能, 非公開, 没有, 无, 未经, 别, 勿, 莫). */
const HAN = /[不没沒无無非未别別勿莫]/gu;
/** Korean: 않 (하지 않다), 없 (없다, 없이), 아니 (아니다), 못 (못 하다), and "never" (결코, 절대). */
const KOREAN = /않|없|아니|못|결코|절대/gu;
/** 안 before a verb ("안 간다") is a word of its own; inside a word it is "inside" (안에). */
const KOREAN_WORD = new Set(['안']);

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The negating morphemes in `word` with their offsets, or null for a word of another script. */
export function cjkNegations(word: string): Array<{ text: string; at: number }> | null {
  if (!CJK.test(word)) return null;
  if (KOREAN_WORD.has(word)) return [{ text: word, at: 0 }];
  const found: Array<{ text: string; at: number }> = [];
  for (const pattern of [JAPANESE, HAN, KOREAN]) {
    for (const m of word.matchAll(pattern)) found.push({ text: m[0], at: m.index });
  }
  return found.sort((a, b) => a.at - b.at);
}
