// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { draftListPaste } from './draft-paste';

/** The shaped paste's HTML for `html`. */
function shaped(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const out = draftListPaste(document.body, document.createRange(), template.content);
  const box = document.createElement('div');
  box.append(out);
  return box.innerHTML;
}

describe('draftListPaste', () => {
  it('moves a nested list out of its item to just after it, in the same list', () => {
    expect(
      shaped(
        '<p>x</p><ul><li>a<ul><li>b<ol><li>c</li></ol></li><li>d</li></ul></li><li>e</li></ul>',
      ),
    ).toBe('<p>x</p><ul><li>a</li><ul><li>b</li><ol><li>c</li></ol><li>d</li></ul><li>e</li></ul>');
  });

  it("keeps an item's lists in their order", () => {
    expect(shaped('<ul><li>a<ul><li>b</li></ul><ol><li>c</li></ol></li></ul>')).toBe(
      '<ul><li>a</li><ul><li>b</li></ul><ol><li>c</li></ol></ul>',
    );
  });

  it('drops an item that only held a nested list (a selection from a nested item)', () => {
    expect(shaped('<ul><li><ul><li>b</li></ul></li><li>c</li></ul>')).toBe(
      '<ul><ul><li>b</li></ul><li>c</li></ul>',
    );
  });

  it('leaves a fragment without nested lists as it is', () => {
    const html = '<h2>t</h2><ol><li>a <b>b</b></li></ol><blockquote><p>q</p></blockquote>';
    expect(shaped(html)).toBe(html);
  });
});
