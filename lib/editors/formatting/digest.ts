/**
 * A plain digest of a formatted selection for verification: per block its kind, its words and
 * which words each mark covers. Comparing the digest of what we meant to write with the digest
 * of what the editor holds afterwards (captured back) checks structure and marks, not only the
 * text, while ignoring what editors legitimately change (whitespace, how tags are nested or
 * spelled). Links are compared by address only: not every editor keeps other attributes.
 * Every block has its line, an empty one too (capture-dom.ts): an empty paragraph added or
 * lost by a write is a difference.
 */
import { markSpansOf } from './mark-spans';
import { blockText, type Block, type FormattedSelection } from './model';
import { firstWordEndingAfter, wordsOf } from './words';

function kindLabel(block: Block): string {
  const { kind } = block;
  switch (kind.type) {
    case 'heading':
      return `h${kind.level}`;
    case 'list-item':
      return `${kind.ordered ? `ol(${kind.start})` : 'ul'}/${kind.depth}`;
    // A <div> line written back as a <p> changes what the page submits: a difference.
    case 'paragraph':
      return kind.tag ?? 'paragraph';
    default:
      return kind.type;
  }
}

function blockDigest(block: Block): string {
  const text = blockText(block);
  const words = wordsOf(text);
  const marks: string[] = [];
  for (const span of markSpansOf(block.runs)) {
    const first = firstWordEndingAfter(words, span.start);
    let last = first;
    while (last < words.length && words[last]!.start < span.end) last += 1;
    if (last === first) continue;
    const label = span.link ? `link<${span.link.href}>` : span.kind;
    marks.push(`${label} ${first}-${last - 1}`);
  }
  const shown = words.map((w) => text.slice(w.start, w.end)).join(' ');
  return `${kindLabel(block)}: ${shown}${marks.length ? ` [${marks.sort().join('; ')}]` : ''}`;
}

/** One line per block: "kind: words [mark first-last; …]". */
export function digestOf(selection: FormattedSelection): string {
  return selection.blocks.map(blockDigest).join('\n');
}
