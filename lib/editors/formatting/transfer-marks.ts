/**
 * Carries one block's marks over to its rewrite. Each mark span's original words go to the
 * rewrite words that carry them over (align-words.ts): a kept or moved word, or a replacement
 * word when at least half of the words it stands for had the mark. Inserted words between two
 * carriers join the span ("the guide" → "the handy guide" stays one link). A span whose words
 * all vanished is reported as unplaced, never dropped silently.
 *
 * Inline code is not aligned: its exact text must occur in the rewrite, or the rewrite is
 * refused (`code-changed`), since code must never change.
 */
import { alignWords, sourcesOf, type WordAlignment } from './align-words';
import { refuse, succeed, type FormattingResult } from './errors';
import { markSpansOf, type MarkSpan } from './mark-spans';
import type { InlineRun, MarkKind } from './model';
import { runsFromSpans } from './runs-from-spans';
import { firstWordEndingAfter, wordsOf, type Word } from './words';

/** A mark that could not be placed on the rewrite, so the card can say so and offer a copy. */
export interface UnplacedMark {
  kind: MarkKind;
  /** The original text the mark covered. */
  text: string;
  href?: string;
}

export interface TransferredBlock {
  runs: InlineRun[];
  unplaced: UnplacedMark[];
}

interface Sides {
  original: string;
  rewrite: string;
  before: Word[];
  after: Word[];
  alignment: WordAlignment;
  /** For each original word, the rewrite words carrying it over. */
  carriers: number[][];
}

/** Where the code text goes: where its first word was kept when the text is there verbatim,
 * else its next verbatim occurrence, else any. Null when the rewrite no longer holds it. */
function codePosition(sides: Sides, span: MarkSpan, text: string, cursor: number): number | null {
  const { before, after, rewrite, alignment } = sides;
  const first = firstWordEndingAfter(before, span.start);
  const kept = first < before.length ? alignment.kept[first]! : -1;
  if (kept >= 0) {
    const at = after[kept]!.start - Math.max(0, before[first]!.start - span.start);
    if (at >= 0 && rewrite.startsWith(text, at) && nextWhole(rewrite, text, at) === at) return at;
  }
  return nextWhole(rewrite, text, cursor) ?? nextWhole(rewrite, text, 0);
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/** The next occurrence of `text` from `from` that does not cut a word of the rewrite in two
 * ("npm test" is not in "npm tests"). */
function nextWhole(rewrite: string, text: string, from: number): number | null {
  const joinsBefore = WORD_CHAR.test(text[0] ?? '');
  const joinsAfter = WORD_CHAR.test(text[text.length - 1] ?? '');
  for (let at = rewrite.indexOf(text, from); at >= 0; at = rewrite.indexOf(text, at + 1)) {
    const before = rewrite[at - 1] ?? '';
    const after = rewrite[at + text.length] ?? '';
    if (joinsBefore && WORD_CHAR.test(before)) continue;
    if (joinsAfter && WORD_CHAR.test(after)) continue;
    return at;
  }
  return null;
}

function placeCode(sides: Sides, codeSpans: MarkSpan[]): FormattingResult<MarkSpan[]> {
  const placed: MarkSpan[] = [];
  let cursor = 0;
  for (const span of codeSpans) {
    const raw = sides.original.slice(span.start, span.end);
    const text = raw.trim();
    if (!text) continue;
    const trimmed = { ...span, start: span.start + raw.indexOf(text) };
    const at = codePosition(sides, trimmed, text, cursor);
    if (at === null) return refuse({ code: 'code-changed', text });
    placed.push({ kind: 'code', start: at, end: at + text.length });
    cursor = at + text.length;
  }
  return succeed(placed);
}

/** Rewrite words carrying span's words [lo, hi), increasing, with inserted words between. */
function targetsOf(sides: Sides, lo: number, hi: number): number[] {
  const { sources } = sides.alignment;
  const found = new Set<number>();
  for (let i = lo; i < hi; i += 1) {
    for (const j of sides.carriers[i]!) {
      const from = sourcesOf(sources, j);
      const inside = from.filter((s) => s >= lo && s < hi).length;
      if (inside * 2 >= from.length) found.add(j);
    }
  }
  const sorted = [...found].sort((x, y) => x - y);
  const targets: number[] = [];
  for (const j of sorted) {
    const last = targets[targets.length - 1];
    if (last !== undefined) {
      let k = last + 1;
      while (k < j && sourcesOf(sources, k).length === 0) k += 1;
      if (k === j) for (let m = last + 1; m < j; m += 1) targets.push(m);
    }
    targets.push(j);
  }
  return targets;
}

/** The rewrite's character ranges for one span, or none when its words all vanished. */
function placeSpan(sides: Sides, span: MarkSpan): MarkSpan[] {
  const { before, after } = sides;
  const lo = firstWordEndingAfter(before, span.start);
  let hi = lo;
  while (hi < before.length && before[hi]!.start < span.end) hi += 1;
  if (lo === hi) return [];
  const targets = targetsOf(sides, lo, hi);
  const out: MarkSpan[] = [];
  for (let t = 0; t < targets.length; t += 1) {
    const first = targets[t]!;
    while (t + 1 < targets.length && targets[t + 1] === targets[t]! + 1) t += 1;
    const last = targets[t]!;
    out.push({ ...span, start: after[first]!.start, end: after[last]!.end });
  }
  if (out.length) stretchEdges(sides, span, lo, hi - 1, out);
  return out;
}

/** Keeps a span's edge where it was relative to an unchanged edge word: inside it ("**un**do"),
 * or over punctuation beside it ("(see this)" with the brackets marked) when that follows too. */
function stretchEdges(sides: Sides, span: MarkSpan, lo: number, hi: number, out: MarkSpan[]) {
  const { before, after, original, rewrite, alignment } = sides;
  const head = out[0]!;
  const tail = out[out.length - 1]!;
  const firstKept = alignment.kept[lo]!;
  if (firstKept >= 0 && after[firstKept]!.start === head.start) {
    const word = before[lo]!;
    const same =
      original.slice(word.start, word.end) === rewrite.slice(head.start, after[firstKept]!.end);
    if (span.start > word.start && same) head.start += span.start - word.start;
    const lead = original.slice(span.start, word.start);
    if (span.start < word.start && rewrite.slice(head.start - lead.length, head.start) === lead) {
      head.start -= lead.length;
    }
  }
  const lastKept = alignment.kept[hi]!;
  if (lastKept >= 0 && after[lastKept]!.end === tail.end) {
    const word = before[hi]!;
    const same =
      original.slice(word.start, word.end) === rewrite.slice(after[lastKept]!.start, tail.end);
    if (span.end < word.end && same) tail.end -= word.end - span.end;
    const trail = original.slice(word.end, span.end);
    if (span.end > word.end && rewrite.startsWith(trail, tail.end)) tail.end += trail.length;
  }
}

export function transferMarks(
  originalRuns: readonly InlineRun[],
  rewrite: string,
): FormattingResult<TransferredBlock> {
  const original = originalRuns.map((run) => run.text).join('');
  const before = wordsOf(original);
  const after = wordsOf(rewrite);
  const alignment = alignWords(
    before.map((w) => w.key),
    after.map((w) => w.key),
  );
  const carriers: number[][] = before.map(() => []);
  for (let j = 0; j < after.length; j += 1) {
    sourcesOf(alignment.sources, j).forEach((i) => carriers[i]!.push(j));
  }
  const sides: Sides = { original, rewrite, before, after, alignment, carriers };
  const spans = markSpansOf(originalRuns);
  const code = placeCode(
    sides,
    spans.filter((s) => s.kind === 'code'),
  );
  if (!code.ok) return code;
  const placed: MarkSpan[] = [...code.value];
  const unplaced: UnplacedMark[] = [];
  for (const span of spans) {
    if (span.kind === 'code') continue;
    const ranges = placeSpan(sides, span);
    if (ranges.length) placed.push(...ranges);
    else if (original.slice(span.start, span.end).trim()) {
      const text = original.slice(span.start, span.end);
      unplaced.push(
        span.link ? { kind: span.kind, text, href: span.link.href } : { kind: span.kind, text },
      );
    }
  }
  return succeed({ runs: runsFromSpans(rewrite, placed), unplaced });
}
