/**
 * The plain text the API receives for a formatted selection, and the rewrite cut back into the
 * blocks it came from. The API gets text only (never markup, never a link's address): the
 * blocks' texts joined by blank lines, code blocks left out (code is never sent to be changed)
 * and empty blocks too (they come back as they were, apply-rewrite.ts).
 * The rewrite's paragraphs map to the blocks one to one; when the provider merged or split
 * paragraphs, its words are aligned with the original's across the whole text and each block
 * takes the stretch of the rewrite its words went to.
 */
import { alignWords, sourcesOf } from './align-words';
import { blockText, type FormattedSelection } from './model';
import { wordsOf } from './words';

/** Indices of the blocks whose text is sent (all but code blocks and empty blocks). */
export function sentBlocks(selection: FormattedSelection): number[] {
  const indices: number[] = [];
  selection.blocks.forEach((block, index) => {
    if (block.kind.type !== 'code-block' && block.runs.length > 0) indices.push(index);
  });
  return indices;
}

function sentTextOf(text: string): string {
  return text.replace(/\n{2,}/g, '\n').trim();
}

/** What the API receives for this selection. */
export function apiTextOf(selection: FormattedSelection): string {
  return sentBlocks(selection)
    .map((index) => sentTextOf(blockText(selection.blocks[index]!)))
    .join('\n\n');
}

/** A stretch of the rewrite as one block's text: spaces collapsed, single line breaks kept. */
export function tidyBlockText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n+/g, '\n')
    .trim();
}

/** The rewrite's text for each sent block, in the order of sentBlocks(). */
export function splitRewrite(selection: FormattedSelection, rewrite: string): string[] {
  const sent = sentBlocks(selection);
  const paragraphs = rewrite
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map(tidyBlockText)
    .filter(Boolean);
  if (paragraphs.length === sent.length) return paragraphs;
  return splitByWords(
    sent.map((index) => sentTextOf(blockText(selection.blocks[index]!))),
    rewrite,
  );
}

/**
 * Where each block starts in the rewrite: each rewrite word goes to the block of the original
 * word it carries over (or of the word before it), never going back to an earlier block, so
 * the text keeps its order. `firstWord[b]`: the rewrite word block b starts at, -1 when no
 * word went to it. Linear in words after the alignment (align-words.ts: near-linear).
 */
function blockStarts(blocks: readonly string[], rewrite: string) {
  const blockOfWord: number[] = [];
  const keys: string[] = [];
  blocks.forEach((text, index) => {
    for (const word of wordsOf(text)) {
      keys.push(word.key);
      blockOfWord.push(index);
    }
  });
  const after = wordsOf(rewrite);
  const { sources } = alignWords(
    keys,
    after.map((w) => w.key),
  );
  const firstWord = new Array<number>(blocks.length).fill(-1);
  let current = 0;
  after.forEach((_, j) => {
    const from = sourcesOf(sources, j);
    if (from.length) current = Math.max(current, blockOfWord[from[0]!]!);
    if (firstWord[current]! < 0) firstWord[current] = j;
  });
  return { after, firstWord };
}

/** Where the block starting at rewrite word `start` begins: after the last space before it
 * (a quote or a bracket before the word goes with it), else at the word. */
function cutBefore(rewrite: string, start: number, previousEnd: number): number {
  const lead = /\s(\S*)$/.exec(rewrite.slice(previousEnd, start));
  return lead ? start - lead[1]!.length : start;
}

/**
 * The rewrite cut where the blocks start (blockStarts), verbatim: '' for a block no word went
 * to; the first block with words starts at the rewrite's start.
 */
export function splitAtBlocks(blocks: readonly string[], rewrite: string): string[] {
  const { after, firstWord } = blockStarts(blocks, rewrite);
  const pieces = new Array<string>(blocks.length).fill('');
  let end = rewrite.length;
  for (let index = blocks.length - 1; index >= 0; index -= 1) {
    const j = firstWord[index]!;
    if (j < 0) continue;
    const cut = j && cutBefore(rewrite, after[j]!.start, after[j - 1]!.end);
    pieces[index] = rewrite.slice(cut, end);
    end = cut;
  }
  return pieces;
}

/** Fallback: each block takes the stretch of the rewrite from its first word (splitAtBlocks),
 * its paragraph breaks as spaces. */
function splitByWords(blocks: readonly string[], rewrite: string): string[] {
  return splitAtBlocks(blocks, rewrite).map((text) =>
    tidyBlockText(text.replace(/\n[^\S\n]*\n\s*/g, ' ')),
  );
}
