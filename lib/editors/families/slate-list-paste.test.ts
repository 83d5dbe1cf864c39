// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { slateListPaste } from './slate-list-paste';
import { fragmentOf, htmlOf, rangeInEditor } from '../testing/paste-fixture';

const LIST =
  '<p>Before.</p><ul><li>Plan</li><li>We <b>ship</b></li><li>Review</li></ul><p>After.</p>';
const PASTE = '<ul><li>We <b>ship</b> it</li><li>Review</li></ul><p>Then.</p>';

describe("Slate's formatted paste from inside a list", () => {
  it('from the 2nd item: starts at the end of the block before, an empty paragraph, the 1st item again', () => {
    const { root, range } = rangeInEditor(LIST, 'We', 'After.');
    const pasted = slateListPaste(root, range, fragmentOf(PASTE));
    expect(htmlOf(pasted)).toBe(
      '<p></p><ul><li>Plan</li><li>We <b>ship</b> it</li><li>Review</li></ul><p>Then.</p>',
    );
    expect([range.startContainer, range.startOffset]).toEqual([root.firstChild!.firstChild, 7]);
    expect(range.toString()).toBe('PlanWe shipReviewAfter.');
    // The editor's own list is untouched (its items are copied).
    expect(root.querySelectorAll('li')).toHaveLength(3);
  });

  it('from the 1st item: from the block before, no item again', () => {
    const { root, range } = rangeInEditor(LIST, 'Plan', 'After.');
    const pasted = slateListPaste(root, range, fragmentOf(PASTE));
    expect(htmlOf(pasted)).toBe('<p></p>' + PASTE);
    expect(range.toString()).toBe('PlanWe shipReviewAfter.');
  });

  it("from inside an item: the item's words before the range lead the fragment's first item", () => {
    const { root, range } = rangeInEditor(LIST, 'ship', 'After.');
    const pasted = slateListPaste(
      root,
      range,
      fragmentOf('<ul><li><b>ship</b> it</li></ul><p>Then.</p>'),
    );
    // The empty <b> is the clone's edge (the range starts at its text): no words, no leaf.
    expect(htmlOf(pasted)).toBe(
      '<p></p><ul><li>Plan</li><li>We <b></b><b>ship</b> it</li></ul><p>Then.</p>',
    );
  });

  it("a numbered list keeps its own start, not the selected item's number", () => {
    const { root, range } = rangeInEditor(
      '<h2>Steps</h2><ol><li>One</li><li>Two</li></ol><p>After.</p>',
      'Two',
      'After.',
    );
    const pasted = slateListPaste(
      root,
      range,
      fragmentOf('<ol start="2"><li>Two</li></ol><p>A.</p>'),
    );
    expect(htmlOf(pasted)).toBe('<p></p><ol><li>One</li><li>Two</li></ol><p>A.</p>');
    expect(range.toString()).toBe('OneTwoAfter.');
  });

  it("leaves out Slate's zero-width leaves of the items pasted again", () => {
    const { root, range } = rangeInEditor(
      '<p>Before.</p><ul><li>A <a href="x">link</a><span data-slate-zero-width="z">\uFEFF</span>' +
        '</li><li>We ship</li></ul><p>After.</p>',
      'We',
      'After.',
    );
    const pasted = slateListPaste(root, range, fragmentOf(PASTE));
    expect(htmlOf(pasted)).toBe(
      '<p></p><ul><li>A <a href="x">link</a></li><li>We <b>ship</b> it</li><li>Review</li></ul>' +
        '<p>Then.</p>',
    );
  });

  it("as it is: a list that is the editor's first block, an item of several blocks", () => {
    const first = rangeInEditor(LIST.replace('<p>Before.</p>', ''), 'We', 'After.');
    const fragment = fragmentOf(PASTE);
    expect(slateListPaste(first.root, first.range, fragment)).toBe(fragment);
    expect(first.range.startContainer.textContent).toBe('We ');

    const blocks = rangeInEditor(
      '<p>Before.</p><ul><li><p>Tools</p><p>More</p></li><li>Format</li></ul><p>After.</p>',
      'Format',
      'After.',
    );
    const inner = fragmentOf('<ul><li>Format it</li></ul><p>Then.</p>');
    expect(slateListPaste(blocks.root, blocks.range, inner)).toBe(inner);
  });

  it("from a nested item under Slate's item paragraph: that paragraph leads the item again", () => {
    const { root, range } = rangeInEditor(
      '<p>Before.</p><ul><li><p>Tools</p><ul><li>Lint</li><li>Format</li></ul></li></ul>' +
        '<p>After.</p>',
      'Format',
      'After.',
    );
    const pasted = slateListPaste(
      root,
      range,
      fragmentOf('<ul><li><ul><li>Format it</li></ul></li></ul><p>Then.</p>'),
    );
    expect(htmlOf(pasted)).toBe(
      '<p></p><ul><li><p>Tools</p><ul><li>Lint</li><li>Format it</li></ul></li></ul><p>Then.</p>',
    );
  });

  it('a paste of the list alone: its items bare, the range as it is', () => {
    const { root, range } = rangeInEditor(LIST, 'We', 'Review');
    const pasted = slateListPaste(
      root,
      range,
      fragmentOf('<ul><li>We <b>ship</b> it</li><li>Review</li></ul>'),
    );
    expect(htmlOf(pasted)).toBe('<li>We <b>ship</b> it</li><li>Review</li>');
    expect(range.toString()).toBe('We shipReview');
  });

  describe('items only from a nested item', () => {
    const NESTED =
      '<p>Before.</p><ul><li><p>Tools</p><ul><li>Lint</li><li>Format</li></ul></li>' +
      '<li>Ship</li></ul><p>After.</p>';

    it("inside its list: that list's items bare, the range as it is", () => {
      const { root, range } = rangeInEditor(NESTED, 'Lint', 'Format');
      const pasted = slateListPaste(
        root,
        range,
        fragmentOf('<ul><li><ul><li>Lint it</li><li>Format</li></ul></li></ul>'),
      );
      expect(htmlOf(pasted)).toBe('<li>Lint it</li><li>Format</li>');
      expect(range.toString()).toBe('LintFormat');
    });

    it("up to the list's end: from the block before, the parent item's paragraph again", () => {
      const { root, range } = rangeInEditor(NESTED, 'Format', 'Ship');
      const pasted = slateListPaste(
        root,
        range,
        fragmentOf('<ul><li><ul><li>Format it</li></ul></li><li>Ship</li></ul>'),
      );
      expect(htmlOf(pasted)).toBe(
        '<p></p><ul><li><p>Tools</p><ul><li>Lint</li><li>Format it</li></ul></li><li>Ship</li></ul>',
      );
      expect(range.toString()).toBe('ToolsLintFormatShip');
    });

    it('up to a top-level item that does not end the list: as it is', () => {
      const { root, range } = rangeInEditor(
        NESTED.replace('<li>Ship</li>', '<li>Ship</li><li>Rest</li>'),
        'Format',
        'Ship',
      );
      const fragment = fragmentOf('<ul><li><ul><li>Format it</li></ul></li><li>Ship</li></ul>');
      expect(slateListPaste(root, range, fragment)).toBe(fragment);
      expect(range.toString()).toBe('FormatShip');
    });
  });
});
