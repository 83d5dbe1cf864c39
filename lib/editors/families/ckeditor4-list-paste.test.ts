// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ckeditor4ListPaste } from './ckeditor4-list-paste';
import { fragmentOf, htmlOf, rangeInEditor } from '../testing/paste-fixture';

const LIST =
  '<p>Before.</p><ul><li>Plan</li><li>We <b>ship</b></li><li>Review</li></ul><p>After.</p>';

describe("CKEditor 4's formatted paste from a list item's start", () => {
  it('one paragraph with a line break: inline (its paste split the paragraph around a <p>)', () => {
    const html = '<p>Leverage it,<br>and utilize it.</p>';
    const { root, range } = rangeInEditor(html, 'it,', 'utilize');
    const pasted = ckeditor4ListPaste(root, range, fragmentOf('<p>it,<br>and <b>use</b></p>'));
    expect(htmlOf(pasted)).toBe('it,<br>and <b>use</b>');
    expect(range.toString()).toBe('it,and utilize');
  });

  it("from the 2nd item: starts before the list, the 1st item pasted again at the fragment's head", () => {
    const { root, range } = rangeInEditor(LIST, 'We', 'After.');
    const fragment = fragmentOf('<ul><li>We <b>ship</b> it</li><li>Review</li></ul><p>Then.</p>');
    const pasted = ckeditor4ListPaste(root, range, fragment);
    expect(htmlOf(pasted)).toBe(
      '<ul><li>Plan</li><li>We <b>ship</b> it</li><li>Review</li></ul><p>Then.</p>',
    );
    expect([range.startContainer, range.startOffset]).toEqual([root, 1]);
    expect(range.toString()).toBe('PlanWe shipReviewAfter.');
    // The editor's own list is untouched (its items are copied).
    expect(root.querySelectorAll('li')).toHaveLength(3);
  });

  it('from the 1st item: starts before the list, nothing to add', () => {
    const { root, range } = rangeInEditor(LIST, 'Plan', 'Review');
    const pasted = ckeditor4ListPaste(root, range, fragmentOf('<ul><li>P</li><li>R</li></ul>'));
    expect(htmlOf(pasted)).toBe('<ul><li>P</li><li>R</li></ul>');
    expect(range.startOffset).toBe(1);
  });

  it('leaves a start inside an item, outside a list, in a nested list or of another kind as it is', () => {
    const cases: [string, string, string][] = [
      [LIST, 'ship', '<ul><li>ship</li></ul>'],
      [LIST, 'Before', '<p>B</p>'],
      [LIST, 'We', '<ol><li>We</li></ol>'],
      ['<ul><li>A<ul><li>Inner</li></ul></li></ul>', 'Inner', '<ul><li>I</li></ul>'],
    ];
    for (const [html, from, paste] of cases) {
      const { root, range } = rangeInEditor(html, from, from);
      const start = [range.startContainer, range.startOffset];
      const fragment = fragmentOf(paste);
      expect(ckeditor4ListPaste(root, range, fragment)).toBe(fragment);
      expect([range.startContainer, range.startOffset]).toEqual(start);
    }
  });
});
