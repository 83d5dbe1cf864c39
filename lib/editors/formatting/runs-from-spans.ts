/**
 * Builds a block's runs from its text and mark spans (the inverse of mark-spans.ts): one sweep
 * over the sorted span edges, O(S log S + T). Where two links overlap, the later-starting wins.
 */
import type { MarkSpan } from './mark-spans';
import { normalizeRuns, type InlineRun, type LinkMark, type Marks } from './model';

export function runsFromSpans(text: string, spans: readonly MarkSpan[]): InlineRun[] {
  const edges: Array<{ at: number; open: boolean; span: MarkSpan; order: number }> = [];
  spans.forEach((span, order) => {
    if (span.end <= span.start) return;
    edges.push(
      { at: span.start, open: true, span, order },
      { at: span.end, open: false, span, order },
    );
  });
  edges.sort((x, y) => x.at - y.at || Number(x.open) - Number(y.open) || x.order - y.order);
  const counts = { bold: 0, italic: 0, underline: 0, strike: 0, code: 0 };
  const links = new Map<number, LinkMark>();
  const runs: InlineRun[] = [];
  let at = 0;
  const flush = (to: number) => {
    if (to <= at) return;
    const marks: Marks = {};
    for (const kind of ['bold', 'italic', 'underline', 'strike', 'code'] as const) {
      if (counts[kind] > 0) marks[kind] = true;
    }
    let link: LinkMark | undefined;
    for (const value of links.values()) link = value;
    if (link) marks.link = link;
    runs.push({ text: text.slice(at, to), marks });
    at = to;
  };
  for (const edge of edges) {
    flush(edge.at);
    const { kind } = edge.span;
    if (kind === 'link') {
      if (edge.open && edge.span.link) links.set(edge.order, edge.span.link);
      else links.delete(edge.order);
    } else {
      counts[kind] += edge.open ? 1 : -1;
    }
  }
  flush(text.length);
  return normalizeRuns(runs);
}
