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

/** Fallback: each rewrite word goes to the block of the original word it carries over (or of
 * the word before it), never going back to an earlier block, so the text keeps its order. */
function splitByWords(blocks: readonly string[], rewrite: string): string[] {
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
  const texts = new Array<string>(blocks.length).fill('');
  const firstBlock = firstWord.findIndex((w) => w >= 0);
  let end = rewrite.length;
  for (let index = blocks.length - 1; index >= 0; index -= 1) {
    const j = firstWord[index]!;
    if (j < 0) continue;
    const start = index > firstBlock ? after[j]!.start : 0;
    texts[index] = tidyBlockText(rewrite.slice(start, end).replace(/\n[^\S\n]*\n\s*/g, ' '));
    end = start;
  }
  return texts;
}
