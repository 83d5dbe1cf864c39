// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { readEditableText, readTextMap } from './text-map';

function root(html: string): HTMLElement {
  document.body.innerHTML = `<div id="r" contenteditable="true">${html}</div>`;
  return document.getElementById('r') as HTMLElement;
}

describe('readEditableText', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('puts one newline per block boundary and ignores source indentation', () => {
    expect(readEditableText(root('\n  <p>One two</p>\n  <p>Three</p>\n'))).toBe('One two\nThree');
  });

  it('reads <br> as a newline but not a block-final placeholder <br>', () => {
    expect(readEditableText(root('<p>a<br>b</p><p>c<br></p><p>d</p>'))).toBe('a\nb\nc\nd');
  });

  it('keeps an empty paragraph as an empty line', () => {
    expect(readEditableText(root('<p>a</p><p><br></p><p>b</p>'))).toBe('a\n\nb');
  });

  it('collapses whitespace and reads nbsp as a space', () => {
    expect(readEditableText(root('<p>  a \n  b&nbsp;&nbsp;c  </p>'))).toBe('a b  c');
  });

  it('keeps inline formatting inline', () => {
    expect(readEditableText(root('<p>a <b>bold</b> <i>word</i>.</p>'))).toBe('a bold word.');
  });

  it('skips script and style', () => {
    expect(readEditableText(root('<p>a<style>p{}</style><script>x</script>b</p>'))).toBe('ab');
  });
});

describe('readTextMap offsets and points', () => {
  it('maps text-node points to offsets across blocks', () => {
    const r = root('<p>abc</p><p>def</p>');
    const map = readTextMap(r);
    const [p1, p2] = Array.from(r.querySelectorAll('p'));
    expect(map.offsetOf(p1!.firstChild!, 1)).toBe(1);
    expect(map.offsetOf(p2!.firstChild!, 2)).toBe(6);
    expect(map.text.slice(1, 6)).toBe('bc\nde');
  });

  it('maps element points to the start of the child, after the block break', () => {
    const r = root('<p>abc</p><p>def</p>');
    const map = readTextMap(r);
    expect(map.offsetOf(r, 1)).toBe(4);
    expect(map.offsetOf(r, 2)).toBe(7);
  });

  it('turns offsets back into points that select the same text', () => {
    const r = root('<p>abc</p><p>d<b>e</b>f</p>');
    const map = readTextMap(r);
    for (const [s, e] of [
      [1, 6],
      [0, 7],
      [4, 5],
      [5, 6],
    ] as const) {
      const start = map.pointAt(s, 'forward');
      const end = map.pointAt(e, 'backward');
      expect([map.offsetOf(start.node, start.offset), map.offsetOf(end.node, end.offset)]).toEqual([
        s,
        e,
      ]);
    }
  });

  it('selects up to a collapsible space without dropping the last character', () => {
    // Normal white-space (CKEditor, TinyMCE, plain contenteditable): "the third paragraph".
    const r = root('<p>In order to finish, the third paragraph.</p>');
    const map = readTextMap(r);
    const text = r.querySelector('p')!.firstChild!;
    const end = map.text.indexOf(' paragraph');
    const point = map.pointAt(end, 'backward');
    expect([point.node, point.offset]).toEqual([text, end]);
    const start = map.pointAt(end, 'forward');
    expect(map.offsetOf(start.node, start.offset)).toBe(end);
  });

  it('ends a range before a run of spaces and starts it after them', () => {
    const r = root('<p>ab   cd</p>');
    const map = readTextMap(r);
    expect(map.text).toBe('ab cd');
    expect(map.pointAt(2, 'backward').offset).toBe(2);
    expect(map.pointAt(3, 'forward').offset).toBe(5);
  });

  it('keeps a range start before a paragraph break out of the next paragraph', () => {
    // Source indentation at the start of a block is not text: no caret there.
    const r = root('<p>xyz</p><p>\n  abc</p>');
    const map = readTextMap(r);
    expect(map.text).toBe('xyz\nabc');
    const [p1] = Array.from(r.querySelectorAll('p'));
    expect(map.pointAt(3, 'forward')).toEqual({ node: p1!.firstChild, offset: 3 });
  });

  it('reads a point after a text node’s last space as after it when content follows', () => {
    // A drag from the start of the bold word can start at the end of "we ", past its space.
    const r = root('<h2>Then we <b>utilize it</b> here </h2><p>x</p>');
    const map = readTextMap(r);
    const [before, bold] = [r.querySelector('h2')!.firstChild!, r.querySelector('b')!.firstChild!];
    expect(map.offsetOf(before, 8)).toBe(8);
    expect(map.offsetOf(bold, 0)).toBe(8);
    // A space no content follows in its block is no text: a point after it is the block's end.
    const after = r.querySelector('b')!.nextSibling!;
    expect(map.offsetOf(after, 6)).toBe(map.text.indexOf('\n'));
  });

  it('forward affinity lands in the next node at an inline boundary', () => {
    const r = root('<p>ab<b>cd</b></p>');
    const point = readTextMap(r).pointAt(2, 'forward');
    expect(point.node.textContent).toBe('cd');
    expect(point.offset).toBe(0);
  });
});
