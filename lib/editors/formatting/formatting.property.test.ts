// @vitest-environment happy-dom
/**
 * Issue 25, point 2: random block/mark structures through capture → align → render. Nothing is
 * lost or duplicated, and marks stay on the words the rewrite kept.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRewrite } from './apply-rewrite';
import { digestOf } from './digest';
import { blockText } from './model';
import { apiTextOf, sentBlocks } from './plain-text';
import { editBlock } from './testing/edit-words';
import { editsArbitrary, selectionArbitrary, uniqueWords } from './testing/random-selection';
import { captureAll, editingHost, roundTrip, unwrap } from './testing/capture-html';
import { renderHtml } from './render-html';
import { markedWords } from './testing/word-marks';
import { wordsOf } from './words';

const words = (text: string) => wordsOf(text).map((w) => text.slice(w.start, w.end));

describe('capture → align → render (property)', () => {
  it('capture reads back exactly the model a render wrote', () => {
    fc.assert(
      fc.property(selectionArbitrary(), (selection) => {
        expect(roundTrip(selection)).toEqual(selection);
      }),
      { numRuns: 100 },
    );
  });

  it('an unchanged rewrite gives back the same blocks, words and marks', () => {
    fc.assert(
      fc.property(selectionArbitrary(), (selection) => {
        const captured = roundTrip(selection);
        const result = unwrap(applyRewrite(captured, apiTextOf(captured)));
        expect(result.unplaced).toEqual([]);
        expect(digestOf(result.selection)).toBe(digestOf(selection));
      }),
      { numRuns: 100 },
    );
  });

  it('after random word edits, no word is lost or duplicated and kept words keep their marks', () => {
    fc.assert(
      fc.property(selectionArbitrary(), editsArbitrary, (generated, edits) => {
        const selection = roundTrip(uniqueWords(generated));
        const sent = sentBlocks(selection);
        const rewrite = sent
          .map((index, k) => editBlock(selection.blocks[index]!.runs, edits, k))
          .join('\n\n');
        const result = unwrap(applyRewrite(selection, rewrite));
        const host = editingHost();
        host.appendChild(renderHtml(document, result.selection));
        const written = captureAll(host);
        expect(digestOf(written)).toBe(digestOf(result.selection));
        const sentWords = markedWords(written, false).map((w) => w.word);
        expect(sentWords).toEqual(words(rewrite));
        const before = new Map(markedWords(selection).map((w) => [w.word, w.marks]));
        for (const { word, marks } of markedWords(written)) {
          const had = before.get(word);
          if (had) expect([...marks].sort()).toEqual([...had].sort());
        }
        const codeBlocks = (s: typeof selection) =>
          s.blocks.filter((b) => b.kind.type === 'code-block').map(blockText);
        expect(codeBlocks(written)).toEqual(codeBlocks(selection));
      }),
      { numRuns: 100 },
    );
  });

  it('when the provider merges or splits paragraphs, no word is lost or duplicated', () => {
    fc.assert(
      fc.property(selectionArbitrary(), fc.boolean(), (generated, merge) => {
        const selection = roundTrip(uniqueWords(generated));
        const text = apiTextOf(selection);
        const rewrite = merge
          ? text.replace(/\n+/g, ' ')
          : text.replace(/ /g, (space, at: number) => (at % 7 === 0 ? '\n\n' : space));
        const result = unwrap(applyRewrite(selection, rewrite));
        expect(markedWords(result.selection, false).map((w) => w.word)).toEqual(words(rewrite));
        // And what the editor gets: rendered and captured back, the same words, once each.
        const host = editingHost();
        host.appendChild(renderHtml(document, result.selection));
        const written = captureAll(host);
        expect(digestOf(written)).toBe(digestOf(result.selection));
        expect(markedWords(written, false).map((w) => w.word)).toEqual(words(rewrite));
      }),
      { numRuns: 100 },
    );
  });
});
