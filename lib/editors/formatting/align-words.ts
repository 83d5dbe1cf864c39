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
import { myersPairs } from '@/lib/text/myers';

/** A replacement: these original words (indices, increasing) became these rewrite words. */
export interface Replacement {
  from: Int32Array;
  to: Int32Array;
}

export interface WordAlignment {
  /** For each original word, the rewrite word it was kept as (in place or moved), or -1. */
  kept: Int32Array;
  /** For each rewrite word, the original words it carries over: one when kept, some when it
   * replaced them, none when it was inserted (read with `sourcesOf`). */
  sources: WordSources;
  replacements: Replacement[];
}

/** Rewrite word j's sources are words[start[j] .. start[j + 1]): two typed arrays for all
 * words instead of one small array a word, so memory (and time) stays linear in practice too. */
export interface WordSources {
  start: Int32Array;
  words: Int32Array;
}

/** The original words rewrite word `j` carries over, increasing. */
export function sourcesOf(sources: WordSources, j: number): Int32Array {
  return sources.words.subarray(sources.start[j]!, sources.start[j + 1]!);
}

/** Gaps this small skip the anchor search and go to Myers at once. */
const SMALL_GAP = 64;
/** Most edits Myers may spend on one gap: O((N + M) · MAX_EDITS) at worst. */
const MAX_EDITS = 48;
/** Most nested anchor searches: each level costs O(size of its ranges). */
const MAX_DEPTH = 8;

function intern(aKeys: readonly string[], bKeys: readonly string[]) {
  const ids = new Map<string, number>();
  const idsOf = (keys: readonly string[]) => {
    const out = new Int32Array(keys.length);
    for (let k = 0; k < keys.length; k += 1) {
      let id = ids.get(keys[k]!);
      if (id === undefined) ids.set(keys[k]!, (id = ids.size));
      out[k] = id;
    }
    return out;
  };
  const a = idsOf(aKeys);
  const b = idsOf(bKeys);
  return { a, b, vocabulary: ids.size };
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

/** Per-word scratch counters, sized once per alignment (ids are dense), reset per range. */
interface Scratch {
  inA: Int32Array;
  inB: Int32Array;
  atB: Int32Array;
}

/** Words that occur exactly once in a[aLo, aHi) and once in b[bLo, bHi), as [i, j] by i (read
 * in a's order: no sort). */
function uniqueCommon(a: Int32Array, b: Int32Array, r: Range, s: Scratch): Array<[number, number]> {
  for (let i = r.aLo; i < r.aHi; i += 1) s.inA[a[i]!]! += 1;
  for (let j = r.bLo; j < r.bHi; j += 1) {
    s.inB[b[j]!]! += 1;
    s.atB[b[j]!] = j;
  }
  const pairs: Array<[number, number]> = [];
  for (let i = r.aLo; i < r.aHi; i += 1) {
    const id = a[i]!;
    if (s.inA[id] === 1 && s.inB[id] === 1) pairs.push([i, s.atB[id]!]);
  }
  for (let i = r.aLo; i < r.aHi; i += 1) s.inA[a[i]!] = 0;
  for (let j = r.bLo; j < r.bHi; j += 1) s.inB[b[j]!] = 0;
  return pairs;
}

interface Range {
  aLo: number;
  aHi: number;
  bLo: number;
  bHi: number;
}

/** In-order matches as two parallel lists, increasing in both (typed: at most one a word,
 * allocated once, so the cost per word does not depend on how far a growing list was copied). */
interface Matches {
  i: Int32Array;
  j: Int32Array;
  length: number;
}

type Work = { range: Range; depth: number } | { emit: Array<[number, number]> };

function alignInOrder(a: Int32Array, b: Int32Array, vocabulary: number, out: Matches): void {
  const scratch = {
    inA: new Int32Array(vocabulary),
    inB: new Int32Array(vocabulary),
    atB: new Int32Array(vocabulary),
  };
  const emit = (i: number, j: number) => {
    out.i[out.length] = i;
    out.j[out.length] = j;
    out.length += 1;
  };
  // Depth-first, left to right: a range emits its common prefix at once, then its gaps, then
  // its common suffix (queued behind the gaps), so matches come out in increasing order.
  const work: Work[] = [{ range: { aLo: 0, aHi: a.length, bLo: 0, bHi: b.length }, depth: 0 }];
  while (work.length) {
    const item = work.pop()!;
    if ('emit' in item) {
      for (let k = item.emit.length - 1; k >= 0; k -= 1) emit(...item.emit[k]!);
      continue;
    }
    const { range, depth } = item;
    let { aLo, aHi, bLo, bHi } = range;
    while (aLo < aHi && bLo < bHi && a[aLo] === b[bLo]) emit(aLo++, bLo++);
    const suffix: Array<[number, number]> = [];
    while (aHi > aLo && bHi > bLo && a[aHi - 1] === b[bHi - 1]) suffix.push([--aHi, --bHi]);
    if (suffix.length) work.push({ emit: suffix });
    if (aLo === aHi || bLo === bHi) continue;
    const inner = { aLo, aHi, bLo, bHi };
    const size = aHi - aLo + (bHi - bLo);
    const anchors = size > SMALL_GAP && depth < MAX_DEPTH ? uniqueCommon(a, b, inner, scratch) : [];
    if (anchors.length === 0) {
      const pairs = myersPairs(a.subarray(aLo, aHi), b.subarray(bLo, bHi), MAX_EDITS);
      for (const [i, j] of pairs ?? []) emit(aLo + i, bLo + j);
      continue;
    }
    const chain = longestIncreasing(anchors.map(([, j]) => j)).map((k) => anchors[k]!);
    const steps: Work[] = [];
    let [prevA, prevB] = [aLo, bLo];
    for (const [i, j] of chain) {
      steps.push({ range: { aLo: prevA, aHi: i, bLo: prevB, bHi: j }, depth: depth + 1 });
      steps.push({ emit: [[i, j]] });
      [prevA, prevB] = [i + 1, j + 1];
    }
    steps.push({ range: { aLo: prevA, aHi, bLo: prevB, bHi }, depth: depth + 1 });
    for (let k = steps.length - 1; k >= 0; k -= 1) work.push(steps[k]!);
  }
}

/** Aligns the original's word keys with the rewrite's. */
export function alignWords(aKeys: readonly string[], bKeys: readonly string[]): WordAlignment {
  const { a, b, vocabulary } = intern(aKeys, bKeys);
  const most = Math.min(a.length, b.length);
  const inOrder: Matches = { i: new Int32Array(most), j: new Int32Array(most), length: 0 };
  alignInOrder(a, b, vocabulary, inOrder);
  const kept = new Int32Array(a.length).fill(-1);
  const keptBy = new Int32Array(b.length).fill(-1);
  for (let k = 0; k < inOrder.length; k += 1) {
    kept[inOrder.i[k]!] = inOrder.j[k]!;
    keptBy[inOrder.j[k]!] = inOrder.i[k]!;
  }
  pairMovedWords(a, b, kept, keptBy);
  const replacements = findReplacements(inOrder, kept, keptBy);
  return { kept, sources: sourcesTable(keptBy, replacements), replacements };
}

/** Kept words carry their one original word; a replacement's words carry theirs in proportion
 * (a replacement's words are never kept, so each rewrite word has one kind or none). */
function sourcesTable(keptBy: Int32Array, replacements: readonly Replacement[]): WordSources {
  const count = new Int32Array(keptBy.length);
  for (let j = 0; j < keptBy.length; j += 1) count[j] = keptBy[j]! >= 0 ? 1 : 0;
  for (const { from, to } of replacements) {
    to.forEach((j, u) => (count[j] = proportionalRange(u, from.length, to.length)[1]));
  }
  const start = new Int32Array(keptBy.length + 1);
  for (let j = 0; j < keptBy.length; j += 1) start[j + 1] = start[j]! + count[j]!;
  const words = new Int32Array(start[keptBy.length]!);
  for (let j = 0; j < keptBy.length; j += 1) if (keptBy[j]! >= 0) words[start[j]!] = keptBy[j]!;
  for (const { from, to } of replacements) {
    to.forEach((j, u) => {
      const [lo, size] = proportionalRange(u, from.length, to.length);
      for (let k = 0; k < size; k += 1) words[start[j]! + k] = from[lo + k]!;
    });
  }
  return { start, words };
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

function findReplacements(inOrder: Matches, kept: Int32Array, keptBy: Int32Array): Replacement[] {
  // Every replacement's words are views into two flat lists (each word in at most one).
  const fromAll = new Int32Array(kept.length);
  const toAll = new Int32Array(keptBy.length);
  let [fromEnd, toEnd] = [0, 0];
  const replacements: Replacement[] = [];
  let [prevA, prevB] = [0, 0];
  for (let k = 0; k <= inOrder.length; k += 1) {
    const i = k < inOrder.length ? inOrder.i[k]! : kept.length;
    const j = k < inOrder.length ? inOrder.j[k]! : keptBy.length;
    const [fromStart, toStart] = [fromEnd, toEnd];
    for (let x = prevA; x < i; x += 1) if (kept[x]! < 0) fromAll[fromEnd++] = x;
    for (let y = prevB; y < j; y += 1) if (keptBy[y]! < 0) toAll[toEnd++] = y;
    if (fromEnd > fromStart && toEnd > toStart) {
      const from = fromAll.subarray(fromStart, fromEnd);
      replacements.push({ from, to: toAll.subarray(toStart, toEnd) });
    } else [fromEnd, toEnd] = [fromStart, toStart];
    [prevA, prevB] = [i + 1, j + 1];
  }
  return replacements;
}

/** Which of a replacement's `length` original words its rewrite word `u` (of `width`) stands
 * for, as [first, how many] (see file header). */
function proportionalRange(u: number, length: number, width: number): [number, number] {
  const lo = Math.floor((u * length) / width);
  const hi = Math.max(lo + 1, Math.floor(((u + 1) * length) / width));
  return [lo, hi - lo];
}
