// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linesAsBlocks } from './insert-paths';

const GECKO = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

/** `html` in a contenteditable root, the selection from `from` to the end of `to`. */
function selected(html: string, from: string, to: string): HTMLElement {
  document.body.innerHTML = `<div id="ed" contenteditable="true">${html}</div>`;
  const root = document.querySelector<HTMLElement>('#ed')!;
  const texts = Array.from(root.querySelectorAll('p, div'), (b) => b.firstChild as Text);
  const start = texts.find((t) => t.data.includes(from))!;
  const end = texts.find((t) => t.data.includes(to))!;
  const range = document.createRange();
  range.setStart(start, start.data.indexOf(from));
  range.setEnd(end, end.data.indexOf(to) + to.length);
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
  return root;
}

const htmlOf = (fragment: DocumentFragment | null) => {
  const holder = document.createElement('div');
  if (fragment) holder.append(fragment);
  return fragment ? holder.innerHTML : null;
};

describe('linesAsBlocks (Gecko: one insertHTML of whole blocks)', () => {
  afterEach(() => vi.restoreAllMocks());
  const gecko = () => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(GECKO);

  it("writes whole paragraphs' lines as blocks of their kind, the text as text", () => {
    gecko();
    const root = selected('<p>A one.</p><p>B two.</p><p>C.</p>', 'A one.', 'B two.');
    expect(htmlOf(linesAsBlocks(root, 'One <b>x</b> & y.\n\nTwo.'))).toBe(
      '<p>One &lt;b&gt;x&lt;/b&gt; &amp; y.</p><p><br></p><p>Two.</p>',
    );
    const divs = selected('<div>A one.</div><div>B two.</div>', 'A one.', 'B two.');
    expect(htmlOf(linesAsBlocks(divs, 'One.\nTwo.'))).toBe('<div>One.</div><div>Two.</div>');
  });

  it('leaves a selection from or to the middle of a paragraph to the lines (null)', () => {
    gecko();
    expect(linesAsBlocks(selected('<p>A one.</p><p>B two.</p>', 'one.', 'B two.'), 'x\ny')).toBe(
      null,
    );
    expect(linesAsBlocks(selected('<p>A one.</p><p>B two.</p>', 'A one.', 'B'), 'x\ny')).toBe(null);
  });

  it('is null for one line, and outside Gecko', () => {
    gecko();
    const root = selected('<p>A one.</p><p>B two.</p>', 'A one.', 'B two.');
    expect(linesAsBlocks(root, 'One line.')).toBe(null);
    vi.restoreAllMocks();
    expect(linesAsBlocks(root, 'One.\nTwo.')).toBe(null);
  });
});
