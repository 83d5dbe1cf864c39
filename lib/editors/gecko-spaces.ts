/**
 * Gecko keeps a space visible when an edit leaves it next to another one: writing over the
 * selection in "Keep this. [old] Keep that." (insertText, or an editor's own insertHTML, as
 * Editor.js does on paste) turns both neighbouring spaces into no-break spaces. The text
 * reads the same, but the page saves `Keep this.&nbsp;<rewrite>&nbsp;Keep that.`. So, in
 * Gecko, a space right beside the span is taken into it and written again with the rewrite:
 * nothing is left to keep visible. The resulting text, the single write (one undo step) and
 * what the user sees are unchanged.
 */
import type { Span } from './span';

/** The span and replacement once they take in the spaces right beside the span. */
export function takeInBoundarySpaces(
  text: string,
  span: Span,
  replacement: string,
): { span: Span; replacement: string } {
  if (replacement === '') return { span, replacement };
  const before = span.start > 0 && text[span.start - 1] === ' ' && !/^\s/.test(replacement);
  const after = text[span.end] === ' ' && !/\s$/.test(replacement);
  return {
    span: { start: span.start - (before ? 1 : 0), end: span.end + (after ? 1 : 0) },
    replacement: `${before ? ' ' : ''}${replacement}${after ? ' ' : ''}`,
  };
}
