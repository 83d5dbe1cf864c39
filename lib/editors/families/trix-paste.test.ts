// @vitest-environment happy-dom
/**
 * Trix's paste across paragraphs (trix-paste.ts): every line its own block, the last one with
 * the rest of the block the selection ends in (Trix never joins a pasted block to the text
 * after it), the range taken to that block's end; nothing when the rest holds markup.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { trixPaste, trixShapePaste } from './trix-paste';

afterEach(() => void (document.body.innerHTML = ''));

function editor(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.appendChild(root);
  return root;
}

/** A range from `from` in the first block's text to `to` in the second's. */
function across(root: HTMLElement, from: number, to: number, second = 1) {
  const range = document.createRange();
  range.setStart(root.children[0]!.lastChild!, from);
  range.setEnd(root.children[second]!.lastChild!, to);
  return range;
}

describe("Trix's paste across paragraphs", () => {
  it('pastes each line as a block, the last with the rest of its block, up to its end', () => {
    const root = editor(
      '<div>Alpha beta gamma.</div><div>Delta epsilon zeta.</div><div>End.</div>',
    );
    const paste = trixPaste(root, across(root, 6, 13), 'BETA <b>x</b>\nMiddle\nEPS');
    expect(paste!.html).toBe(
      '<div>BETA &lt;b&gt;x&lt;/b&gt;</div><div>Middle</div><div>EPS zeta.</div>',
    );
    expect(paste!.range.toString()).toBe('beta gamma.Delta epsilon zeta.');
    expect(paste!.range.endContainer).toBe(root.children[1]);
  });

  it('keeps the plain paste for one line, and refuses a rest with markup or outside a <div>', () => {
    const root = editor('<div>Alpha beta.</div><div>Delta <strong>bold</strong> tail</div>');
    const range = document.createRange();
    range.setStart(root.children[0]!.firstChild!, 6);
    range.setEnd(root.children[1]!.firstChild!, 5);
    expect(trixPaste(root, range, 'one line')).toBeNull();
    expect(trixPaste(root, range, 'two\nlines')).toBeNull();
    const list = editor('<div>Alpha.</div><ul><li>Item one</li></ul>');
    const toItem = document.createRange();
    toItem.setStart(list.children[0]!.firstChild!, 0);
    toItem.setEnd(list.querySelector('li')!.firstChild!, 4);
    expect(trixPaste(list, toItem, 'two\nlines')).toBeNull();
  });
});

describe("Trix's formatted paste (trixShapePaste)", () => {
  function fragmentOf(html: string) {
    const t = document.createElement('template');
    t.innerHTML = html;
    return t.content;
  }
  it('pastes the block before again, <p> as <div>, and the rest after the range in the last item', () => {
    const root = editor(
      '<div>Before <em>it</em>.</div><h1>Head</h1><ul><li>One</li><li>Two <strong>bold</strong> end</li></ul>',
    );
    const range = document.createRange();
    range.setStart(root.querySelector('h1')!.firstChild!, 0);
    range.setEnd(root.querySelectorAll('li')[1]!.firstChild!, 3);
    const pasted = trixShapePaste(
      root,
      range,
      fragmentOf('<h1>HEAD</h1><p>Para</p><ul><li>ONE</li><li>TWO</li></ul>'),
    );
    const holder = document.createElement('div');
    holder.append(pasted);
    expect(holder.innerHTML).toBe(
      '<div>Before <em>it</em>.</div><h1>HEAD</h1><div>Para</div><ul><li>ONE</li><li>TWO <strong>bold</strong> end</li></ul>',
    );
    expect(range.startContainer).toBe(root.firstChild);
    expect(range.startOffset).toBe(0);
    expect(range.toString()).toBe('Before it.HeadOneTwo bold end');
  });

  it('leaves a range from the first block, or from inside a block, where it starts', () => {
    const root = editor('<h1>Head</h1><div>Text here</div>');
    const range = document.createRange();
    range.setStart(root.querySelector('h1')!.firstChild!, 0);
    range.setEnd(root.children[1]!.firstChild!, 9);
    const holder = document.createElement('div');
    holder.append(trixShapePaste(root, range, fragmentOf('<h1>H</h1><p>T</p>')));
    expect(holder.innerHTML).toBe('<h1>H</h1><div>T</div>');
    expect(range.toString()).toBe('HeadText here');
    range.setStart(root.children[1]!.firstChild!, 5);
    const inside = document.createElement('div');
    inside.append(trixShapePaste(root, range, fragmentOf('<p>HERE</p>')));
    expect(inside.innerHTML).toBe('<div>HERE</div>');
  });
});
