/**
 * The paragraphs of a text, for "Another version of this paragraph" (issue 27, point 3): the
 * card offers one control per paragraph of the rewrite, and the queue sends that paragraph of
 * the original alone and puts its answer back between the version's other paragraphs. A
 * paragraph is a run between line breaks (any whitespace holding a line break separates two),
 * as the chunker cuts first (chunk.ts). Spans are offsets, never copies: replacing one span
 * keeps every other character where it was, so nothing is lost or doubled at a seam.
 */

/** A paragraph: `text.slice(start, end)`, with no whitespace at either end. */
export interface ParagraphSpan {
  start: number;
  end: number;
}

/** Paragraphs a text may have for the control to be offered (one button each). */
export const MAX_PARAGRAPHS = 50;

const BREAK = /\s*[\n\r\u2028\u2029]\s*/g;

/**
 * The paragraphs of `text`, in order; `undefined` when there are more than `max` (the
 * control is not offered: the count is bounded, the scan stops there). Linear in the text.
 */
export function paragraphSpans(
  text: string,
  max: number = MAX_PARAGRAPHS,
): ParagraphSpan[] | undefined {
  const end = text.trimEnd().length;
  let start = text.length - text.trimStart().length;
  if (start >= end) return [];
  const spans: ParagraphSpan[] = [];
  for (const match of text.slice(0, end).matchAll(BREAK)) {
    if (match.index <= start) continue;
    spans.push({ start, end: match.index });
    if (spans.length >= max) return undefined;
    start = match.index + match[0].length;
  }
  spans.push({ start, end });
  return spans;
}

/** `text` with the paragraph at `span` replaced by `replacement`; the rest as it was. */
export const replaceParagraph = (text: string, span: ParagraphSpan, replacement: string): string =>
  text.slice(0, span.start) + replacement + text.slice(span.end);

/**
 * The paragraph `index` of `original` and its place in `version`, when both have the same
 * paragraphs (2 to MAX_PARAGRAPHS): then paragraph `index` of the version is the rewrite of
 * paragraph `index` of the original. Otherwise (a rewrite that joined or split paragraphs, a
 * text of one paragraph) `undefined`: the control is not offered.
 */
export function alignedParagraph(
  original: string,
  version: string,
  index: number,
): { original: ParagraphSpan; version: ParagraphSpan } | undefined {
  const ours = paragraphSpans(original);
  const theirs = paragraphSpans(version);
  if (!ours || !theirs || ours.length < 2 || ours.length !== theirs.length) return undefined;
  if (!Number.isSafeInteger(index) || index < 0 || index >= ours.length) return undefined;
  return { original: ours[index]!, version: theirs[index]! };
}
