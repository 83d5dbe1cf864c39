/**
 * How much two sentences say the same thing, cheaply: the share of the shorter one's word
 * stems (first five letters of words of three letters or more; character pairs for CJK,
 * which has no spaces) that the other one also has. 1 for a copy, near 0 for unrelated
 * sentences; a paraphrase usually keeps a third or more.
 */

const WORD = /[\p{L}\p{N}]+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export function stems(sentence: string): Set<string> {
  const out = new Set<string>();
  for (const [word] of sentence.toLowerCase().matchAll(WORD)) {
    if (CJK.test(word)) {
      const chars = [...word];
      for (let i = 0; i + 1 < chars.length; i += 1) out.add(chars[i]! + chars[i + 1]!);
      if (chars.length === 1) out.add(word);
    } else if (word.length >= 3) out.add(word.slice(0, 5));
  }
  return out;
}

export function likeness(a: string, b: string): number {
  const x = stems(a);
  const y = stems(b);
  const smaller = x.size <= y.size ? x : y;
  const larger = smaller === x ? y : x;
  if (smaller.size === 0) return a.trim() === b.trim() ? 1 : 0;
  let shared = 0;
  for (const s of smaller) if (larger.has(s)) shared += 1;
  return shared / smaller.size;
}
