/**
 * The formatting variations' structure (formatting-variation-shape.ts) read from a Quill Delta
 * (`quill.getContents()`, which is what Quill 1's test page saves), not from HTML: Quill 1 has
 * no HTML serialiser of its model. Lines end in "\n" ops whose attributes are the block's
 * (header, list with indent, blockquote); marks are the runs' attributes, a run of equal
 * values within a line read as one mark, as Quill renders it. Runs in Node.
 */
import type { MarkShape } from './formatted-passage';
import type { VariationBlock, VariationShape } from './formatting-variation-shape';

type Attributes = Record<string, unknown>;
interface Op {
  insert?: unknown;
  attributes?: Attributes;
}

/** Delta attribute → the shape's mark tag. */
const MARKS: Record<string, string> = {
  bold: 'b',
  italic: 'i',
  underline: 'u',
  strike: 's',
  code: 'code',
  link: 'a',
};

const clean = (s: string) =>
  s
    .replace(/[\uFEFF\u200B]/g, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();

/** The block's kind path, as the DOM reader writes it ("h2", "ul>ul>li", "blockquote"). */
function tagOf(line: Attributes): string {
  if (line.header) return `h${String(line.header)}`;
  if (line.list) {
    const kind = line.list === 'ordered' ? 'ol' : 'ul';
    return `${Array<string>(Number(line.indent ?? 0) + 1)
      .fill(kind)
      .join('>')}>li`;
  }
  if (line.blockquote) return 'blockquote';
  return line['code-block'] ? 'pre' : 'p';
}

/** The structure of a Delta's JSON (its `ops`). */
export function variationShapeOfDelta(json: string): VariationShape {
  const { ops } = JSON.parse(json) as { ops: Op[] };
  const blocks: VariationBlock[] = [];
  const marks: MarkShape[] = [];
  let runs: { text: string; attributes: Attributes }[] = [];
  const endLine = (line: Attributes) => {
    const text = clean(runs.map((r) => r.text).join(''));
    if (text) blocks.push({ tag: tagOf(line), text });
    const open: Record<string, { value: unknown; mark: MarkShape }> = {};
    for (const run of runs) {
      for (const [name, tag] of Object.entries(MARKS)) {
        const value = run.attributes[name];
        if (value === undefined) delete open[name];
        else if (open[name]?.value === value) open[name].mark.text += run.text;
        else {
          const mark: MarkShape = { tag, text: run.text };
          if (tag === 'a') mark.href = String(value);
          marks.push(mark);
          open[name] = { value, mark };
        }
      }
    }
    runs = [];
  };
  for (const op of ops) {
    if (typeof op.insert !== 'string') continue; // an embed (image, formula)
    const parts = op.insert.split('\n');
    parts.forEach((part, i) => {
      if (i > 0) endLine(op.attributes ?? {});
      if (part) runs.push({ text: part, attributes: op.attributes ?? {} });
    });
  }
  for (const mark of marks) mark.text = clean(mark.text);
  return { blocks, marks };
}
