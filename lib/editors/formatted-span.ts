/**
 * A span of a contenteditable's text as the formatting model (issue 25): what the formatted
 * write path captures before sending and captures again after writing to verify. Only a
 * selection the plain path would flatten (a heading, a list, a quote, a mark) or whose line
 * break inside a block it could lose (holdsInlineBreak) takes that path: a plain paragraph
 * keeps the plain path exactly, and so does a span whose model does not read as the same text
 * (the two readers disagree: writing it formatted could lose words).
 */
import type { FormattedReading } from './editable-target';
import { captureRange } from './formatting/capture-dom';
import { blockText, type FormattedSelection } from './formatting/model';
import { translateSpan, type Span } from './span';
import { readTextMap, type TextMap } from './text-map';

/** Whether the plain path would lose something of this selection: a block kind or a mark. */
export function needsFormatting(selection: FormattedSelection): boolean {
  return selection.blocks.some(
    (block) =>
      block.kind.type !== 'paragraph' ||
      block.runs.some((run) => Object.keys(run.marks).length > 0),
  );
}

/**
 * Whether the selection holds a line break inside a block (a <br>, an editor's hard or soft
 * break: "\n" in a run). The plain write puts the rewrite's lines as they come: an answer that
 * joined the lines lost the break while the card said "Replaced" (measured in Chromium in a
 * plain contenteditable, Tiptap, Lexical, CKEditor 4 and 5, TinyMCE, Squire, Medium Editor,
 * Trumbowyg, Draft.js, Slate, Editor.js). The formatted write puts it back between the words
 * it separated (apply-rewrite.ts restoreLineBreaks), as it keeps a paragraph break, and
 * verifies it. So such a selection, marks or none, takes the formatted path in the editors
 * whose formatted write keeps it (capture.ts writesInlineBreaks).
 */
export function holdsInlineBreak(selection: FormattedSelection): boolean {
  return selection.blocks.some((block) => block.runs.some((run) => run.text.includes('\n')));
}

/** The model's text as the generic reader reads it: one "\n" between blocks. */
export function readTextOf(selection: FormattedSelection): string {
  return selection.blocks.map(blockText).join('\n');
}

/**
 * The model of `span` of the root's generic text, or null when it cannot be captured. `map`:
 * the root's text map when the caller has one already (a verification poll captures the span
 * and its two sides from one walk of the editor: formattedReadingOf); else it is read.
 */
export function formattedSpanOf(
  root: HTMLElement,
  span: Span,
  map: TextMap = readTextMap(root),
): FormattedSelection | null {
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
 * A reading of `root`: `text` is the target's read() (the map's own text, or a family's reader)
 * and every capture shares one map, `map` or one read at the first capture (a reading whose
 * text already differs from what a poll expects walks nothing). Spans of `text` are translated
 * into the map's. `breaks`: the kinds of the text's "\n"s (the map's own, or the family's).
 */
export function formattedReadingOf(
  root: HTMLElement,
  text: string,
  breaks: () => string | undefined,
  map?: TextMap,
): FormattedReading {
  let walked = map;
  return {
    text,
    capture: (span) => {
      walked ??= readTextMap(root);
      return formattedSpanOf(root, translateSpan(text, walked.text, span), walked);
    },
    breaks,
  };
}

/**
 * The model of the selection when it takes the formatted path: it holds formatting or a line
 * break inside a block and reads exactly as the selected text; else null (the plain path).
 */
export function formattedSelectionOf(
  root: HTMLElement,
  span: Span,
  text: string,
): FormattedSelection | null {
  const selection = formattedSpanOf(root, span);
  if (!selection || (!needsFormatting(selection) && !holdsInlineBreak(selection))) return null;
  return readTextOf(selection) === text ? selection : null;
}
