/**
 * The rewrite applied to a formatted selection: the same blocks in the same order, each holding
 * its part of the rewrite with the original's marks carried over (transfer-marks.ts). Code
 * blocks and empty blocks come back as they were (never sent). A block left with no words is dropped and its
 * marks reported as unplaced. Line breaks inside a block follow the rewrite; when the provider
 * dropped them all, each goes back after the word that carries over the one it followed.
 */
import { refuse, succeed, type FormattingResult } from './errors';
import { alignWords } from './align-words';
import { blockText, type Block, type FormattedSelection } from './model';
import { sentBlocks, splitRewrite } from './plain-text';
import { transferMarks, type UnplacedMark } from './transfer-marks';
import { wordsOf } from './words';

export interface RewrittenSelection {
  selection: FormattedSelection;
  unplaced: UnplacedMark[];
}

/** The rewrite with the original's line breaks put back, when it has none of its own. */
export function restoreLineBreaks(original: string, rewrite: string): string {
  if (!original.includes('\n') || rewrite.includes('\n')) return rewrite;
  const before = wordsOf(original);
  const after = wordsOf(rewrite);
  const { kept } = alignWords(
    before.map((w) => w.key),
    after.map((w) => w.key),
  );
  const units = rewrite.split('');
  let word = 0;
  for (let at = original.indexOf('\n'); at >= 0; at = original.indexOf('\n', at + 1)) {
    while (word < before.length && before[word]!.end <= at) word += 1;
    const j = word > 0 ? kept[word - 1]! : -1;
    const next = after[j + 1];
    if (j < 0 || !next) continue;
    const space = rewrite.indexOf(' ', after[j]!.end);
    if (space >= 0 && space < next.start) units[space] = '\n';
  }
  return units.join('');
}

export function applyRewrite(
  original: FormattedSelection,
  rewrite: string,
): FormattingResult<RewrittenSelection> {
  const sent = sentBlocks(original);
  const texts = splitRewrite(original, rewrite);
  const rewritten = original.blocks.map((block) => block as Block | null);
  const unplaced: UnplacedMark[] = [];
  for (let k = 0; k < sent.length; k += 1) {
    const index = sent[k]!;
    const block = original.blocks[index]!;
    const text = restoreLineBreaks(blockText(block), texts[k] ?? '');
    const moved = transferMarks(block.runs, text);
    if (!moved.ok) return refuse(moved.error);
    unplaced.push(...moved.value.unplaced);
    rewritten[index] = text ? { kind: block.kind, runs: moved.value.runs } : null;
  }
  return succeed({
    selection: { blocks: rewritten.filter((block): block is Block => block !== null) },
    unplaced,
  });
}
