// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { endPastBlockFillers, onlyFillersFollow } from './block-end-fillers';
import { rangeInEditor } from '../testing/paste-fixture';

describe("a range's end past its block's trailing fillers", () => {
  it("takes Gecko's <br type=_moz> after the last item's words", () => {
    const html = '<ul><li>Review</li><li>Ship small<br type="_moz"></li></ul><p>After.</p>';
    const { root, range } = rangeInEditor(html, 'Review', 'Ship small');
    const item = root.querySelectorAll('li')[1]!;
    endPastBlockFillers(root, range);
    expect([range.endContainer, range.endOffset]).toEqual([item, 2]);
    expect(range.cloneContents().querySelector('br')).not.toBeNull();
  });

  it('leaves an end followed by words, by an element, or by nothing as it is', () => {
    for (const html of [
      '<p>Ship small today<br></p>',
      '<p>Ship small<img src="x.png"><br></p>',
      '<p>Ship small</p>',
      '<p>Ship small<br>next line</p>',
    ]) {
      const { root, range } = rangeInEditor(html, 'Ship', 'small');
      const [end, offset] = [range.endContainer, range.endOffset];
      endPastBlockFillers(root, range);
      expect([range.endContainer, range.endOffset], html).toEqual([end, offset]);
    }
  });
});

describe('whether only fillers follow a point in its block', () => {
  const endOfWords = (html: string) => {
    const { root } = rangeInEditor(html, 'Ship', 'small');
    const block = root.firstElementChild!;
    const text = block.firstChild as Text;
    return { block, text };
  };
  const ckeditorFiller = (br: Element) => br.hasAttribute('data-cke-filler');

  it('takes any <br> by default (CKEditor 4), only the ones the editor names when asked (CKEditor 5)', () => {
    const { block, text } = endOfWords('<p>Ship small<br></p>');
    expect(onlyFillersFollow(block, text, text.length)).toBe(true);
    expect(onlyFillersFollow(block, text, text.length, ckeditorFiller)).toBe(false);
    const filled = endOfWords('<p>Ship small<br data-cke-filler="true"></p>');
    expect(onlyFillersFollow(filled.block, filled.text, filled.text.length, ckeditorFiller)).toBe(
      true,
    );
  });

  it('no: words, an image, or a point before words', () => {
    for (const html of ['<p>Ship small today</p>', '<p>Ship small<img src="x.png"></p>']) {
      const { block, text } = endOfWords(html);
      expect(onlyFillersFollow(block, text, 'Ship small'.length), html).toBe(false);
    }
    const { block, text } = endOfWords('<p>Ship small</p>');
    expect(onlyFillersFollow(block, text, 4)).toBe(false);
  });

  it('yes: nothing, or an empty inline element', () => {
    for (const html of ['<p>Ship small</p>', '<p>Ship small<span></span></p>']) {
      const { block, text } = endOfWords(html);
      expect(onlyFillersFollow(block, text, text.length), html).toBe(true);
    }
  });
});
