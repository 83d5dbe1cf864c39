// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { paragraphSpans } from '@/lib/text/paragraphs';
import { isCaretParagraphFound, selectCaretParagraph } from './caret-paragraph-page';

function textarea(value: string, caret: number, caretEnd = caret): HTMLTextAreaElement {
  document.body.innerHTML = '<textarea id="t"></textarea>';
  const field = document.getElementById('t') as HTMLTextAreaElement;
  field.value = value;
  field.focus();
  field.setSelectionRange(caret, caretEnd);
  return field;
}

const selected = (f: HTMLTextAreaElement) => f.value.slice(f.selectionStart, f.selectionEnd);

describe('selectCaretParagraph in a textarea', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  });

  const TEXT = 'First one.\n\n  Second, indented. \n\nThird and last.';

  it('selects the paragraph holding the caret: first, middle, last, at either edge', () => {
    for (const [caret, expected] of [
      [0, 'First one.'],
      [10, 'First one.'],
      [12, 'Second, indented.'], // in the indentation of its line
      [20, 'Second, indented.'],
      [TEXT.indexOf('Third'), 'Third and last.'],
      [TEXT.length, 'Third and last.'],
    ] as const) {
      const field = textarea(TEXT, caret);
      expect(selectCaretParagraph(false)).toBe('paragraph');
      expect(selected(field)).toBe(expected);
    }
  });

  it('says blank on an empty or whitespace-only line, in an empty field, and selects nothing', () => {
    for (const [value, caret] of [
      [TEXT, 11],
      ['One.\n   \nTwo.', 7],
      ['', 0],
      ['\n\n', 1],
    ] as const) {
      const field = textarea(value, caret);
      expect(selectCaretParagraph(false)).toBe('blank');
      expect(field.selectionStart).toBe(caret);
      expect(field.selectionEnd).toBe(caret);
    }
  });

  it('cuts at CRLF and other line breaks, never taking the \\r', () => {
    const value = 'Alpha line.\r\nBeta line.\r\n\r\nGamma\u2028Delta.';
    let field = textarea(value, 15);
    expect(selectCaretParagraph(false)).toBe('paragraph');
    expect(selected(field)).toBe('Beta line.');
    field = textarea(value, value.indexOf('\r'));
    selectCaretParagraph(false);
    expect(selected(field)).toBe('Alpha line.');
    field = textarea(value, value.length - 1);
    selectCaretParagraph(false);
    expect(selected(field)).toBe('Delta.');
  });

  it('a selection inside a paragraph widens to that paragraph (where it starts)', () => {
    const field = textarea(TEXT, 15, TEXT.length);
    expect(selectCaretParagraph(false)).toBe('paragraph');
    expect(selected(field)).toBe('Second, indented.');
  });

  it('takes the paragraphs of lib/text/paragraphs.ts, never anything else', () => {
    const pieces = fc.constantFrom('word', ' ', '\n', '\r\n', '\t', 'a.', '\n\n', '\u00a0');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 20 }), fc.nat(), (parts, at) => {
        const value = parts.join('');
        const caret = at % (value.length + 1);
        const field = textarea(value, caret);
        const found = selectCaretParagraph(false);
        const spans = paragraphSpans(value, Infinity) ?? [];
        const span = { start: field.selectionStart, end: field.selectionEnd };
        if (found === 'paragraph') {
          expect(spans).toContainEqual(span);
          // On the caret's own line: no line break between the caret and the paragraph.
          const around = value.slice(Math.min(caret, span.start), Math.max(caret, span.end));
          expect(around).not.toMatch(/[\n\r]/u);
        } else {
          expect(found).toBe('blank');
          expect(spans.some((s) => s.start <= caret && caret <= s.end)).toBe(false);
        }
      }),
    );
  });

  it('says none when the page has no focus, or the focus is not in a text field', () => {
    textarea(TEXT, 3);
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    expect(selectCaretParagraph(false)).toBe('none');
    // The frame the context menu named: its focused field counts all the same.
    expect(selectCaretParagraph(true)).toBe('paragraph');
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    document.body.innerHTML = '<p>Plain page text.</p><button id="b">Go</button>';
    document.getElementById('b')?.focus();
    expect(selectCaretParagraph(false)).toBe('none');
    document.body.innerHTML = '<input id="c" type="checkbox">';
    document.getElementById('c')?.focus();
    expect(selectCaretParagraph(false)).toBe('none');
  });

  it('a one-line text input is one paragraph', () => {
    document.body.innerHTML = '<input id="i" value="  A short line. ">';
    const input = document.getElementById('i') as HTMLInputElement;
    input.focus();
    input.setSelectionRange(5, 5);
    expect(selectCaretParagraph(false)).toBe('paragraph');
    expect(input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0)).toBe(
      'A short line.',
    );
  });
});

describe('selectCaretParagraph in a contenteditable', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  });

  function editable(html: string): HTMLElement {
    document.body.innerHTML = `<div id="e" contenteditable="true">${html}</div>`;
    const root = document.getElementById('e') as HTMLElement;
    root.focus();
    return root;
  }

  function caretIn(node: Node, offset: number): void {
    const selection = document.getSelection()!;
    const range = document.createRange();
    range.setStart(node, offset);
    range.collapse(true);
    selection.removeAllRanges();
    selection.addRange(range);
  }

  it('selects the block holding the caret, through inline formatting', () => {
    const root = editable('<p>One.</p><p>Two <b>bold</b> words.</p><p>Three.</p>');
    caretIn(root.querySelector('b')!.firstChild!, 2);
    expect(selectCaretParagraph(false)).toBe('paragraph');
    expect(document.getSelection()?.toString()).toBe('Two bold words.');
  });

  it('in a block of several lines, the line between <br>s', () => {
    const root = editable('Line one.<br>Line <i>two</i>.<br>Line three.');
    caretIn(root.querySelector('i')!.firstChild!, 1);
    expect(selectCaretParagraph(false)).toBe('paragraph');
    expect(document.getSelection()?.toString()).toBe('Line two.');
    caretIn(root.firstChild!, 0);
    selectCaretParagraph(false);
    expect(document.getSelection()?.toString()).toBe('Line one.');
  });

  it('says blank in an empty block and leaves the caret', () => {
    const root = editable('<p>One.</p><p><br></p><p>Three.</p>');
    const empty = root.children[1]!;
    caretIn(empty, 0);
    expect(selectCaretParagraph(false)).toBe('blank');
    expect(document.getSelection()?.isCollapsed).toBe(true);
  });
});

describe('the frame answer', () => {
  it('accepts only the three answers', () => {
    expect(isCaretParagraphFound('paragraph')).toBe(true);
    expect(isCaretParagraphFound('blank')).toBe(true);
    expect(isCaretParagraphFound('none')).toBe(true);
    expect(isCaretParagraphFound('yes')).toBe(false);
    expect(isCaretParagraphFound(undefined)).toBe(false);
  });
});
