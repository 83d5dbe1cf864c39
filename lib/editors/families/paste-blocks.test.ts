// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ckeditor5ListPaste } from './ckeditor5-list-paste';
import { slateListPaste } from './slate-list-paste';
import { fragmentOf, htmlOf, rangeInEditor } from '../testing/paste-fixture';

// The list pastes' common part (paste-blocks.ts), through both editors that use it.
const PASTES = [
  ['Slate', slateListPaste],
  ['CKEditor 5', ckeditor5ListPaste],
] as const;

describe.each(PASTES)("%s's list paste from a nested item", (_, listPaste) => {
  it("joins its parent item's text and its list's earlier items to the fragment's", () => {
    const { root, range } = rangeInEditor(
      '<p>Before.</p><ul><li>Plan<ul><li>Lint</li><li>We <b>ship</b></li></ul></li>' +
        '<li>Review</li></ul><p>After.</p>',
      'We',
      'After.',
    );
    const pasted = listPaste(
      root,
      range,
      fragmentOf('<ul><li><ul><li>We <b>ship</b> it</li></ul></li><li>Review</li></ul><p>T.</p>'),
    );
    expect(htmlOf(pasted)).toBe(
      '<p></p><ul><li>Plan<ul><li>Lint</li><li>We <b>ship</b> it</li></ul></li>' +
        '<li>Review</li></ul><p>T.</p>',
    );
    expect(range.toString()).toBe('PlanLintWe shipReviewAfter.');
    // The editor's own list is untouched (its items are copied).
    expect(root.querySelectorAll('li')).toHaveLength(4);
  });

  it('from a list right after a quote: starts at the paragraph before the quote, the quote again', () => {
    const { root, range } = rangeInEditor(
      '<p>Start.</p><blockquote><p>Q <i>q</i></p></blockquote><ul><li>A</li><li>B</li></ul>' +
        '<p>T.</p>',
      'B',
      'T.',
    );
    const pasted = listPaste(root, range, fragmentOf('<ul><li>B</li></ul><p>T.</p>'));
    expect(htmlOf(pasted)).toBe(
      '<p></p><blockquote><p>Q <i>q</i></p></blockquote><ul><li>A</li><li>B</li></ul><p>T.</p>',
    );
    expect([range.startContainer, range.startOffset]).toEqual([root.firstChild!.firstChild, 6]);
    expect(range.toString()).toBe('Q qABT.');
    // The editor's own quote is untouched (copied).
    expect(root.querySelector('blockquote')!.textContent).toBe('Q q');
  });

  it('leaves a list after a quote with no paragraph or heading before it as it is', () => {
    const html = '<blockquote><p>Q</p></blockquote><ul><li>A</li><li>B</li></ul><p>T.</p>';
    const { root, range } = rangeInEditor(html, 'B', 'T.');
    const fragment = fragmentOf('<ul><li>B</li></ul><p>T.</p>');
    expect(listPaste(root, range, fragment)).toBe(fragment);
    expect(range.startContainer.textContent).toBe('B');
  });
});
