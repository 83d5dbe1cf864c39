/**
 * The plain path's rewrite with the selection's paragraphs kept (issue 25). A provider that
 * joins paragraphs (no break, or fewer breaks than the selection had) would have them written
 * as one paragraph; here the rewrite is cut where the alignment of its words with the
 * original's says the next paragraph starts (plain-text.ts splitAtBlocks, the formatted path's
 * rule), and each cut gets the original's own break: a paragraph of a rich editor ("\n" whose
 * kind is 'p', snapshot.ts), the blank line(s) of a text field. Nothing else of the rewrite
 * changes: its words, spacing and order are the provider's.
 * - The provider's breaks are kept when there are as many as the selection had, or more
 *   (a provider that adds paragraphs is written as it answered).
 * - Otherwise the rewrite is cut afresh: its own paragraph breaks inside a paragraph's stretch
 *   become a space (as splitRewrite does).
 * - Words moved across paragraphs stay where the provider put them: a paragraph starts at its
 *   first carried-over word after the previous paragraph's start, so a paragraph moved ahead of
 *   the one before it is not cut out (fewer paragraphs, never reordered words); a paragraph
 *   whose words all went is left out.
 * Runs in the formatting writer (formatting-writer.js): the content script loads it only when
 * the rewrite holds fewer line breaks than the selection (rewrite-writer.ts).
 */
import { splitAtBlocks } from './plain-text';

/** A target's text and the kind of each of its "\n" ('p' or 'b'; none for a text field). */
export interface BrokenText {
  text: string;
  breaks?: string;
}

/** A text field's paragraph break: a blank line (or more). */
const BLANK_LINES = /\n[^\S\n]*\n(?:[^\S\n]*\n)*/g;

const newlines = (text: string) => text.split('\n').length - 1;

/** The selection's paragraphs and the breaks between them (separators[i] precedes texts[i+1]). */
function paragraphsOf(selected: string, breaks: string | undefined) {
  const texts: string[] = [];
  const separators: string[] = [];
  let from = 0;
  if (breaks === undefined) {
    for (const match of selected.matchAll(BLANK_LINES)) {
      texts.push(selected.slice(from, match.index));
      separators.push(match[0]);
      from = match.index + match[0].length;
    }
  } else {
    let k = 0;
    for (let at = selected.indexOf('\n'); at >= 0; at = selected.indexOf('\n', at + 1)) {
      if (breaks[k++] !== 'p') continue;
      texts.push(selected.slice(from, at));
      separators.push('\n');
      from = at + 1;
    }
  }
  texts.push(selected.slice(from));
  return { texts, separators };
}

/**
 * `rewrite` as written over `span` of `before`: with a break wherever the selection had a
 * paragraph break the rewrite lost, or as it is when it lost none (or no cut can be placed).
 */
export function keepParagraphs(
  before: BrokenText,
  span: { start: number; end: number },
  rewrite: string,
): string {
  const selected = before.text.slice(span.start, span.end);
  const head = newlines(before.text.slice(0, span.start));
  const breaks = before.breaks?.slice(head, head + newlines(selected));
  const { texts, separators } = paragraphsOf(selected, breaks);
  const field = breaks === undefined;
  const lost = field ? (rewrite.match(BLANK_LINES) ?? []).length : newlines(rewrite);
  if (lost >= separators.length) return rewrite;
  const inner = field ? /[^\S\n]*\n[^\S\n]*\n\s*/g : /[^\S\n]*\n\s*/g;
  const pieces = splitAtBlocks(texts, rewrite);
  const kept = pieces.flatMap((piece, index) => (piece ? [index] : []));
  if (kept.length <= lost + 1) return rewrite;
  return kept
    .map((index, k) => {
      const text = pieces[index]!.replace(inner, ' ');
      // A paragraph that a break now follows ends at its last word (the space was the cut).
      return (k > 0 ? separators[index - 1]! : '') + (k < kept.length - 1 ? text.trimEnd() : text);
    })
    .join('');
}
