// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { digestOf } from './digest';
import type { FormattedSelection } from './model';
import { renderDelta } from './render-delta';
import { renderHtml } from './render-html';
import { isSafeHref, isSafeLinkAttribute } from './safe-href';

const link = { href: 'https://example.com/a', attributes: { title: 'A', onclick: 'x()' } };
const selection: FormattedSelection = {
  blocks: [
    { kind: { type: 'heading', level: 3 }, runs: [{ text: 'Title', marks: {} }] },
    {
      kind: { type: 'paragraph' },
      runs: [
        { text: 'a <b>x</b> ', marks: {} },
        { text: 'linked ', marks: { link } },
        { text: 'bold', marks: { link, bold: true } },
        { text: '\nnext', marks: {} },
      ],
    },
    {
      kind: { type: 'list-item', ordered: true, depth: 0, start: 4 },
      runs: [{ text: 'four', marks: {} }],
    },
    {
      kind: { type: 'list-item', ordered: false, depth: 1, start: 1 },
      runs: [{ text: 'in', marks: {} }],
    },
    { kind: { type: 'quote' }, runs: [{ text: 'q1', marks: {} }] },
    { kind: { type: 'quote' }, runs: [{ text: 'q2', marks: { code: true } }] },
    {
      kind: { type: 'paragraph' },
      runs: [{ text: 'bad', marks: { link: { href: ' java\tscript:alert(1)', attributes: {} } } }],
    },
  ],
};

describe('renderHtml', () => {
  it('builds the blocks with DOM APIs: text stays text, one <a> per link, safe attributes only', () => {
    const host = document.createElement('div');
    host.appendChild(renderHtml(document, selection));
    expect(host.innerHTML).toBe(
      '<h3>Title</h3>' +
        '<p>a &lt;b&gt;x&lt;/b&gt; <a title="A" href="https://example.com/a">linked <strong>bold</strong></a><br>next</p>' +
        '<ol start="4"><li>four<ul><li>in</li></ul></li></ol>' +
        '<blockquote><p>q1</p><p><code>q2</code></p></blockquote>' +
        '<p>bad</p>',
    );
  });
});

describe("renderHtml with an editor's own tags", () => {
  it('spells the marks it names as given (Editor.js saves <b>, <i>), the rest as usual', () => {
    const host = document.createElement('div');
    host.appendChild(renderHtml(document, selection, { bold: 'b', italic: 'i' }));
    expect(host.querySelector('p')!.innerHTML).toBe(
      'a &lt;b&gt;x&lt;/b&gt; <a title="A" href="https://example.com/a">linked <b>bold</b></a><br>next',
    );
    expect(host.querySelectorAll('strong, em')).toHaveLength(0);
    expect(host.querySelector('blockquote code')).not.toBeNull();
  });
});

describe('renderDelta', () => {
  it('gives Quill ops with inline and line attributes', () => {
    expect(renderDelta(selection)).toEqual([
      { insert: 'Title' },
      { insert: '\n', attributes: { header: 3 } },
      { insert: 'a <b>x</b> ' },
      { insert: 'linked ', attributes: { link: 'https://example.com/a' } },
      { insert: 'bold', attributes: { bold: true, link: 'https://example.com/a' } },
      { insert: '\n' },
      { insert: 'next' },
      { insert: '\n' },
      { insert: 'four' },
      { insert: '\n', attributes: { list: 'ordered' } },
      { insert: 'in' },
      { insert: '\n', attributes: { list: 'bullet', indent: 1 } },
      { insert: 'q1' },
      { insert: '\n', attributes: { blockquote: true } },
      { insert: 'q2', attributes: { code: true } },
      { insert: '\n', attributes: { blockquote: true } },
      { insert: 'bad' },
      { insert: '\n' },
    ]);
  });
});

describe('digestOf', () => {
  it('lists kinds, words and the words each mark covers', () => {
    expect(digestOf(selection).split('\n').slice(0, 4)).toEqual([
      'h3: Title',
      'paragraph: a b x b linked bold next [bold 5-5; link<https://example.com/a> 4-5]',
      'ol(4)/0: four',
      'ul/1: in',
    ]);
  });
});

describe('isSafeHref', () => {
  it('keeps http(s), mailto and relative addresses, nothing else', () => {
    for (const href of [
      'https://a.b/c',
      'HTTP://x',
      'mailto:a@b.c',
      '/p?q',
      'page#x',
      '#top',
      '',
    ]) {
      expect(isSafeHref(href)).toBe(true);
    }
    for (const href of [
      'javascript:alert(1)',
      ' jav\nascript:x',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(isSafeHref(href)).toBe(false);
    }
    expect(isSafeLinkAttribute('title')).toBe(true);
    expect(isSafeLinkAttribute('onmouseover')).toBe(false);
    expect(isSafeLinkAttribute('style')).toBe(false);
  });
});
