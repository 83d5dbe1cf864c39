/**
 * A block's marks as spans of its text: each maximal stretch of runs sharing one mark's value is
 * one span (a link over a bold word and a plain word is one link). Spans are what mark transfer
 * carries over, and what "could not be placed" counts.
 */
import { MARK_KINDS, sameMark, type InlineRun, type LinkMark, type MarkKind } from './model';

export interface MarkSpan {
  kind: MarkKind;
  start: number;
  end: number;
  /** Set for links. */
  link?: LinkMark;
}

/** The mark spans of `runs`, by kind then position. */
export function markSpansOf(runs: readonly InlineRun[]): MarkSpan[] {
  const spans: MarkSpan[] = [];
  for (const kind of MARK_KINDS) {
    let offset = 0;
    let open: MarkSpan | undefined;
    let openRun: InlineRun | undefined;
    for (const run of runs) {
      const on = kind === 'link' ? run.marks.link !== undefined : run.marks[kind] === true;
      if (open && on && openRun && sameMark(openRun.marks, run.marks, kind)) {
        open.end = offset + run.text.length;
      } else if (on) {
        open = { kind, start: offset, end: offset + run.text.length };
        if (kind === 'link') open.link = run.marks.link;
        openRun = run;
        spans.push(open);
      } else {
        open = undefined;
      }
      offset += run.text.length;
    }
  }
  return spans;
}
