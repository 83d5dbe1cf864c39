/**
 * fast-check arbitraries for formatted selections in the canonical form capture produces (runs
 * merged, one space or one line break between words, none at a block's edges), and random word
 * edits of their plain text that keep inline code intact.
 */
import fc from 'fast-check';
import {
  normalizeRuns,
  type Block,
  type BlockKind,
  type FormattedSelection,
  type LinkMark,
  type Marks,
} from '../model';

const LINKS: LinkMark[] = [
  { href: 'https://example.com/a', attributes: { title: 'A' } },
  { href: '/relative/b', attributes: {} },
];

const marksArbitrary: fc.Arbitrary<Marks> = fc
  .record({
    bold: fc.boolean(),
    italic: fc.boolean(),
    underline: fc.boolean(),
    strike: fc.boolean(),
    code: fc.integer({ min: 0, max: 5 }),
    link: fc.integer({ min: 0, max: 4 }),
  })
  .map((flags) => {
    const marks: Marks = {};
    if (flags.bold) marks.bold = true;
    if (flags.italic) marks.italic = true;
    if (flags.underline) marks.underline = true;
    if (flags.strike) marks.strike = true;
    if (flags.code === 0) marks.code = true;
    const link = LINKS[flags.link];
    if (link) marks.link = link;
    return marks;
  });

const kindArbitrary: fc.Arbitrary<BlockKind> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ type: 'paragraph' as const }) },
  { weight: 2, arbitrary: fc.constant({ type: 'paragraph' as const, tag: 'div' as const }) },
  fc.integer({ min: 1, max: 6 }).map((level) => ({ type: 'heading' as const, level: level as 1 })),
  {
    weight: 3,
    arbitrary: fc
      .record({ ordered: fc.boolean(), depth: fc.integer({ min: 0, max: 2 }) })
      .map(({ ordered, depth }) => ({ type: 'list-item' as const, ordered, depth, start: 1 })),
  },
  fc.constant({ type: 'quote' as const }),
  fc.constant({ type: 'code-block' as const }),
);

const runArbitrary = (word: fc.Arbitrary<string>) =>
  fc.record({
    words: fc.array(word, { minLength: 1, maxLength: 4 }),
    marks: marksArbitrary,
    lineBreak: fc.integer({ min: 0, max: 5 }),
  });

/** Random selections whose words come from `word` (use unique words to track each one). */
export function selectionArbitrary(
  word: fc.Arbitrary<string> = fc.constantFrom('alpha', 'beta', 'the', 'of', 'gamma', 'delta'),
): fc.Arbitrary<FormattedSelection> {
  const block = fc.record({
    kind: kindArbitrary,
    runs: fc.array(runArbitrary(word), { minLength: 1, maxLength: 6 }),
  });
  return fc.array(block, { minLength: 1, maxLength: 6 }).map((blocks) => ({
    blocks: blocks.map(({ kind, runs }): Block => {
      if (kind.type === 'code-block') {
        return { kind, runs: [{ text: runs.map((r) => r.words.join(' ')).join('\n'), marks: {} }] };
      }
      return {
        kind,
        runs: normalizeRuns(
          runs.map((run, i) => {
            const separator = i === 0 ? '' : run.lineBreak === 0 && !run.marks.code ? '\n' : ' ';
            return { text: separator + run.words.join(' '), marks: run.marks };
          }),
        ),
      };
    }),
  }));
}

/** Unique words (w0, w1, …) so that each word of a selection can be followed. */
export function uniqueWords(selection: FormattedSelection): FormattedSelection {
  let next = 0;
  return {
    blocks: selection.blocks.map((block) => ({
      kind: block.kind,
      runs: block.runs.map((run) => ({
        text: run.text.replace(/[\p{L}\p{N}]+/gu, () => `w${next++}`),
        marks: run.marks,
      })),
    })),
  };
}

export type WordEdit =
  { op: 'drop' } | { op: 'replace' } | { op: 'insert' } | { op: 'swap' } | { op: 'keep' };

export const editsArbitrary = fc.array(
  fc.constantFrom<WordEdit>(
    { op: 'drop' },
    { op: 'replace' },
    { op: 'insert' },
    { op: 'swap' },
    { op: 'keep' },
    { op: 'keep' },
  ),
  { maxLength: 200 },
);
