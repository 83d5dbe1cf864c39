// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ckeditor5ListPaste } from './ckeditor5-list-paste';
import { fragmentOf, htmlOf, rangeInEditor } from '../testing/paste-fixture';

const LIST =
  '<p>Before.</p><ul><li>Plan</li><li>We <b>ship</b></li><li>Review</li></ul><p>After.</p>';
const PASTE = '<ul><li>We <b>ship</b> it</li><li>Review</li></ul><p>Then.</p>';

describe("CKEditor 5's formatted paste from inside a list", () => {
  it('from the 2nd item: starts at the end of the block before, an empty paragraph, the 1st item again', () => {
    const { root, range } = rangeInEditor(LIST, 'We', 'After.');
    const pasted = ckeditor5ListPaste(root, range, fragmentOf(PASTE));
    expect(htmlOf(pasted)).toBe(
      '<p></p><ul><li>Plan</li><li>We <b>ship</b> it</li><li>Review</li></ul><p>Then.</p>',
    );
    expect([range.startContainer, range.startOffset]).toEqual([root.firstChild!.firstChild, 7]);
    expect(range.toString()).toBe('PlanWe shipReviewAfter.');
    // The editor's own list is untouched (its items are copied).
    expect(root.querySelectorAll('li')).toHaveLength(3);
  });

  it("from inside an item: the item's words before the range lead the fragment's first item", () => {
    const { root, range } = rangeInEditor(LIST, 'ship', 'After.');
    const pasted = ckeditor5ListPaste(
      root,
      range,
      fragmentOf('<ul><li><b>ship</b> it</li></ul><p>Then.</p>'),
    );
    expect(htmlOf(pasted)).toBe(
      '<p></p><ul><li>Plan</li><li>We <b></b><b>ship</b> it</li></ul><p>Then.</p>',
    );
    expect(range.toString()).toBe('PlanWe shipReviewAfter.');
  });

  it('a numbered list keeps its own start, not the selected item’s number', () => {
    const html = '<h2>Steps</h2><ol><li>One</li><li>Two</li></ol><p>After.</p>';
    const { root, range } = rangeInEditor(html, 'Two', 'After.');
    const pasted = ckeditor5ListPaste(
      root,
      range,
      fragmentOf('<ol start="2"><li>Two</li></ol><p>A.</p>'),
    );
    expect(htmlOf(pasted)).toBe('<p></p><ol><li>One</li><li>Two</li></ol><p>A.</p>');
    expect(range.toString()).toBe('OneTwoAfter.');
  });

  it('leaves a list-only paste, a first-block list, an item of blocks or another kind as it is', () => {
    const cases: [string, string, string][] = [
      [LIST, 'We', '<ul><li>We</li><li>Review</li></ul>'],
      [LIST, 'Before', '<p>B</p><ul><li>P</li></ul>'],
      [LIST, 'We', '<ol><li>We</li></ol><p>T.</p>'],
      ['<ul><li>A</li><li>B</li></ul><p>After.</p>', 'B', PASTE],
      ['<blockquote><p>Q</p></blockquote><ul><li>A</li></ul><p>T.</p>', 'A', PASTE],
      ['<p>P</p><ul><li><p>A</p><p>B</p></li></ul><p>T.</p>', 'B', PASTE],
    ];
    for (const [html, from, paste] of cases) {
      const { root, range } = rangeInEditor(html, from, from);
      const start = [range.startContainer, range.startOffset];
      const fragment = fragmentOf(paste);
      expect(ckeditor5ListPaste(root, range, fragment)).toBe(fragment);
      expect([range.startContainer, range.startOffset]).toEqual(start);
    }
  });
});
