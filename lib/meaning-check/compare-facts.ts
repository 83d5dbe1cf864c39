/**
 * Compares the facts of one kind in the original and the rewrite. A fact is kept when the
 * other text holds one of its keys anywhere (order and repetition do not matter: a moved name
 * or a reordered list passes). What is left is lost or added; a lost and an added fact at the
 * same place in the text become one change ("15% became 20%"). Linear: set look-ups and one
 * ordered walk.
 */
import type { Fact, Finding } from './finding';
import type { ScannedText } from './scanned-text';

export interface Side {
  scan: ScannedText;
  facts: Fact[];
  /** Keys this text holds (by default, those of its facts). */
  present: ReadonlySet<string>;
}

export const presentKeys = (facts: readonly Fact[]): Set<string> =>
  new Set(facts.flatMap((f) => f.keys));

const relative = (fact: Fact, scan: ScannedText) => fact.at / Math.max(1, scan.text.length);

/** How far apart (as a share of the text) a fact and its counterpart may sit. */
export const tolerance = (a: ScannedText, b: ScannedText) =>
  Math.max(0.05, 1 / Math.min(a.sentenceCount, b.sentenceCount));

function missing(side: Side, other: Side, reportWeak: boolean): Fact[] {
  const seen = new Set<string>();
  return side.facts.filter((fact) => {
    if (fact.soft || (fact.weak && !reportWeak)) return false;
    if (fact.keys.some((k) => other.present.has(k) || seen.has(k))) return false;
    seen.add(fact.keys[0]!);
    return true;
  });
}

/**
 * Walks two position-ordered lists together, pairing items within `tol` of each other.
 * Returns the pairs and what is left of each list.
 */
export function pairByPosition<T>(
  left: readonly T[],
  right: readonly T[],
  position: (item: T, side: 'left' | 'right') => number,
  tol: number,
): { pairs: Array<[T, T]>; leftOnly: T[]; rightOnly: T[] } {
  const pairs: Array<[T, T]> = [];
  const leftOnly: T[] = [];
  const rightOnly: T[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const a = position(left[i]!, 'left');
    const b = position(right[j]!, 'right');
    if (Math.abs(a - b) <= tol) pairs.push([left[i++]!, right[j++]!]);
    else if (a < b) leftOnly.push(left[i++]!);
    else rightOnly.push(right[j++]!);
  }
  return {
    pairs,
    leftOnly: [...leftOnly, ...left.slice(i)],
    rightOnly: [...rightOnly, ...right.slice(j)],
  };
}

export function compareFacts(original: Side, rewrite: Side): Finding[] {
  const lost = missing(original, rewrite, true);
  const added = missing(rewrite, original, false);
  const tol = tolerance(original.scan, rewrite.scan);
  const { pairs, leftOnly, rightOnly } = pairByPosition<Fact>(
    lost,
    added,
    (fact, side) => relative(fact, side === 'left' ? original.scan : rewrite.scan),
    tol,
  );
  const lostAt = (fact: Fact) => original.scan.sentenceAt(fact.at);
  return [
    ...pairs.map(([was, became]): Finding => ({
      kind: was.kind,
      change: 'changed',
      was: was.text,
      became: became.text,
      sentence: lostAt(was),
      sentenceIn: 'original',
    })),
    ...leftOnly.map((was): Finding => ({
      kind: was.kind,
      change: 'lost',
      was: was.text,
      sentence: lostAt(was),
      sentenceIn: 'original',
    })),
    ...rightOnly.map((became): Finding => ({
      kind: became.kind,
      change: 'added',
      became: became.text,
      sentence: rewrite.scan.sentenceAt(became.at),
      sentenceIn: 'rewrite',
    })),
  ];
}

/**
 * Negations are counted, not looked up: the same number in both texts passes. Otherwise the
 * markers are paired by position, and those left over on the side that has more are reported.
 */
export function compareCounts(original: Side, rewrite: Side): Finding[] {
  const surplus = original.facts.length - rewrite.facts.length;
  if (surplus === 0) return [];
  const { leftOnly, rightOnly } = pairByPosition<Fact>(
    original.facts,
    rewrite.facts,
    (fact, side) => relative(fact, side === 'left' ? original.scan : rewrite.scan),
    tolerance(original.scan, rewrite.scan),
  );
  if (surplus > 0) {
    return leftOnly.slice(0, surplus).map((was) => ({
      kind: was.kind,
      change: 'lost',
      was: was.text,
      sentence: original.scan.sentenceAt(was.at),
      sentenceIn: 'original',
    }));
  }
  return rightOnly.slice(0, -surplus).map((became) => ({
    kind: became.kind,
    change: 'added',
    became: became.text,
    sentence: rewrite.scan.sentenceAt(became.at),
    sentenceIn: 'rewrite',
  }));
}
