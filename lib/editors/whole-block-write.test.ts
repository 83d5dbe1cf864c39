// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readTextMap } from './text-map';
import { wholeBlockWrite } from './whole-block-write';

function write(html: string, selected: string, inline: string): string {
  document.body.innerHTML = `<div id="b" contenteditable="true">${html}</div>`;
  const root = document.getElementById('b')!;
  const text = readTextMap(root).text;
  const start = text.indexOf(selected);
  const fragment = document.createRange().createContextualFragment(inline);
  const { range, fragment: whole } = wholeBlockWrite(
    root,
    { start, end: start + selected.length },
    fragment,
  );
  expect([range.startContainer, range.startOffset]).toEqual([root, 0]);
  expect([range.endContainer, range.endOffset]).toEqual([root, root.childNodes.length]);
  const out = document.createElement('div');
  out.append(whole);
  return out.innerHTML;
}

describe('wholeBlockWrite', () => {
  it('puts the block’s own content before and after the span around the rewrite', () => {
    expect(
      write(
        'Then we <i>utilize the new</i> flow to leverage it here.',
        'utilize the new flow to leverage',
        '<i>use the new</i> flow to use',
      ),
    ).toBe('Then we <i>use the new</i> flow to use it here.');
  });

  it('keeps a mark the span starts or ends inside, on the words outside the span', () => {
    expect(
      write('A <b>bold word</b> and <a href="https://e.x/">a link</a>.', 'word and a', 'term or a'),
    ).toBe('A <b>bold </b>term or a<a href="https://e.x/"> link</a>.');
  });

  it('leaves no empty element or text where the span starts or ends at a mark’s edge', () => {
    expect(write('Then we <b>utilize it</b> here', 'utilize it', '<b>use it</b>')).toBe(
      'Then we <b>use it</b> here',
    );
  });

  it('keeps line breaks before and after', () => {
    expect(write('One<br>two three<br>four', 'three', 'trio')).toBe('One<br>two trio<br>four');
  });

  it('spells a <code> of the rewrite as the block’s own <code> of that text', () => {
    const selected = 'utilize it, then run git commit';
    const rewrite = 'use it, then run <code class="inline-code">git commit</code>';
    expect(write('We utilize it, then run <code>git commit</code>.', selected, rewrite)).toBe(
      'We use it, then run <code>git commit</code>.',
    );
    expect(
      write(
        'We utilize it, then run <code class="inline-code">git commit</code>.',
        selected,
        rewrite,
      ),
    ).toBe('We use it, then run <code class="inline-code">git commit</code>.');
  });

  it('keeps the tool’s class on a <code> the block did not hold', () => {
    expect(
      write(
        'Run <code>npm ci</code> to utilize it',
        'utilize it',
        '<code class="inline-code">use</code> it',
      ),
    ).toBe('Run <code>npm ci</code> to <code class="inline-code">use</code> it');
  });
});
