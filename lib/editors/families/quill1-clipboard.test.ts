// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { pasteIntoQuill1, plainParagraphs, quill1Fragment } from './quill1-clipboard';

/** What Quill 1's clipboard does on a paste, synchronously: the focus to its container. */
function quill1Like(): { root: HTMLElement; clipboard: HTMLElement } {
  document.body.innerHTML = `<div class="ql-container"><div class="ql-editor" contenteditable="true">
    <p>One</p></div><div class="ql-clipboard" contenteditable="true" tabindex="-1"></div></div>`;
  const root = document.querySelector<HTMLElement>('.ql-editor')!;
  const clipboard = document.querySelector<HTMLElement>('.ql-clipboard')!;
  root.addEventListener('paste', () => clipboard.focus());
  return { root, clipboard };
}

describe('pasteIntoQuill1', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('puts the content into the container Quill moved the focus to, text as text', () => {
    const { root, clipboard } = quill1Like();
    root.focus();
    const written = pasteIntoQuill1(root, plainParagraphs(document, 'A <b>x</b>\n\nB'));
    expect(written).toBe(true);
    expect(Array.from(clipboard.children, (p) => p.textContent)).toEqual(['A <b>x</b>', '', 'B']);
    // The last line inline (not a paragraph): it joins the text after the selection.
    expect(Array.from(clipboard.children, (p) => p.tagName)).toEqual(['P', 'P', 'SPAN']);
    expect(clipboard.querySelector('b')).toBeNull();
    expect(clipboard.children[1]!.innerHTML).toBe('<br>');
    // Spaces at a line's ends survive Quill's text matcher only in a pre-wrap span.
    expect(clipboard.querySelector('span')?.style.whiteSpace).toBe('pre-wrap');
  });

  it('puts nothing anywhere when the editor did not take the paste', () => {
    const { root, clipboard } = quill1Like();
    root.addEventListener('paste', (e) => e.preventDefault(), { capture: true });
    root.focus();
    expect(pasteIntoQuill1(root, plainParagraphs(document, 'A'))).toBe(false);
    expect(clipboard.childNodes).toHaveLength(0);
  });

  it('refuses an editor without a clipboard container (Quill 2)', () => {
    document.body.innerHTML = '<div><div class="ql-editor" contenteditable="true"></div></div>';
    const root = document.querySelector<HTMLElement>('.ql-editor')!;
    expect(pasteIntoQuill1(root, plainParagraphs(document, 'A'))).toBe(false);
  });
});

describe('quill1Fragment', () => {
  const fragmentOf = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return quill1Fragment(template.content);
  };
  const htmlOf = (fragment: DocumentFragment) => {
    const box = document.createElement('div');
    box.append(fragment);
    return box.innerHTML.replace(/ style="margin: 0(px)?;"/g, '');
  };

  it('puts the last list item inline, after its list, and leaves the other blocks', () => {
    const out = fragmentOf('<h2>T</h2><p>A <b>b</b></p><ul><li>one</li><li>two <i>x</i></li></ul>');
    expect(htmlOf(out)).toBe('<h2>T</h2><p>A <b>b</b></p><ul><li>one</li></ul>two <i>x</i>');
  });

  it('drops a list the last item was alone in, and reaches a nested last item', () => {
    expect(htmlOf(fragmentOf('<p>A</p><ul><li>only</li></ul>'))).toBe('<p>A</p>only');
    expect(htmlOf(fragmentOf('<ul><li>a<ul><li>deep</li></ul></li></ul>'))).toBe(
      '<ul><li>a</li></ul>deep',
    );
  });

  it('takes every block margin off (its matchers read a gap as an empty line)', () => {
    const out = fragmentOf('<h2>T</h2><p>A</p><ul><li>one</li><li>two</li></ul>');
    const blocks = [...out.querySelectorAll<HTMLElement>('h2, p, ul, li')];
    expect(blocks.length).toBe(4);
    expect(blocks.every((block) => block.style.margin === '0px')).toBe(true);
  });
});
