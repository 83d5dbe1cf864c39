// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { codeViewOf } from './code-views';

describe('code views', () => {
  it("reads Ace's lines by their place, a wrapped line's rows as one line", () => {
    document.body.innerHTML = `<div class="ace_editor"><textarea class="ace_text-input"></textarea>
      <div class="ace_text-layer">
        <div class="ace_line" style="top: 32px">third&nbsp;line</div>
        <div class="ace_line" style="top: 0px">first</div>
        <div class="ace_line_group" style="top: 16px"><div class="ace_line">second, </div><div class="ace_line">wrapped</div></div>
        <div class="ace_layer_other">not a line</div>
      </div></div>`;
    const input = document.querySelector('textarea')!;
    const shown = codeViewOf(input);
    expect(shown?.view.name).toBe('ace');
    expect(shown!.view.lines(shown!.root)).toEqual(['first', 'second, wrapped', 'third line']);
  });

  it('owns no textarea outside a known editor', () => {
    document.body.innerHTML = '<div><textarea></textarea></div>';
    expect(codeViewOf(document.querySelector('textarea')!)).toBeNull();
  });
});
