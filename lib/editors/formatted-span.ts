/**
 * A span of a contenteditable's text as the formatting model (issue 25): what the formatted
 * write path captures before sending and captures again after writing to verify. Only a
 * selection the plain path would flatten (a heading, a list, a quote, a mark) takes that path:
 * a plain paragraph keeps the plain path exactly, and so does a span whose model does not read
 * as the same text (the two readers disagree: writing it formatted could lose words).
 */
import { captureRange } from './formatting/capture-dom';
import { blockText, type FormattedSelection } from './formatting/model';
import type { Span } from './span';
import { readTextMap } from './text-map';

/** Whether the plain path would lose something of this selection: a block kind or a mark. */
export function needsFormatting(selection: FormattedSelection): boolean {
  return selection.blocks.some(
    (block) =>
      block.kind.type !== 'paragraph' ||
      block.runs.some((run) => Object.keys(run.marks).length > 0),
  );
}

/** The model's text as the generic reader reads it: one "\n" between blocks. */
export function readTextOf(selection: FormattedSelection): string {
  return selection.blocks.map(blockText).join('\n');
}

/** The model of `span` of the root's generic text, or null when it cannot be captured. */
export function formattedSpanOf(root: HTMLElement, span: Span): FormattedSelection | null {
  const map = readTextMap(root);
  if (span.start < 0 || span.end > map.text.length || span.start >= span.end) return null;
  const start = map.pointAt(span.start, 'forward');
  const end = map.pointAt(span.end, 'backward');
  const range = root.ownerDocument.createRange();
  range.setStart(start.node, start.offset);
  range.setEnd(end.node, end.offset);
  const captured = captureRange(root, range);
  return captured.ok ? captured.value : null;
}

/**
 * The model of the selection when it takes the formatted path: it holds formatting and reads
 * exactly as the selected text; else null (the plain path).
 */
export function formattedSelectionOf(
  root: HTMLElement,
  span: Span,
  text: string,
): FormattedSelection | null {
  const selection = formattedSpanOf(root, span);
  if (!selection || !needsFormatting(selection)) return null;
  return readTextOf(selection) === text ? selection : null;
}
