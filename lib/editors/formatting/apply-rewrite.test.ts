// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { applyRewrite, restoreLineBreaks } from './apply-rewrite';
import { digestOf } from './digest';
import { captureHtml, unwrap } from './testing/capture-html';
import { apiTextOf } from './plain-text';
import { renderHtml } from './render-html';
import { markedWords } from './testing/word-marks';
import { SAMPLE_HTML, SAMPLE_REWRITE } from './testing/sample-passage';

describe('applyRewrite', () => {
  it("keeps the issue passage's blocks and marks, and reports the dropped italic word", () => {
    const result = unwrap(applyRewrite(captureHtml(SAMPLE_HTML), SAMPLE_REWRITE));
    expect(digestOf(result.selection)).toBe(
      [
        'h2: Getting started',
        'paragraph: You can use the new flow to speed things up read the setup guide and run git commit amend when done ' +
          '[bold 2-5; code 16-18; link<https://example.com/setup> 11-13]',
        'ul/0: Draw on short branches [bold 2-3]',
        'ul/0: Review often',
        'ul/0: Ship small',
      ].join('\n'),
    );
    expect(result.unplaced).toEqual([{ kind: 'italic', text: 'really' }]);
  });

  it('drops a block the rewrite emptied and reports its link; code blocks come back as they were', () => {
    const original = captureHtml(
      '<p>Keep this.</p><pre>code  stays</pre><p><a href="/x">Gone entirely</a></p>',
    );
    const result = unwrap(applyRewrite(original, 'Keep this.'));
    expect(digestOf(result.selection)).toBe('paragraph: Keep this\ncode-block: code stays');
    expect(result.unplaced).toEqual([{ kind: 'link', text: 'Gone entirely', href: '/x' }]);
  });

  it('refuses a rewrite that changed inline code', () => {
    const original = captureHtml('<p>Run <code>npm test</code> now.</p>');
    expect(applyRewrite(original, 'Run npm tests now.')).toEqual({
      ok: false,
      error: { code: 'code-changed', text: 'npm test' },
    });
  });

  it('puts line breaks back after the word they followed when the rewrite lost them', () => {
    expect(
      restoreLineBreaks('Dear team,\nthe report is late.', 'Dear team, the report is delayed.'),
    ).toBe('Dear team,\nthe report is delayed.');
    expect(restoreLineBreaks('a\nb', 'a\nc')).toBe('a\nc');
  });

  it('takes 10,000 words with 5,000 marks through capture, rewrite and render', () => {
    const paragraphs = Array.from({ length: 50 }, (_, p) => {
      const words = Array.from({ length: 100 }, (_, w) => `<b>b${p}x${w}</b> v${p}x${w}`);
      return `<p>${words.join(' ')}</p>`;
    });
    const original = captureHtml(paragraphs.join(''));
    const rewrite = apiTextOf(original).replace(/v(\d+)x(\d*0) /g, '');
    const result = unwrap(applyRewrite(original, rewrite));
    const words = markedWords(result.selection);
    expect(words.length).toBe(9_500);
    expect(words.filter((w) => w.marks.has('bold'))).toHaveLength(5_000);
    expect(renderHtml(document, result.selection).querySelectorAll('strong')).toHaveLength(5_000);
  });
});
