// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linesAsBlocks } from './insert-paths';

const GECKO = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

/** `html` in a contenteditable root, the selection from `from` to the end of `to`. */
function selected(html: string, from: string, to: string): HTMLElement {
  document.body.innerHTML = `<div id="ed" contenteditable="true">${html}</div>`;
  const root = document.querySelector<HTMLElement>('#ed')!;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
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

describe('linesAsBlocks (Gecko: one insertHTML of the whole blocks)', () => {
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

  it('widens a selection from and to the middle to the whole blocks, keeping what it left', () => {
    gecko();
    const root = selected('<p>A <b>bold</b> one.</p><p>B two.</p><p>C.</p>', 'one.', 'B');
    expect(htmlOf(linesAsBlocks(root, 'x\ny'))).toBe('<p>A <b>bold</b> x</p><p>y two.</p>');
    // The selection now holds the first and last blocks whole (what insertHTML replaces).
    const range = document.getSelection()!.getRangeAt(0);
    expect(range.toString()).toBe('A bold one.B two.');
    expect(range.startContainer).toBe(root.firstChild);
    expect(range.endContainer).toBe(root.childNodes[1]);
  });

  it('is null for one line, and outside Gecko', () => {
    gecko();
    const root = selected('<p>A one.</p><p>B two.</p>', 'A one.', 'B two.');
    expect(linesAsBlocks(root, 'One line.')).toBe(null);
    vi.restoreAllMocks();
    expect(linesAsBlocks(root, 'One.\nTwo.')).toBe(null);
  });
});
