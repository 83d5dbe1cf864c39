/**
 * Word alignment of an original text with its rewrite, for carrying marks over. Near-linear and
 * deterministic:
 *  1. in order: common prefix and suffix, then words unique on both sides as anchors (patience:
 *     the longest increasing run of them), recursing into the gaps, and Myers' algorithm with a
 *     bounded number of edits inside gaps with no unique word (bounded depth, bounded edits:
 *     never quadratic);
 *  2. moved words: an original word left unmatched is paired with the first unmatched rewrite
 *     word with the same key, anywhere (a reorder keeps its marks);
 *  3. replacements: between two in-order matches, the original words still unmatched became the
 *     rewrite words still unmatched ("utilize" → "use"), position by position in proportion.
 */
import { boundedMyers } from './bounded-myers';

/** A replacement: these original words (indices, increasing) became these rewrite words. */
export interface Replacement {
  from: number[];
  to: number[];
}

export interface WordAlignment {
  /** For each original word, the rewrite word it was kept as (in place or moved), or -1. */
  kept: Int32Array;
  /** For each rewrite word, the original words it carries over: one when kept, some when it
   * replaced them, none when it was inserted. */
  sources: ReadonlyArray<readonly number[]>;
  replacements: Replacement[];
}

/** Gaps this small skip the anchor search and go to Myers at once. */
const SMALL_GAP = 64;
/** Most edits Myers may spend on one gap: O((N + M) · MAX_EDITS) at worst. */
const MAX_EDITS = 48;
/** Most nested anchor searches: each level costs O(size of its ranges). */
const MAX_DEPTH = 8;

function intern(aKeys: readonly string[], bKeys: readonly string[]): [Int32Array, Int32Array] {
  const ids = new Map<string, number>();
  const idOf = (key: string) => {
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return id;
  };
  return [Int32Array.from(aKeys, idOf), Int32Array.from(bKeys, idOf)];
}

/** Indices into `items` of a longest strictly increasing subsequence (patience sorting). */
function longestIncreasing(items: readonly number[]): number[] {
  const tails: number[] = [];
  const previous = new Int32Array(items.length).fill(-1);
  for (let index = 0; index < items.length; index += 1) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (items[tails[mid]!]! < items[index]!) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[index] = tails[lo - 1]!;
    tails[lo] = index;
  }
  const out: number[] = [];
  for (let at = tails[tails.length - 1] ?? -1; at >= 0; at = previous[at]!) out.push(at);
  return out.reverse();
}

/** Words that occur exactly once in a[aLo, aHi) and once in b[bLo, bHi), as [i, j] by i. */
function uniqueCommon(a: Int32Array, b: Int32Array, r: Range): Array<[number, number]> {
  const counts = new Map<number, { a: number; b: number; i: number; j: number }>();
  for (let i = r.aLo; i < r.aHi; i += 1) {
    const entry = counts.get(a[i]!);
    if (entry) entry.a += 1;
    else counts.set(a[i]!, { a: 1, b: 0, i, j: -1 });
  }
  for (let j = r.bLo; j < r.bHi; j += 1) {
    const entry = counts.get(b[j]!);
    if (entry) {
      entry.b += 1;
      entry.j = j;
    }
  }
  const pairs: Array<[number, number]> = [];
  for (const entry of counts.values()) {
    if (entry.a === 1 && entry.b === 1) pairs.push([entry.i, entry.j]);
  }
  return pairs.sort((x, y) => x[0] - y[0]);
}

interface Range {
  aLo: number;
  aHi: number;
  bLo: number;
  bHi: number;
}

function alignInOrder(a: Int32Array, b: Int32Array, whole: Range, out: Array<[number, number]>) {
  const work: Array<{ range: Range; depth: number }> = [{ range: whole, depth: 0 }];
  const suffixes: Array<[number, number]> = [];
  // Depth-first, left to right; each range pushes its prefix at once and its suffix is found
  // again (sorted) at the end, so `out` ends up in increasing order after one sort.
  while (work.length) {
    const { range, depth } = work.pop()!;
    let { aLo, aHi, bLo, bHi } = range;
    while (aLo < aHi && bLo < bHi && a[aLo] === b[bLo]) out.push([aLo++, bLo++]);
    while (aHi > aLo && bHi > bLo && a[aHi - 1] === b[bHi - 1]) suffixes.push([--aHi, --bHi]);
    if (aLo === aHi || bLo === bHi) continue;
    const size = aHi - aLo + (bHi - bLo);
    const anchors =
      size > SMALL_GAP && depth < MAX_DEPTH ? uniqueCommon(a, b, { aLo, aHi, bLo, bHi }) : [];
    if (anchors.length === 0) {
      const pairs = boundedMyers(a.subarray(aLo, aHi), b.subarray(bLo, bHi), MAX_EDITS);
      for (const [i, j] of pairs ?? []) out.push([aLo + i, bLo + j]);
      continue;
    }
    const chain = longestIncreasing(anchors.map(([, j]) => j)).map((k) => anchors[k]!);
    let [prevA, prevB] = [aLo, bLo];
    const gaps: Range[] = [];
    for (const [i, j] of chain) {
      out.push([i, j]);
      gaps.push({ aLo: prevA, aHi: i, bLo: prevB, bHi: j });
      [prevA, prevB] = [i + 1, j + 1];
    }
    gaps.push({ aLo: prevA, aHi, bLo: prevB, bHi });
    for (let g = gaps.length - 1; g >= 0; g -= 1) work.push({ range: gaps[g]!, depth: depth + 1 });
  }
  out.push(...suffixes);
  out.sort((x, y) => x[0] - y[0]);
}

/** Aligns the original's word keys with the rewrite's. */
export function alignWords(aKeys: readonly string[], bKeys: readonly string[]): WordAlignment {
  const [a, b] = intern(aKeys, bKeys);
  const inOrder: Array<[number, number]> = [];
  alignInOrder(a, b, { aLo: 0, aHi: a.length, bLo: 0, bHi: b.length }, inOrder);
  const kept = new Int32Array(a.length).fill(-1);
  const keptBy = new Int32Array(b.length).fill(-1);
  for (const [i, j] of inOrder) [kept[i], keptBy[j]] = [j, i];
  pairMovedWords(a, b, kept, keptBy);
  const replacements = findReplacements(inOrder, kept, keptBy);
  const sources: number[][] = Array.from(keptBy, (i) => (i >= 0 ? [i] : []));
  for (const { from, to } of replacements) {
    to.forEach((j, u) => sources[j]!.push(...proportionalSources(u, from, to.length)));
  }
  return { kept, sources, replacements };
}

function pairMovedWords(a: Int32Array, b: Int32Array, kept: Int32Array, keptBy: Int32Array) {
  const waiting = new Map<number, number[]>();
  for (let j = b.length - 1; j >= 0; j -= 1) {
    if (keptBy[j]! >= 0) continue;
    const list = waiting.get(b[j]!);
    if (list) list.push(j);
    else waiting.set(b[j]!, [j]);
  }
  for (let i = 0; i < a.length; i += 1) {
    if (kept[i]! >= 0) continue;
    const j = waiting.get(a[i]!)?.pop(); // lists are reversed: pop takes the first
    if (j !== undefined) [kept[i], keptBy[j]] = [j, i];
  }
}

function findReplacements(
  inOrder: ReadonlyArray<[number, number]>,
  kept: Int32Array,
  keptBy: Int32Array,
): Replacement[] {
  const replacements: Replacement[] = [];
  const bounds = [...inOrder, [kept.length, keptBy.length] as [number, number]];
  let [prevA, prevB] = [0, 0];
  for (const [i, j] of bounds) {
    const from: number[] = [];
    const to: number[] = [];
    for (let x = prevA; x < i; x += 1) if (kept[x]! < 0) from.push(x);
    for (let y = prevB; y < j; y += 1) if (keptBy[y]! < 0) to.push(y);
    if (from.length && to.length) replacements.push({ from, to });
    [prevA, prevB] = [i + 1, j + 1];
  }
  return replacements;
}

/** The original words that rewrite word `u` of a replacement stands for (see file header). */
function proportionalSources(u: number, from: readonly number[], width: number): number[] {
  const lo = Math.floor((u * from.length) / width);
  const hi = Math.max(lo + 1, Math.floor(((u + 1) * from.length) / width));
  return from.slice(lo, hi);
}
