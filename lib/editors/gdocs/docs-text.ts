/**
 * Google Docs' annotated text, as `_docs_annotate_getAnnotatedText()` gives it: one string
 * for the whole document that starts with U+0003, ends with "\n", has "\n" between
 * paragraphs and other control characters where the document holds something that is not
 * text (section breaks, tables, images, …). Its selection and setSelection() use offsets
 * in that string. Pure helpers; nothing here talks to the page.
 */
import type { Span } from '../span';

const DOC_START = '\u0003';

/** Characters other than "\n" and "\t" that stand for something that is not text. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
const NOT_TEXT = /[\u0000-\u0008\u000b-\u001f]/u;

/** How many leading characters of the raw text are not the document's (the U+0003 marker). */
export function leadOf(raw: string): number {
  return raw.startsWith(DOC_START) ? 1 : 0;
}

/** The document's text without the leading marker: our offsets (Span) are in this. */
export function visibleText(raw: string): string {
  return raw.slice(leadOf(raw));
}

/** Whether writing over this text would delete something that is not text. */
export function holdsNonText(text: string): boolean {
  return NOT_TEXT.test(text);
}

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The first range of getSelection(), ordered, in raw offsets. Docs has named its ends
 * start/end, anchor/focus and base/extent over the years: any of them is accepted.
 */
export function selectionEndpoints(range: unknown): Span | null {
  if (typeof range !== 'object' || range === null) return null;
  const r = range as Record<string, unknown>;
  for (const [a, b] of [
    ['start', 'end'],
    ['anchor', 'focus'],
    ['base', 'extent'],
  ] as const) {
    const start = finite(r[a]);
    const end = finite(r[b]);
    if (start !== null && end !== null)
      return { start: Math.min(start, end), end: Math.max(start, end) };
  }
  return null;
}
