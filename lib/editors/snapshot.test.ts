// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readBlockStructure } from './block-text';
import { expectedSnapshot, matchesSnapshot } from './snapshot';
import { readTextMap } from './text-map';

function root(html: string): HTMLElement {
  document.body.innerHTML = `<div contenteditable="true">${html}</div>`;
  return document.body.firstElementChild as HTMLElement;
}

describe('breaks: what each "\\n" of the text is', () => {
  it.each([
    ['<p>a</p><p>b</p>', 'a\nb', 'p'],
    ['<p>a<br>b</p>', 'a\nb', 'b'],
    ['<p>a<br></p><p>b</p>', 'a\nb', 'p'],
    ['<p>a<br>b</p><p>c</p>', 'a\nb\nc', 'bp'],
    ['<p>a</p><p><br></p><p>b</p>', 'a\n\nb', 'pp'],
  ])('%s reads %j with breaks %j (generic reader and block reader alike)', (html, text, breaks) => {
    expect(readTextMap(root(html))).toMatchObject({ text, breaks });
    expect(readBlockStructure(root(html))).toEqual({ text, breaks });
  });
});

describe('expectedSnapshot and matchesSnapshot', () => {
  const before = { text: 'one two\nthree four\nfive', breaks: 'pp' };
  const across = { start: 4, end: 13 }; // "two\nthree"

  it('a rewrite across paragraphs must come back as paragraphs, not line breaks', () => {
    const wanted = expectedSnapshot(before, across, 'TWO\nTHREE');
    expect(wanted).toEqual({ text: 'one TWO\nTHREE four\nfive', breaks: 'pp' });
    expect(matchesSnapshot({ text: wanted.text, breaks: 'pp' }, wanted)).toBe(true);
    // Gecko's insertText: the same text, the paragraphs merged into one with a <br>.
    expect(matchesSnapshot({ text: wanted.text, breaks: 'bp' }, wanted)).toBe(false);
  });

  it('prefix and suffix keep their own breaks', () => {
    const withBr = { text: 'a\nb c\nd', breaks: 'bp' };
    const wanted = expectedSnapshot(withBr, { start: 3, end: 4 }, 'X');
    expect(wanted.breaks).toBe('bp');
    expect(matchesSnapshot({ text: 'a\nb X\nd', breaks: 'pp' }, wanted)).toBe(false);
  });

  it('inside one paragraph, a line break in the rewrite may be either kind', () => {
    const wanted = expectedSnapshot(before, { start: 0, end: 3 }, 'o\nne');
    expect(wanted.breaks).toBe('?pp');
    expect(matchesSnapshot({ text: wanted.text, breaks: 'bpp' }, wanted)).toBe(true);
    expect(matchesSnapshot({ text: wanted.text, breaks: 'ppp' }, wanted)).toBe(true);
  });

  it('a field without blocks compares the text only; trailing breaks are forgiven', () => {
    expect(matchesSnapshot({ text: 'a\nb\n' }, { text: 'a\nb' })).toBe(true);
    expect(matchesSnapshot({ text: 'a\nb\n', breaks: 'pb' }, { text: 'a\nb', breaks: 'p' })).toBe(
      true,
    );
    expect(matchesSnapshot({ text: 'a\nc', breaks: 'p' }, { text: 'a\nb', breaks: 'p' })).toBe(
      false,
    );
  });
});
