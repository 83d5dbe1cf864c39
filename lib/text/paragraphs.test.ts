import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alignedParagraph, MAX_PARAGRAPHS, paragraphSpans, replaceParagraph } from './paragraphs';

const bodies = (text: string) => paragraphSpans(text)?.map((s) => text.slice(s.start, s.end));

describe('paragraphs of a text', () => {
  it('splits at line breaks with the whitespace around them, keeping spaces inside', () => {
    expect(bodies('One  two.\n\nThree.\r\n  Four\tfive.\nSix.')).toEqual([
      'One  two.',
      'Three.',
      'Four\tfive.',
      'Six.',
    ]);
    expect(bodies('\n\n  Lead and trail.  \n\n')).toEqual(['Lead and trail.']);
    expect(bodies('  \n \n')).toEqual([]);
    expect(bodies('One\u2029Two')).toEqual(['One', 'Two']);
  });

  it('does not offer more than MAX_PARAGRAPHS', () => {
    expect(paragraphSpans(Array(MAX_PARAGRAPHS).fill('p').join('\n'))).toHaveLength(MAX_PARAGRAPHS);
    expect(
      paragraphSpans(
        Array(MAX_PARAGRAPHS + 1)
          .fill('p')
          .join('\n'),
      ),
    ).toBeUndefined();
  });

  it('replacing a paragraph changes only it: nothing lost or doubled at either seam', () => {
    const text = 'First one.\n\nSecond one.\n\nThird one.';
    const spans = paragraphSpans(text)!;
    expect(replaceParagraph(text, spans[1]!, 'NEW')).toBe('First one.\n\nNEW\n\nThird one.');
    expect(replaceParagraph(text, spans[0]!, 'NEW')).toBe('NEW\n\nSecond one.\n\nThird one.');
    expect(replaceParagraph(text, spans[2]!, 'NEW')).toBe('First one.\n\nSecond one.\n\nNEW');
  });

  it('property: the paragraphs and the text between them are the text, each once, in order', () => {
    const word = fc.stringMatching(/^[A-Za-zé.,'!?]{1,8}$/);
    const paragraph = fc.array(word, { minLength: 1, maxLength: 5 }).map((w) => w.join(' '));
    const gap = fc.stringMatching(/^[ \t]{0,2}(\n|\r\n|\n\n)[ \t]{0,2}$/);
    const edge = fc.stringMatching(/^\s{0,3}$/);
    const texts = fc
      .tuple(edge, fc.array(fc.tuple(paragraph, gap), { minLength: 1, maxLength: 8 }), edge)
      .map(([lead, parts, trail]) => ({
        paragraphs: parts.map(([p]) => p),
        text: lead + parts.map(([p, g], i) => (i < parts.length - 1 ? p + g : p)).join('') + trail,
      }));
    fc.assert(
      fc.property(texts, fc.nat(), fc.string(), ({ paragraphs, text }, pick, replacement) => {
        const spans = paragraphSpans(text)!;
        expect(spans.map((s) => text.slice(s.start, s.end))).toEqual(paragraphs);
        const i = pick % spans.length;
        const span = spans[i]!;
        // Itself back gives the text; anything else sits exactly between the same neighbours.
        expect(replaceParagraph(text, span, text.slice(span.start, span.end))).toBe(text);
        const replaced = replaceParagraph(text, span, replacement);
        expect(replaced.slice(0, span.start)).toBe(text.slice(0, span.start));
        expect(replaced.slice(span.start + replacement.length)).toBe(text.slice(span.end));
      }),
    );
  });

  it('aligns a paragraph of the original with the same paragraph of a version only when both have the same paragraphs', () => {
    const original = 'A one.\n\nB two.\n\nC three.';
    const version = 'a uno.\nb dos.\nc tres.';
    const at = alignedParagraph(original, version, 1)!;
    expect(original.slice(at.original.start, at.original.end)).toBe('B two.');
    expect(version.slice(at.version.start, at.version.end)).toBe('b dos.');
    expect(alignedParagraph(original, 'a uno. b dos.\n\nc tres.', 1)).toBeUndefined();
    expect(alignedParagraph('Just one.', 'Only one.', 0)).toBeUndefined();
    expect(alignedParagraph(original, version, 3)).toBeUndefined();
    expect(alignedParagraph(original, version, -1)).toBeUndefined();
    expect(alignedParagraph(original, version, 0.5)).toBeUndefined();
  });
});
