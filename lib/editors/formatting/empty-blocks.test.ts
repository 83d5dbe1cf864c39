// @vitest-environment happy-dom
/**
 * Empty blocks (an empty paragraph: a leaf block holding a line break only) count: captured as
 * blocks without runs, in the digest that verification compares, never sent to the API, and
 * written back where they were. A write that adds or loses one is a difference.
 */
import { describe, expect, it } from 'vitest';
import { applyRewrite } from './apply-rewrite';
import { captureRange } from './capture-dom';
import { digestOf } from './digest';
import { apiTextOf } from './plain-text';
import { renderHtml } from './render-html';
import { captureHtml, editingHost, roundTrip, unwrap } from './testing/capture-html';

const kinds = (html: string) =>
  captureHtml(html).blocks.map((b) => `${b.kind.type}${b.runs.length ? '' : '(empty)'}`);

describe('empty blocks', () => {
  it('are captured where editors draw them: <p><br></p>, an empty heading, list item, quote', () => {
    expect(
      kinds(
        '<p>A</p><p><br></p><h2><br></h2><ul><li><p><br></p></li></ul>' +
          '<blockquote><p><br></p></blockquote><p>\n<br>\n</p><p>B</p>',
      ),
    ).toEqual([
      'paragraph',
      'paragraph(empty)',
      'heading(empty)',
      'list-item(empty)',
      'quote(empty)',
      'paragraph(empty)',
      'paragraph',
    ]);
  });

  it('are not made of blocks holding other content, wrappers, or nothing at all', () => {
    expect(
      kinds('<p>A</p><p></p><p><img src="x.png"><br></p><hr><div><p>B<br></p></div><p><br>C</p>'),
    ).toEqual(['paragraph', 'paragraph', 'paragraph']);
  });

  it('count in the digest: an empty paragraph added or lost is a difference', () => {
    const digest = (html: string) => digestOf(captureHtml(html));
    const meant = digest('<p>A</p><p>B</p>');
    expect(digest('<p>A</p><p><br></p><p>B</p>')).not.toBe(meant);
    expect(digest('<p>A</p><p>B</p><p><br></p>')).not.toBe(meant);
    expect(digest('<p>A</p><p>B</p>')).toBe(meant);
  });

  it('count only inside the range: one ending where an empty paragraph starts leaves it out', () => {
    const host = editingHost();
    host.innerHTML = '<p>A</p><p><br></p><p>B</p>';
    const [a, empty, b] = Array.from(host.children);
    const range = document.createRange();
    range.setStart(a!.firstChild!, 0);
    range.setEnd(b!.firstChild!, 1);
    expect(unwrap(captureRange(host, range)).blocks).toHaveLength(3);
    range.setEnd(empty!, 0);
    expect(unwrap(captureRange(host, range)).blocks).toHaveLength(1);
  });

  it('are not sent, come back in place after the rewrite, and are written as <p><br></p>', () => {
    const original = captureHtml('<p>You <b>can</b> utilize it.</p><p><br></p><p>Done now.</p>');
    expect(apiTextOf(original)).toBe('You can utilize it.\n\nDone now.');
    const { selection } = unwrap(applyRewrite(original, 'You can use it.\n\nDone now.'));
    expect(digestOf(selection)).toBe(
      'paragraph: You can use it [bold 1-1]\nparagraph: \nparagraph: Done now',
    );
    const host = document.createElement('div');
    host.appendChild(renderHtml(document, selection));
    expect(host.innerHTML).toBe(
      '<p>You <strong>can</strong> use it.</p><p><br></p><p>Done now.</p>',
    );
    expect(digestOf(roundTrip(selection))).toBe(digestOf(selection));
  });
});
