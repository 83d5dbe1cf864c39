/**
 * The blocks around a formatted write (issue 25). The write is verified inside its span, but an
 * editor's paste can change a neighbour the span does not cover: Chromium gives the block after
 * a selection the first selected block's kind, a shaped paste writes the list items before the
 * selection again, a paste can merge the next paragraph into the last pasted block. The text
 * alone does not show it. So the lines around the span (the line it starts in and the
 * `LINES` before it; the line it ends in and the `LINES` after it) are captured before the
 * write, and must read the same (blocks, words, marks: the digest) after it, shifted by the
 * rewrite's length. Bounded by those lines, whatever the document's size. The digest reads a
 * no-break space as a space (so does the text), so where a reader can tell (`hard`: the plain
 * contenteditable's DOM) the sides' no-break spaces are compared too: Chromium's insertHTML
 * ending before a space wrote it as `&nbsp;`, which the page then submits (note ⁵).
 */
import type { FormattedSelection } from './formatting/model';
import type { Span } from './span';
import type { TextMap } from './text-map';

const LINES = 2;

type Capture = (span: Span) => FormattedSelection | null;
type Digest = (selection: FormattedSelection) => string;

/** The spans before and after `span` in `text`, each reaching `LINES` whole lines out. */
export function surroundingSpans(text: string, span: Span): [Span, Span] {
  let start = span.start;
  for (let i = 0; i <= LINES && start > 0; i += 1) {
    const newline = text.lastIndexOf('\n', start - 1);
    start = newline === -1 ? 0 : i === LINES ? newline + 1 : newline;
  }
  let end = span.end;
  for (let i = 0; i <= LINES && end < text.length; i += 1) {
    const newline = text.indexOf('\n', i === 0 ? end : end + 1);
    end = newline === -1 ? text.length : newline;
  }
  return [
    { start, end: span.start },
    { start: span.end, end },
  ];
}

/** One string for both sides (an empty side reads as nothing). */
export function surroundingsDigest(
  capture: Capture,
  digestOf: Digest,
  spans: [Span, Span],
  hard?: (span: Span) => string,
) {
  return spans
    .map((s) => {
      const captured = s.start < s.end ? capture(s) : null;
      return (captured ? digestOf(captured) : '') + (hard ? ` ${hard(s)}` : '');
    })
    .join('\n--\n');
}

/** Where `span` of the map's text is a no-break space in the DOM: offsets from its start. */
export function hardSpacesIn(map: TextMap, span: Span): string {
  const at: number[] = [];
  for (let i = span.start; i < span.end; i += 1) {
    if (map.text[i] !== ' ') continue;
    const { node, offset } = map.pointAt(i, 'forward');
    if ((node as Text).data?.[offset] === '\u00a0') at.push(i - span.start);
  }
  return at.join();
}

/** The same spans after the span's text changed length by `delta`. */
export function shiftedAfterWrite(spans: [Span, Span], delta: number): [Span, Span] {
  const [before, after] = spans;
  return [before, { start: after.start + delta, end: after.end + delta }];
}
