// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { seamWrite } from './seam-write';

/** Selects `from`..end of `to` (each inside one text node) and runs seamWrite with `html`. */
function seam(content: string, from: string, to: string, html: string) {
  document.body.innerHTML = `<div id="e" contenteditable="true">${content}</div>`;
  const root = document.getElementById('e')!;
  const find = (needle: string): [Text, number] => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const at = (n as Text).data.indexOf(needle);
      if (at >= 0) return [n as Text, at];
    }
    throw new Error(needle);
  };
  const [a, ao] = find(from);
  const [b, bo] = find(to);
  const range = document.createRange();
  range.setStart(a, ao);
  range.setEnd(b, bo + to.length);
  const fragment = document.createRange().createContextualFragment(html);
  const out = seamWrite(root, range, fragment);
  if (!out) return null;
  const holder = document.createElement('div');
  holder.append(out.fragment);
  const block = out.range.startContainer as Element;
  expect([out.range.startOffset, out.range.endOffset]).toEqual([0, block.childNodes.length]);
  return { block: block.outerHTML, html: holder.innerHTML };
}

describe('seamWrite', () => {
  it('ending before a space: the paragraph whole, its rest cloned after the rewrite', () => {
    expect(
      seam(
        '<p>We <b>utilize</b> it daily and <i>well</i>.</p>',
        'We',
        'daily',
        '<p>We <strong>use</strong> it daily</p>',
      ),
    ).toEqual({
      block: '<p>We <b>utilize</b> it daily and <i>well</i>.</p>',
      html: 'We <strong>use</strong> it daily and <i>well</i>.',
    });
  });

  it('starting after a space, inside a mark: what the cut left empty is dropped', () => {
    expect(
      seam('<div><b>So we</b> plan it.</div>', 'we', 'it.', '<div>we <b>plan</b> it.</div>'),
    ).toEqual({ block: '<div><b>So we</b> plan it.</div>', html: '<b>So </b>we <b>plan</b> it.' });
  });

  it('is not for a span with no space beside it, more than one block, or a non-paragraph', () => {
    expect(seam('<p>We plan it.</p>', 'We', 'it', '<p>We do it</p>')).toBeNull();
    expect(seam('<p>We plan it.</p>', 'We', 'it.', '<p>We do it.</p>')).toBeNull();
    expect(seam('<p>A b</p><p>c d</p>', 'b', 'c', '<p>b</p><p>c</p>')).toBeNull();
    expect(seam('<ul><li>We plan it now</li></ul>', 'We', 'it', '<p>We do it</p>')).toBeNull();
    expect(seam('<p>We plan it now</p>', 'We', 'it', '<h2>We do it</h2>')).toBeNull();
    expect(seam('We plan it now', 'We', 'it', '<p>We do it</p>')).toBeNull();
  });
});
