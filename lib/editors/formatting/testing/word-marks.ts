/**
 * Test helper: every word of a selection with the marks on it ("bold", "link<href>"…), in
 * order, to check that words are neither lost nor duplicated and that marks stay on kept words.
 */
import { markSpansOf } from '../mark-spans';
import { blockText, type FormattedSelection } from '../model';
import { wordsOf } from '../words';

export interface MarkedWord {
  word: string;
  marks: Set<string>;
}

export function markedWords(selection: FormattedSelection, includeCodeBlocks = true): MarkedWord[] {
  const out: MarkedWord[] = [];
  for (const block of selection.blocks) {
    if (!includeCodeBlocks && block.kind.type === 'code-block') continue;
    const text = blockText(block);
    const spans = markSpansOf(block.runs);
    for (const w of wordsOf(text)) {
      const marks = new Set<string>();
      for (const span of spans) {
        if (span.start < w.end && span.end > w.start) {
          marks.add(span.link ? `link<${span.link.href}>` : span.kind);
        }
      }
      out.push({ word: text.slice(w.start, w.end), marks });
    }
  }
  return out;
}
