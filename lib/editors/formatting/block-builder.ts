/**
 * Builds one block's runs from the text met during capture, collapsing whitespace as a browser
 * renders it (runs of spaces, tabs, newlines and no-break spaces become one space; none at a
 * block's edges or beside a line break), except in code blocks, whose text is kept verbatim.
 */
import { blockKindOf, type DomContext } from './dom-context';
import { normalizeRuns, type Block, type InlineRun } from './model';

export interface OpenBlock {
  kind: Block['kind'];
  runs: InlineRun[];
  verbatim: boolean;
  /** Whether the text so far ends in a space, a line break, or nothing (so a space is dropped). */
  atBreak: boolean;
}

export function startBlock(context: DomContext): OpenBlock {
  return { kind: blockKindOf(context), runs: [], verbatim: context.code, atBreak: true };
}

function dropTrailingSpace(block: OpenBlock): void {
  const last = block.runs[block.runs.length - 1];
  if (last?.text.endsWith(' ')) last.text = last.text.slice(0, -1);
}

export function appendText(block: OpenBlock, raw: string, context: DomContext): void {
  if (block.verbatim) {
    block.runs.push({ text: raw, marks: context.marks });
    return;
  }
  if (raw === '\n') {
    dropTrailingSpace(block);
    block.runs.push({ text: '\n', marks: context.marks });
    block.atBreak = true;
    return;
  }
  let text = raw.replace(/[\t\n\r\f \u00a0]+/g, ' ');
  if (block.atBreak && text.startsWith(' ')) text = text.slice(1);
  if (!text) return;
  block.runs.push({ text, marks: context.marks });
  block.atBreak = text.endsWith(' ');
}

/** The finished block, or null when it holds no visible text. */
export function finishBlock(block: OpenBlock): Block | null {
  const runs = block.runs;
  if (!block.verbatim) {
    while (runs.length) {
      const last = runs[runs.length - 1]!;
      last.text = last.text.replace(/[ \n]+$/, '');
      if (last.text) break;
      runs.pop();
    }
  }
  const normalized = normalizeRuns(runs);
  if (!normalized.some((run) => run.text.trim())) return null;
  return { kind: block.kind, runs: normalized };
}
