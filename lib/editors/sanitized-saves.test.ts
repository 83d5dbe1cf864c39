// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { spanWithoutEdgeBreaks } from './sanitized-saves';

function block(inEditorjs: boolean): HTMLElement {
  const holder = inEditorjs ? '<div class="codex-editor">' : '<div>';
  document.body.innerHTML = `${holder}<div id="b" contenteditable="true"></div></div>`;
  return document.getElementById('b')!;
}

describe('spanWithoutEdgeBreaks', () => {
  const text = 'Keep this line.\n\nThen we go.\n';

  it('leaves out an Editor.js block’s line breaks at the span’s edges', () => {
    const start = text.indexOf('\n');
    expect(spanWithoutEdgeBreaks(block(true), text, { start, end: text.length })).toEqual({
      start: text.indexOf('Then'),
      end: text.length - 1,
    });
  });

  it('keeps the breaks inside the span, and a span of breaks alone', () => {
    const inside = { start: 5, end: 20 };
    expect(spanWithoutEdgeBreaks(block(true), text, inside)).toEqual(inside);
    const breaks = { start: 15, end: 17 };
    expect(spanWithoutEdgeBreaks(block(true), text, breaks)).toEqual(breaks);
  });

  it("leaves out a paragraph break at the edges in any editable (Chromium's triple click)", () => {
    const para = block(false);
    const paras = 'Before.\nWe utilize it.\nAfter.';
    const span = { start: paras.indexOf('We'), end: paras.indexOf('After') };
    expect(spanWithoutEdgeBreaks(para, paras, span)).toEqual({ ...span, end: span.end - 1 });
  });

  it('changes nothing in a text field (its "\\n" is a line the user selected)', () => {
    document.body.innerHTML = '<textarea id="t"></textarea>';
    const field = document.getElementById('t')!;
    const span = { start: 15, end: text.length };
    expect(spanWithoutEdgeBreaks(field, text, span)).toEqual(span);
  });
});
