// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tinymcePaste } from './tinymce-paste';
import { fragmentOf, htmlOf, rangeInEditor } from '../testing/paste-fixture';

/** The range's start as (text of its node, offset). */
const startOf = (range: Range) => [range.startContainer.textContent, range.startOffset];

describe("TinyMCE's formatted paste, shaped", () => {
  it('one paragraph with a line break: inline, over the whole paragraph as it is', () => {
    const html = '<p>Before.</p><p>Leverage it,<br>and utilize it.</p><p>After.</p>';
    const { root, range } = rangeInEditor(html, 'Leverage', 'utilize it.');
    const pasted = tinymcePaste(root, range, fragmentOf('<p>Draw on it,<br>and use it.</p>'));
    // Before, the range started at "Before."'s end and TinyMCE joined the paragraph to it.
    expect(htmlOf(pasted)).toBe('Draw on it,<br>and use it.');
    expect(startOf(range)).toEqual(['Leverage it,', 0]);
  });

  it('over whole blocks: starts at the end of the paragraph before, the fragment as it is', () => {
    const { root, range } = rangeInEditor(
      '<p>Before <b>it</b> here</p><h2>Title</h2><ul><li>One</li></ul><p>After.</p>',
      'Title',
      'One',
    );
    const fragment = fragmentOf('<h2>New title</h2><ul><li>Uno</li></ul>');
    const pasted = tinymcePaste(root, range, fragment);
    expect(htmlOf(pasted)).toBe('<h2>New title</h2><ul><li>Uno</li></ul>');
    expect(startOf(range)).toEqual([' here', ' here'.length]);
    expect(range.endContainer.textContent).toBe('One');
  });

  it("from a list's second item: the items before again at the head of the list, from before the list", () => {
    const { root, range } = rangeInEditor(
      '<p>Before.</p><ul><li>Plan <i>the</i> week</li><li>We leverage</li><li>Review</li></ul>' +
        '<p>The team will utilize it.</p>',
      'We leverage',
      'utilize it.',
    );
    const fragment = fragmentOf(
      '<ul><li>We draw on</li><li>Review</li></ul><p>The team uses it.</p>',
    );
    const pasted = tinymcePaste(root, range, fragment);
    expect(htmlOf(pasted)).toBe(
      '<ul><li>Plan <i>the</i> week</li><li>We draw on</li><li>Review</li></ul><p>The team uses it.</p>',
    );
    expect(htmlOf(fragment)).toBe(
      '<ul><li>We draw on</li><li>Review</li></ul><p>The team uses it.</p>',
    );
    expect(startOf(range)).toEqual(['Before.', 'Before.'.length]);
  });

  it('leaves a range starting inside a block, after a list, or at the first block alone', () => {
    const cases = [
      ['<p>Keep this. Old words.</p><p>Next.</p>', 'Old words', 'Next.'],
      ['<ul><li>One</li></ul><p>Title</p><p>Next.</p>', 'Title', 'Next.'],
      ['<h2>Title</h2><p>Next.</p>', 'Title', 'Next.'],
    ] as const;
    for (const [html, from, to] of cases) {
      const { root, range } = rangeInEditor(html, from, to);
      const before = startOf(range);
      const fragment = fragmentOf('<p>New.</p>');
      expect(htmlOf(tinymcePaste(root, range, fragment))).toBe('<p>New.</p>');
      expect(startOf(range)).toEqual(before);
    }
  });

  it('pastes a mid-list selection as it is when the fragment does not open with that list', () => {
    const { root, range } = rangeInEditor(
      '<ol><li>One</li><li>Two</li></ol><p>Three.</p>',
      'Two',
      'Three.',
    );
    const fragment = fragmentOf('<ul><li>Deux</li></ul><p>Trois.</p>');
    expect(tinymcePaste(root, range, fragment)).toBe(fragment);
    expect(startOf(range)).toEqual(['Two', 0]);
  });

  describe("from the editor's first block, over whole blocks with a paragraph after", () => {
    const FIRST = '<h2>Title</h2><p>Body.</p><ul><li>One</li></ul><p>After.</p>';
    const endOf = (range: Range) => [range.endContainer.textContent, range.endOffset];
    afterEach(() => vi.restoreAllMocks());

    it("in Gecko: ends at the paragraph after's start", () => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
        'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
      );
      const { root, range } = rangeInEditor(FIRST, 'Title', 'One');
      const pasted = tinymcePaste(root, range, fragmentOf('<h2>T</h2><ul><li>Uno</li></ul>'));
      expect(htmlOf(pasted)).toBe('<h2>T</h2><ul><li>Uno</li></ul>');
      expect(startOf(range)).toEqual(['Title', 0]);
      expect(endOf(range)).toEqual(['After.', 0]);
      // A heading after: at its start too (measured, TinyMCE 8 in Firefox).
      const heading = rangeInEditor(
        FIRST.replace('<p>After.</p>', '<h2>After.</h2>'),
        'Title',
        'One',
      );
      tinymcePaste(heading.root, heading.range, fragmentOf('<p>New.</p>'));
      expect(endOf(heading.range)).toEqual(['After.', 0]);
      // Not inside a block, not before a list, not from a list that is the first block.
      for (const [html, to] of [
        [FIRST, 'On'],
        [FIRST.replace('<p>After.</p>', '<ul><li>After.</li></ul>'), 'One'],
        ['<ul><li>One</li></ul><p>After.</p>', 'One'],
      ] as const) {
        const other = rangeInEditor(html, html.startsWith('<ul>') ? 'One' : 'Title', to);
        tinymcePaste(other.root, other.range, fragmentOf('<p>New.</p>'));
        expect(other.range.endContainer.textContent).not.toBe('After.');
      }
    });

    it('elsewhere (Chromium): as it is', () => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0',
      );
      const { root, range } = rangeInEditor(FIRST, 'Title', 'One');
      tinymcePaste(root, range, fragmentOf('<h2>T</h2><ul><li>Uno</li></ul>'));
      expect(endOf(range)).toEqual(['One', 3]);
    });
  });
});
