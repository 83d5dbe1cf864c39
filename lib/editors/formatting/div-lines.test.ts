// @vitest-environment happy-dom
/**
 * <div> lines (Chromium's contenteditable makes one per Enter; many sites' editors hold them):
 * captured as <div> paragraphs, written back as <div>s (a <br> inside kept), and a write that
 * turned them into <p>s differs in the digest, so verification undoes it.
 */
import { describe, expect, it } from 'vitest';
import { digestOf } from './digest';
import { renderHtml } from './render-html';
import { captureHtml, editingHost } from './testing/capture-html';

const LINES =
  '<div>First <b>line</b></div><div>Second<br>with a break</div>' +
  '<h2>Title</h2><ul><li>item</li></ul><div><p>a paragraph in a div</p></div>';

describe('<div> lines', () => {
  it('are captured as <div> paragraphs; the nearest block decides (a <p> inside a <div> is a <p>)', () => {
    const kinds = captureHtml(LINES).blocks.map((b) => b.kind);
    expect(kinds).toEqual([
      { type: 'paragraph', tag: 'div' },
      { type: 'paragraph', tag: 'div' },
      { type: 'heading', level: 2 },
      { type: 'list-item', ordered: false, depth: 0, start: 1 },
      { type: 'paragraph' },
    ]);
    // Text straight in the editing host (no block around it) is no <div> line.
    expect(captureHtml('bare text').blocks[0]!.kind).toEqual({ type: 'paragraph' });
  });

  it('are written back as <div>s with their line breaks', () => {
    const host = editingHost();
    host.appendChild(renderHtml(document, captureHtml(LINES)));
    expect(host.innerHTML).toBe(
      '<div>First <strong>line</strong></div><div>Second<br>with a break</div>' +
        '<h2>Title</h2><ul><li>item</li></ul><p>a paragraph in a div</p>',
    );
  });

  it('turned into <p>s differ in the digest', () => {
    const lines = captureHtml('<div>One</div><div>Two</div>');
    const paragraphs = captureHtml('<p>One</p><p>Two</p>');
    expect(digestOf(lines)).not.toBe(digestOf(paragraphs));
    expect(digestOf(lines)).toBe('div: One\ndiv: Two');
  });
});
