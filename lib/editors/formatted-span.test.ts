// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  formattedSelectionOf,
  holdsInlineBreak,
  needsFormatting,
  readTextOf,
} from './formatted-span';
import { SAMPLE_HTML } from './formatting/testing/sample-passage';
import { readTextMap } from './text-map';

function host(html: string): HTMLElement {
  const root = document.createElement('div');
  root.contentEditable = 'true';
  root.innerHTML = html;
  document.body.appendChild(root);
  return root;
}

describe('formattedSelectionOf', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('takes the formatted path across an empty paragraph, which the model keeps as a block', () => {
    const root = host('<p>One <b>two</b>.</p><p><br></p><p>Three.</p>');
    const text = readTextMap(root).text;
    expect(text).toBe('One two.\n\nThree.');
    const model = formattedSelectionOf(root, { start: 0, end: text.length }, text);
    expect(model?.blocks.map((b) => b.runs.length > 0)).toEqual([true, false, true]);
    expect(readTextOf(model!)).toBe(text);
  });

  it('takes the formatted path for the issue passage, reading as the selected text', () => {
    const root = host(`<p>Before.</p>${SAMPLE_HTML}<p>After.</p>`);
    const text = readTextMap(root).text;
    const span = { start: 'Before.\n'.length, end: text.length - '\nAfter.'.length };
    const model = formattedSelectionOf(root, span, text.slice(span.start, span.end));
    expect(model).not.toBeNull();
    expect(model!.blocks.map((b) => b.kind.type)).toEqual([
      'heading',
      'paragraph',
      'list-item',
      'list-item',
      'list-item',
    ]);
    expect(readTextOf(model!)).toBe(text.slice(span.start, span.end));
  });

  it('keeps plain paragraphs on the plain path', () => {
    const root = host('<p>One plain paragraph.</p><p>Another one.</p>');
    const text = readTextMap(root).text;
    const span = { start: 0, end: text.length };
    expect(formattedSelectionOf(root, span, text)).toBeNull();
  });

  it('takes the formatted path for a plain selection across a <br>, not one beside it', () => {
    const root = host('<p>Leverage it daily,<br>and utilize it well.</p><p>Another one.</p>');
    const text = readTextMap(root).text;
    const across = { start: 0, end: text.indexOf(' well') };
    const model = formattedSelectionOf(root, across, text.slice(across.start, across.end));
    expect(model?.blocks[0]?.runs).toEqual([
      { text: 'Leverage it daily,\nand utilize it', marks: {} },
    ]);
    const after = { start: text.indexOf('and'), end: text.length };
    expect(formattedSelectionOf(root, after, text.slice(after.start))).toBeNull();
  });

  it('says where a line break lies inside a block, not between blocks', () => {
    const paragraph = (...texts: string[]) => ({
      blocks: texts.map((text) => ({
        kind: { type: 'paragraph' as const },
        runs: [{ text, marks: {} }],
      })),
    });
    expect(holdsInlineBreak(paragraph('this line.\nThen we go'))).toBe(true);
    expect(holdsInlineBreak(paragraph('this line.', 'Then we go'))).toBe(false);
    expect(holdsInlineBreak(paragraph('Then we go'))).toBe(false);
  });

  it('says a bold word needs formatting, a plain paragraph does not', () => {
    const plain = {
      blocks: [{ kind: { type: 'paragraph' as const }, runs: [{ text: 'a', marks: {} }] }],
    };
    const bold = {
      blocks: [
        {
          kind: { type: 'paragraph' as const },
          runs: [{ text: 'a', marks: { bold: true as const } }],
        },
      ],
    };
    expect(needsFormatting(plain)).toBe(false);
    expect(needsFormatting(bold)).toBe(true);
  });
});
