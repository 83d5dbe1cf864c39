/**
 * The neutral model of a formatted selection, shared by capture, alignment, mark transfer and
 * the renderers. It names what every editor family can hold (blocks in order, inline runs with
 * marks) and nothing editor-specific, so one rewrite can be written into any of them and
 * checked against what the editor holds afterwards.
 *
 * A line break inside a block is a "\n" in a run's text; outside code blocks no other "\n"
 * occurs, and whitespace is already collapsed.
 */

/** A link: its address exactly as the page had it, and its other attributes (title, target…). */
export interface LinkMark {
  href: string;
  attributes: Readonly<Record<string, string>>;
}

/** The inline marks a run may carry. Absent means off. */
export interface Marks {
  bold?: true;
  italic?: true;
  underline?: true;
  strike?: true;
  code?: true;
  link?: LinkMark;
}

/** The mark kinds, in the order renderers nest them (outermost first). */
export const MARK_KINDS = ['link', 'bold', 'italic', 'underline', 'strike', 'code'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

export interface InlineRun {
  text: string;
  marks: Marks;
}

export type BlockKind =
  /** `tag: 'div'`: a <div> line, not a <p> (dom-context.ts); kept by the write and the digest. */
  | { type: 'paragraph'; tag?: 'div' }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6 }
  | { type: 'list-item'; ordered: boolean; depth: number; start: number }
  | { type: 'quote' }
  | { type: 'code-block' };

export interface Block {
  kind: BlockKind;
  runs: InlineRun[];
}

export interface FormattedSelection {
  blocks: Block[];
}

/** The text of a block: its runs' texts joined. */
export function blockText(block: Block): string {
  return block.runs.map((run) => run.text).join('');
}

function sameLink(a: LinkMark | undefined, b: LinkMark | undefined): boolean {
  if (!a || !b) return a === b;
  if (a.href !== b.href) return false;
  const keysA = Object.keys(a.attributes);
  if (keysA.length !== Object.keys(b.attributes).length) return false;
  return keysA.every((key) => a.attributes[key] === b.attributes[key]);
}

/** Whether one mark kind has the same value in both sets. */
export function sameMark(a: Marks, b: Marks, kind: MarkKind): boolean {
  return kind === 'link' ? sameLink(a.link, b.link) : a[kind] === b[kind];
}

export function sameMarks(a: Marks, b: Marks): boolean {
  return MARK_KINDS.every((kind) => sameMark(a, b, kind));
}

/** Runs with empty ones dropped and neighbours carrying the same marks merged. */
export function normalizeRuns(runs: readonly InlineRun[]): InlineRun[] {
  const out: InlineRun[] = [];
  for (const run of runs) {
    if (!run.text) continue;
    const last = out[out.length - 1];
    if (last && sameMarks(last.marks, run.marks)) last.text += run.text;
    else out.push({ text: run.text, marks: { ...run.marks } });
  }
  return out;
}
