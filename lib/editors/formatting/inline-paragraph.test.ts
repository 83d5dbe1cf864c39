// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { FormattedSelection } from './model';
import { inlineParagraph, renderHtml } from './render-html';

const htmlOf = (fragment: DocumentFragment) => {
  const div = document.createElement('div');
  div.append(fragment);
  return div.innerHTML;
};

const paragraph = (...texts: string[]): FormattedSelection['blocks'][number] => ({
  kind: { type: 'paragraph' },
  runs: texts.map((text, i) => ({ text, marks: i % 2 ? { bold: true } : {} })),
});

describe('inlineParagraph', () => {
  it('gives one paragraph with a line break as its inline content, marks and <br> kept', () => {
    const fragment = renderHtml(document, { blocks: [paragraph('it daily,\nand ', 'use')] });
    expect(htmlOf(inlineParagraph(fragment)!)).toBe('it daily,<br>and <strong>use</strong>');
  });

  it('leaves anything else to the block write: no break, two blocks, a heading', () => {
    const one = renderHtml(document, { blocks: [paragraph('one line')] });
    expect(inlineParagraph(one)).toBeNull();
    const two = renderHtml(document, { blocks: [paragraph('a\nb'), paragraph('c')] });
    expect(inlineParagraph(two)).toBeNull();
    const heading = renderHtml(document, {
      blocks: [{ kind: { type: 'heading', level: 2 }, runs: [{ text: 'a\nb', marks: {} }] }],
    });
    expect(inlineParagraph(heading)).toBeNull();
    const div = renderHtml(document, {
      blocks: [{ kind: { type: 'paragraph', tag: 'div' }, runs: [{ text: 'a\nb', marks: {} }] }],
    });
    expect(inlineParagraph(div)).toBeNull();
  });
});
