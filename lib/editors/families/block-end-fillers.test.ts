// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { endPastBlockFillers } from './block-end-fillers';
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
