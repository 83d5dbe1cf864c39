// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { captureRange } from './capture-dom';
import { blockText } from './model';
import { captureHtml, editingHost } from './testing/capture-html';
import { SAMPLE_HTML } from './testing/sample-passage';

describe('captureRange', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the issue passage: heading, marks, link with its attributes, code, list', () => {
    const { blocks } = captureHtml(SAMPLE_HTML);
    expect(blocks.map((b) => b.kind.type)).toEqual([
      'heading',
      'paragraph',
      'list-item',
      'list-item',
      'list-item',
    ]);
    const marked = blocks[1]!.runs.filter((r) => Object.keys(r.marks).length);
    expect(marked).toEqual([
      { text: 'utilize the new flow', marks: { bold: true } },
      { text: 'really', marks: { italic: true } },
      {
        text: 'the setup guide',
        marks: { link: { href: 'https://example.com/setup', attributes: { title: 'Setup' } } },
      },
      { text: 'git commit --amend', marks: { code: true } },
    ]);
  });

  it('reads style-based marks, and a Google Docs <b style="font-weight:normal"> as not bold', () => {
    const { blocks } = captureHtml(
      '<b style="font-weight:normal" id="docs-internal-guid-1"><p><span style="font-weight:700">A</span> ' +
        '<span style="font-style:italic">b</span> <span style="text-decoration:line-through">c</span> ' +
        '<u>d</u> <s>e</s> <del>f</del> plain</p></b>',
    );
    expect(blocks[0]!.runs).toEqual([
      { text: 'A', marks: { bold: true } },
      { text: ' ', marks: {} },
      { text: 'b', marks: { italic: true } },
      { text: ' ', marks: {} },
      { text: 'c', marks: { strike: true } },
      { text: ' ', marks: {} },
      { text: 'd', marks: { underline: true } },
      { text: ' ', marks: {} },
      { text: 'e', marks: { strike: true } },
      { text: ' ', marks: {} },
      { text: 'f', marks: { strike: true } },
      { text: ' plain', marks: {} },
    ]);
  });

  it("reads Draft.js's CODE style (a span in the monospace family) as inline code", () => {
    const { blocks } = captureHtml(
      '<div><span>run </span><span style="font-family: monospace; overflow-wrap: break-word;">' +
        'git log</span><span style="font-family: Courier New"> now</span></div>',
    );
    expect(blocks[0]!.runs).toEqual([
      { text: 'run ', marks: {} },
      { text: 'git log', marks: { code: true } },
      { text: ' now', marks: {} },
    ]);
  });

  it("reads a newline its CSS keeps as a line break (Draft.js's soft newline), else as a space", () => {
    const { blocks } = captureHtml(
      '<div style="white-space: pre-wrap"><span>Leverage it daily,\nand use it.</span></div>' +
        '<div><span>Plain\nwrapped source.</span></div>',
    );
    expect(blocks.map(blockText)).toEqual([
      'Leverage it daily,\nand use it.',
      'Plain wrapped source.',
    ]);
  });

  it('reads nested lists, numbered lists with their start, quotes, code blocks and line breaks', () => {
    const { blocks } = captureHtml(
      '<ol start="3"><li>three<ul><li>nested</li></ul></li></ol><blockquote><p>said</p></blockquote>' +
        '<pre>let x = 1;\n  y();</pre><p>one<br>two  \n three</p>',
    );
    expect(blocks).toEqual([
      {
        kind: { type: 'list-item', ordered: true, depth: 0, start: 3 },
        runs: [{ text: 'three', marks: {} }],
      },
      {
        kind: { type: 'list-item', ordered: false, depth: 1, start: 1 },
        runs: [{ text: 'nested', marks: {} }],
      },
      { kind: { type: 'quote' }, runs: [{ text: 'said', marks: {} }] },
      { kind: { type: 'code-block' }, runs: [{ text: 'let x = 1;\n  y();', marks: {} }] },
      { kind: { type: 'paragraph' }, runs: [{ text: 'one\ntwo three', marks: {} }] },
    ]);
  });

  it("reads Quill's flat lists (data-list, ql-indent) and code blocks", () => {
    const { blocks } = captureHtml(
      '<ol><li data-list="bullet">a</li><li data-list="ordered" class="ql-indent-1">b</li></ol>' +
        '<div class="ql-code-block-container"><div class="ql-code-block">c()</div></div>',
    );
    expect(blocks.map((b) => b.kind)).toEqual([
      { type: 'list-item', ordered: false, depth: 0, start: 1 },
      { type: 'list-item', ordered: true, depth: 1, start: 1 },
      { type: 'code-block' },
    ]);
  });

  it("reads Draft.js's flat list depth classes (public-DraftStyleDefault-depthN)", () => {
    const item = (depth: number, text: string) =>
      `<li class="public-DraftStyleDefault-unorderedListItem public-DraftStyleDefault-depth${depth}">` +
      `<div><span>${text}</span></div></li>`;
    const { blocks } = captureHtml(
      `<ul>${item(0, 'a')}${item(1, 'b')}${item(2, 'c')}${item(0, 'd')}</ul>`,
    );
    expect(blocks.map((b) => (b.kind.type === 'list-item' ? b.kind.depth : -1))).toEqual([
      0, 1, 2, 0,
    ]);
  });

  it('keeps the list item kind of a selection starting mid-list, and cuts text at the range', () => {
    const host = editingHost();
    host.innerHTML =
      '<p>before</p><ul><li>first item</li><li>second item</li></ul><p>after this</p>';
    const range = document.createRange();
    range.setStart(host.querySelectorAll('li')[1]!.firstChild!, 7);
    range.setEnd(host.querySelectorAll('p')[1]!.firstChild!, 5);
    const result = captureRange(host, range);
    expect(result).toEqual({
      ok: true,
      value: {
        blocks: [
          {
            kind: { type: 'list-item', ordered: false, depth: 0, start: 1 },
            runs: [{ text: 'item', marks: {} }],
          },
          { kind: { type: 'paragraph' }, runs: [{ text: 'after', marks: {} }] },
        ],
      },
    });
  });

  it('skips scripts and styles', () => {
    expect(
      captureHtml('<p>a<script>bad()</script><style>p{}</style> b</p>').blocks[0]!.runs,
    ).toEqual([{ text: 'a b', marks: {} }]);
  });

  it('refuses past its bounds and outside its root', () => {
    const host = editingHost();
    host.innerHTML = '<p>' + '<b>x</b> '.repeat(50) + '</p>';
    const range = document.createRange();
    range.selectNodeContents(host);
    expect(captureRange(host, range, { maxNodes: 40, maxCharacters: 1e6, maxDepth: 50 })).toEqual({
      ok: false,
      error: { code: 'selection-too-large', limit: 'nodes', max: 40 },
    });
    expect(
      captureRange(host, range, { maxNodes: 1e6, maxCharacters: 20, maxDepth: 50 }),
    ).toMatchObject({
      ok: false,
      error: { limit: 'characters' },
    });
    const outside = document.createElement('p');
    document.body.appendChild(outside);
    range.selectNodeContents(outside);
    expect(captureRange(host, range)).toEqual({ ok: false, error: { code: 'range-outside-root' } });
  });

  it('captures 10,000 words with 5,000 marks', () => {
    const host = editingHost();
    const paragraph = document.createElement('p');
    for (let i = 0; i < 5_000; i += 1) {
      const bold = document.createElement('b');
      bold.textContent = `w${i}`;
      paragraph.append(bold, ` v${i} `);
    }
    host.appendChild(paragraph);
    const range = document.createRange();
    range.selectNodeContents(host);
    const result = captureRange(host, range);
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.blocks[0]!.runs.filter((r) => r.marks.bold)).toHaveLength(5_000);
  });
});
