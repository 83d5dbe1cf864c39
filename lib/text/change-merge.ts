/**
 * Change by change (issue 27, point 2): the word diff of a rewrite (diff.ts) as a list of
 * changes the user can take or leave, and the text that results. A change is a run of removed
 * and/or added words between unchanged words; unchanged runs that are only whitespace join the
 * changes on either side, so a rewritten phrase is one change, not one per word. Both sides of
 * a change sat between the same unchanged neighbours, so whichever side is kept, the spacing
 * and paragraph breaks at its edges are those of a real text. Pure; linear in the diff's parts.
 */
import { diffWords, type DiffPart } from './diff';

export interface TextChange {
  /** 0-based position among the changes (what `taken` holds). */
  id: number;
  /** The original's words (with their whitespace) that the change replaces; '' for an addition. */
  removed: string;
  /** The rewrite's words (with their whitespace); '' for a removal. */
  added: string;
}

/** The two texts as alternating unchanged text and changes, in order. */
export type ChangeSegment = { kind: 'same'; text: string } | ({ kind: 'change' } & TextChange);

const isBlank = (text: string) => !/\S/.test(text);

/** Groups the diff's parts into unchanged runs and changes. */
export function changeSegments(original: string, rewrite: string): ChangeSegment[] {
  return segmentsOf(diffWords(original, rewrite));
}

export function segmentsOf(parts: readonly DiffPart[]): ChangeSegment[] {
  const segments: ChangeSegment[] = [];
  let open: (ChangeSegment & { kind: 'change' }) | null = null;
  let gap = ''; // whitespace-only unchanged text after `open`, joined in if another change follows
  for (const part of parts) {
    if (part.kind === 'same') {
      if (open && isBlank(part.text)) {
        gap += part.text;
        continue;
      }
      segments.push({ kind: 'same', text: gap + part.text });
      open = null;
      gap = '';
      continue;
    }
    if (!open) {
      open = { kind: 'change', id: 0, removed: '', added: '' };
      segments.push(open);
    } else if (gap) {
      open.removed += gap;
      open.added += gap;
      gap = '';
    }
    if (part.kind === 'del') open.removed += part.text;
    else open.added += part.text;
  }
  if (gap) segments.push({ kind: 'same', text: gap });
  return trimmed(segments);
}

/** The length of the whitespace both texts start with (or, `fromEnd`, end with). */
function commonBlank(a: string, b: string, fromEnd: boolean): number {
  let n = 0;
  const max = Math.min(a.length, b.length);
  while (n < max) {
    const ca = fromEnd ? a[a.length - 1 - n]! : a[n]!;
    const cb = fromEnd ? b[b.length - 1 - n]! : b[n]!;
    if (ca !== cb || !isBlank(ca)) break;
    n++;
  }
  return n;
}

/**
 * Whitespace that both sides of a change start or end with moves to the unchanged text beside
 * it (the merge is the same; a change then reads "'very good' to 'good,'"), and the changes are
 * numbered. Adjacent unchanged runs join.
 */
function trimmed(segments: ChangeSegment[]): ChangeSegment[] {
  const out: ChangeSegment[] = [];
  const same = (text: string) => {
    if (!text) return;
    const last = out[out.length - 1];
    if (last?.kind === 'same') last.text += text;
    else out.push({ kind: 'same', text });
  };
  let id = 0;
  for (const s of segments) {
    if (s.kind === 'same' || s.removed === s.added) {
      same(s.kind === 'same' ? s.text : s.removed);
      continue;
    }
    const lead = commonBlank(s.removed, s.added, false);
    const rest = { removed: s.removed.slice(lead), added: s.added.slice(lead) };
    const trail = commonBlank(rest.removed, rest.added, true);
    same(s.removed.slice(0, lead));
    out.push({
      kind: 'change',
      id: id++,
      removed: rest.removed.slice(0, rest.removed.length - trail),
      added: rest.added.slice(0, rest.added.length - trail),
    });
    same(rest.removed.slice(rest.removed.length - trail));
  }
  return out;
}

/** The changes alone, in order. */
export const changesOf = (segments: readonly ChangeSegment[]): TextChange[] =>
  segments.filter((s): s is ChangeSegment & { kind: 'change' } => s.kind === 'change');

/** The text with the changes `takes` accepts from the rewrite, the others from the original. */
function mergeBy(segments: readonly ChangeSegment[], takes: (id: number) => boolean): string {
  let text = '';
  for (const s of segments) {
    if (s.kind === 'same') text += s.text;
    else text += takes(s.id) ? s.added : s.removed;
  }
  return text;
}

/** The text with the taken changes from the rewrite and the others from the original. */
export const mergeSegments = (segments: readonly ChangeSegment[], taken: ReadonlySet<number>) =>
  mergeBy(segments, (id) => taken.has(id));

/** The text with every change taken but those in `left` (the ids the user left out). */
export const mergeLeaving = (segments: readonly ChangeSegment[], left: ReadonlySet<number>) =>
  mergeBy(segments, (id) => !left.has(id));

/** merge(original, rewrite, taken): see mergeSegments. */
export const merge = (original: string, rewrite: string, taken: ReadonlySet<number>): string =>
  mergeSegments(changeSegments(original, rewrite), taken);
