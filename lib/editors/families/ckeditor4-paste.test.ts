// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { ckeditor4Paste } from './ckeditor4-paste';

let root: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = '<div id="r"><p>One two. Three</p><p>Four five six.</p></div>';
  root = document.getElementById('r')!;
});

/** A range from `a` in paragraph `p` to `b` in paragraph `q` (offsets in their text). */
function rangeOf(p: number, a: number, q: number, b: number): Range {
  const ps = root.querySelectorAll('p');
  const range = document.createRange();
  range.setStart(ps[p]!.firstChild!, a);
  range.setEnd(ps[q]!.firstChild!, b);
  return range;
}

describe('ckeditor4Paste', () => {
  it('pastes two lines as a leading run and the last line with the rest of its block', () => {
    const paste = ckeditor4Paste(root, rangeOf(0, 9, 1, 5), 'New <b>.\nNew ')!;
    // The run takes in ". " before it; the last block takes "five six." with it.
    expect(paste.html).toBe('. New &lt;b&gt;.<p>New five six.</p>');
    expect(paste.range.toString()).toBe('. ThreeFour five six.');
  });

  it('pastes lines between as paragraphs and ends on a run that takes in its neighbours', () => {
    const paste = ckeditor4Paste(root, rangeOf(0, 9, 1, 5), 'A.\nB.\nC ')!;
    expect(paste.html).toBe('. A.<p>B.</p>C f');
    expect(paste.range.toString()).toBe('. ThreeFour f');
  });

  it('keeps one line a run, the spaces beside it inside it', () => {
    const paste = ckeditor4Paste(root, rangeOf(0, 4, 0, 8), 'six.')!;
    expect(paste.html).toBe('e six. T');
    expect(paste.range.toString()).toBe('e two. T');
  });

  it('sends nothing for two lines when the rest of the last block holds markup', () => {
    root.querySelectorAll('p')[1]!.innerHTML = 'Four <strong>five</strong> six.';
    expect(ckeditor4Paste(root, rangeOf(0, 9, 1, 2), 'A.\nB')).toBeNull();
  });
});
