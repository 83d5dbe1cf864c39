/**
 * A span of an editor's text: where the selection was, what the text will be after the
 * rewrite, and how to find a known piece of text again after the field changed.
 */
export interface Span {
  start: number;
  end: number;
}

/** The text after replacing `span` of `text` with `replacement`: prefix + replacement + suffix. */
export function spliceText(text: string, span: Span, replacement: string): string {
  return text.slice(0, span.start) + replacement + text.slice(span.end);
}

/**
 * The occurrence of `needle` in `text` nearest to `hint`, or null. Used to find the
 * captured selection again (the user may have typed elsewhere in the field meanwhile) and to
 * line up a family's own reader with the generic one.
 */
export function locateNear(text: string, needle: string, hint: number): Span | null {
  if (needle === '') return null;
  let best: number | null = null;
  for (let i = text.indexOf(needle); i !== -1; i = text.indexOf(needle, i + 1)) {
    if (best === null || Math.abs(i - hint) < Math.abs(best - hint)) best = i;
    if (i > hint) break;
  }
  return best === null ? null : { start: best, end: best + needle.length };
}

/** Moves `span` of `from` onto the same text in `to` (identity when the texts agree). */
export function translateSpan(from: string, to: string, span: Span): Span {
  if (from === to) return span;
  const piece = from.slice(span.start, span.end);
  const found = piece === '' ? null : locateNear(to, piece, span.start);
  if (found) return found;
  const clamp = (n: number) => Math.min(Math.max(n, 0), to.length);
  return { start: clamp(span.start), end: clamp(span.end) };
}
