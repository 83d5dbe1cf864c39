// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { seamWrite } from './seam-write';

/** Selects `from`..end of `to` (each inside one text node) and runs seamWrite with `html`. */
function seam(content: string, from: string, to: string, html: string, anyEdge = false) {
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
  const out = seamWrite(root, range, fragment, anyEdge);
  if (!out) return null;
  const holder = document.createElement('div');
  holder.append(out.fragment);
  const where = (n: Node, o: number) =>
    n.nodeType === 1 ? `${(n as Element).outerHTML}@${o}` : `"${n.textContent}"@${o}`;
  const { startContainer, startOffset, endContainer, endOffset } = out.range;
  return {
    block: `${where(startContainer, startOffset)} to ${where(endContainer, endOffset)}`,
    html: holder.innerHTML,
  };
}

describe('seamWrite', () => {
  it('several blocks: each side beside a space taken to its paragraph edge, into its block', () => {
    expect(seam('<p>A b</p><p>c <i>d</i></p>', 'b', 'c', '<p>b</p><p>C</p>')).toEqual({
      block: '<p>A b</p>@0 to <p>c <i>d</i></p>@2',
      html: '<p>A b</p><p>C <i>d</i></p>',
    });
    // A side with no space beside it stays where the range is; a heading's head is not taken.
    expect(seam('<p>A b</p><p>c. d</p>', 'b', 'c', '<p>b</p><p>C</p>')).toEqual({
      block: '<p>A b</p>@0 to "c. d"@1',
      html: '<p>A b</p><p>C</p>',
    });
    expect(seam('<p>A b</p><p>c d</p>', 'b', 'c', '<h2>b</h2><p>C</p>')).toEqual({
      block: '"A b"@2 to <p>c d</p>@1',
      html: '<h2>b</h2><p>C d</p>',
    });
  });

  it('ending before a space: the paragraph whole, its rest cloned after the rewrite', () => {
    expect(
      seam(
        '<p>We <b>utilize</b> it daily and <i>well</i>.</p>',
        'We',
        'daily',
        '<p>We <strong>use</strong> it daily</p>',
      ),
    ).toEqual({
      block:
        '<p>We <b>utilize</b> it daily and <i>well</i>.</p>@0 to <p>We <b>utilize</b> it daily and <i>well</i>.</p>@5',
      html: 'We <strong>use</strong> it daily and <i>well</i>.',
    });
  });

  it('starting after a space, inside a mark: what the cut left empty is dropped', () => {
    expect(
      seam('<div><b>So we</b> plan it.</div>', 'we', 'it.', '<div>we <b>plan</b> it.</div>'),
    ).toEqual({
      block: '<div><b>So we</b> plan it.</div>@0 to <div><b>So we</b> plan it.</div>@2',
      html: '<b>So </b>we <b>plan</b> it.',
    });
  });

  it('is not for a span with no space beside it, or a non-paragraph', () => {
    expect(seam('<p>We plan it.</p>', 'We', 'it', '<p>We do it</p>')).toBeNull();
    expect(seam('<p>We plan it.</p>', 'We', 'it.', '<p>We do it.</p>')).toBeNull();
    expect(seam('<ul><li>We plan it now</li></ul>', 'We', 'it', '<p>We do it</p>')).toBeNull();
    expect(seam('<p>We plan it now</p>', 'We', 'it', '<h2>We do it</h2>')).toBeNull();
    expect(seam('We plan it now', 'We', 'it', '<p>We do it</p>')).toBeNull();
  });

  it('any edge inside a paragraph (Gecko): taken with no space beside it too', () => {
    expect(seam('<p>We plan it daily.</p>', 'We', 'daily', '<p>We do it daily</p>', true)).toEqual({
      block: '<p>We plan it daily.</p>@0 to <p>We plan it daily.</p>@1',
      html: 'We do it daily.',
    });
    expect(seam('<p>So (we <b>plan</b> it)</p>', 'we', 'it)', '<p>we do it)</p>', true)).toEqual({
      block: '<p>So (we <b>plan</b> it)</p>@0 to <p>So (we <b>plan</b> it)</p>@3',
      html: 'So (we do it)',
    });
    // Several blocks: each side's rest carried into its block, no space beside either; not
    // without anyEdge (Chromium writes these as meant).
    expect(seam('<p>A(b</p><p>c. d</p>', 'b', 'c', '<p>b</p><p>C</p>', true)).toEqual({
      block: '<p>A(b</p>@0 to <p>c. d</p>@1',
      html: '<p>A(b</p><p>C. d</p>',
    });
    expect(seam('<p>A(b</p><p>c. d</p>', 'b', 'c', '<p>b</p><p>C</p>')).toBeNull();
    expect(seam('<p>We plan it daily.</p>', 'We', 'daily', '<p>We do it daily</p>')).toBeNull();
    // An edge at the paragraph's own edge is not inside it: nothing to take.
    expect(seam('<p>We plan it.</p>', 'We', 'it.', '<p>We do it.</p>', true)).toBeNull();
  });
});
