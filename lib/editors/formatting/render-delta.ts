/**
 * The model as a Quill Delta (Quill 1 and 2): inline attributes on text inserts, block
 * attributes on each line's "\n" (header, list + indent, blockquote, code-block). A line break
 * inside a block becomes a new line of the same kind, the only form Quill has. A link keeps its
 * address only (Quill's link format holds nothing else), and only a safe one (safe-href.ts).
 */
import { MARK_KINDS, type Block, type FormattedSelection, type Marks } from './model';
import { isSafeHref } from './safe-href';

export type DeltaAttributes = Record<string, string | number | boolean>;
export interface DeltaOp {
  insert: string;
  attributes?: DeltaAttributes;
}

const INLINE: Record<string, string> = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  strike: 'strike',
  code: 'code',
};

function inlineAttributes(marks: Marks): DeltaAttributes | undefined {
  const attributes: DeltaAttributes = {};
  for (const kind of MARK_KINDS) {
    if (kind === 'link') {
      if (marks.link && isSafeHref(marks.link.href)) attributes.link = marks.link.href;
    } else if (marks[kind]) {
      attributes[INLINE[kind]!] = true;
    }
  }
  return Object.keys(attributes).length ? attributes : undefined;
}

function lineAttributes(block: Block): DeltaAttributes | undefined {
  const { kind } = block;
  switch (kind.type) {
    case 'heading':
      return { header: kind.level };
    case 'list-item':
      return kind.depth > 0
        ? { list: kind.ordered ? 'ordered' : 'bullet', indent: Math.min(kind.depth, 8) }
        : { list: kind.ordered ? 'ordered' : 'bullet' };
    case 'quote':
      return { blockquote: true };
    case 'code-block':
      return { 'code-block': true };
    default:
      return undefined;
  }
}

function sameAttributes(a?: DeltaAttributes, b?: DeltaAttributes): boolean {
  const keys = Object.keys(a ?? {});
  return keys.length === Object.keys(b ?? {}).length && keys.every((k) => a?.[k] === b?.[k]);
}

function push(ops: DeltaOp[], insert: string, attributes?: DeltaAttributes): void {
  if (!insert) return;
  const last = ops[ops.length - 1];
  if (
    last &&
    sameAttributes(last.attributes, attributes) &&
    !insert.includes('\n') &&
    !last.insert.endsWith('\n')
  ) {
    last.insert += insert;
  } else {
    ops.push(attributes ? { insert, attributes } : { insert });
  }
}

export function renderDelta(selection: FormattedSelection): DeltaOp[] {
  const ops: DeltaOp[] = [];
  for (const block of selection.blocks) {
    const line = lineAttributes(block);
    const code = block.kind.type === 'code-block';
    for (const run of block.runs) {
      const inline = code ? undefined : inlineAttributes(run.marks);
      run.text.split('\n').forEach((part, index) => {
        if (index > 0) push(ops, '\n', line);
        push(ops, part, inline);
      });
    }
    push(ops, '\n', line);
  }
  return ops;
}
