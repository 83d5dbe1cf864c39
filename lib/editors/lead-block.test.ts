// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WritePathsAbsentError } from './formatting/formatting-writer';
import { richTarget } from './rich-target';
import { installInjectedWriter } from './testing/injected-writer';

/**
 * The plain contenteditable's formatted write from the editor's first block (lead-block.ts):
 * what the command sees (the selection's start, the editor's HTML), what the page's input
 * listeners see, and what stays after it. The command is a stub: the browser's own behaviour is
 * the e2e tests' (formatting-editors.e2e.ts in both browsers).
 */
describe('a formatted write from the editor’s first block', () => {
  const original = document.execCommand;
  let seen: { start: string; html: string }[];
  let pageSaw: string[];
  let root: HTMLElement;
  let uninstall: () => void;
  beforeEach(() => {
    // The lead block is in the writer's file (families/write-paths.ts), loaded before the write.
    uninstall = installInjectedWriter();
    document.body.innerHTML =
      '<div id="ed" contenteditable="true"><h2>Title</h2><p>Body.</p><ul><li>One</li></ul><p>After.</p></div>';
    root = document.getElementById('ed')!;
    seen = [];
    pageSaw = [];
    root.addEventListener('input', () => pageSaw.push(root.innerHTML));
    document.execCommand = vi.fn(() => {
      const range = document.getSelection()!.getRangeAt(0);
      seen.push({
        start: `${range.startContainer.textContent}@${range.startOffset}`,
        html: root.innerHTML,
      });
      root.dispatchEvent(new Event('input', { bubbles: true }));
      return true;
    });
  });
  afterEach(() => {
    uninstall();
    document.execCommand = original;
    vi.restoreAllMocks();
  });

  /** "Title" to "One" ("Title\nBody.\nOne"), written as `first` + a paragraph + a list. */
  const write = (first: 'h2' | 'p' | 'ul', start = 0) => {
    const fragment = document.createDocumentFragment();
    const block = document.createElement(first);
    block.innerHTML = first === 'ul' ? '<li>Title now</li>' : 'Title now';
    const list = document.createElement('ul');
    list.innerHTML = '<li>One</li>';
    fragment.append(block, document.createElement('p'), list);
    return richTarget(root, null).formatted!.writeHtml({ start, end: 16 }, fragment, 'x');
  };

  it('starts at the end of a paragraph lent before that block, gone before the page reads the editor', () => {
    expect(write('h2')).toBe(true);
    expect(seen).toEqual([
      { start: '\u200b@1', html: expect.stringMatching(/^<p>\u200b<\/p><h2>Title<\/h2>/) },
    ]);
    // The page's input listener (on the editor) ran after the lent block was removed.
    expect(pageSaw).toEqual([expect.stringMatching(/^<h2>Title<\/h2>/)]);
    expect(root.innerHTML).not.toContain('\u200b');
  });

  it('refuses, writing nothing, when the writer file is not in the frame (never without the lent block)', () => {
    uninstall();
    const before = root.innerHTML;
    expect(() => write('h2')).toThrow(WritePathsAbsentError);
    expect(document.execCommand).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe(before);
  });

  it('removes the lent block when the command throws', () => {
    document.execCommand = vi.fn(() => {
      throw new Error('refused');
    });
    expect(() => write('h2')).toThrow('refused');
    expect(root.innerHTML).toMatch(/^<h2>Title<\/h2>/);
  });

  it('lends none where the fragment starts with a paragraph (it lands beside the block)', () => {
    write('p');
    expect(seen.map((s) => s.start)).toEqual(['Title@0']);
  });

  it('lends none for inline content (marks inside one block)', () => {
    const fragment = document.createDocumentFragment();
    fragment.append(document.createElement('b'), 'words');
    fragment.firstChild!.textContent = 'Title';
    richTarget(root, null).formatted!.writeHtml({ start: 0, end: 5 }, fragment, 'Title words');
    expect(seen.map((s) => s.start)).toEqual(['Title@0']);
  });

  it('lends none for one block or one list alone (written in place; a lent block would split the list)', () => {
    const list = document.createElement('ul');
    list.innerHTML = '<li>Title now</li>';
    const fragment = document.createDocumentFragment();
    fragment.append(list);
    richTarget(root, null).formatted!.writeHtml({ start: 0, end: 5 }, fragment, 'Title now');
    expect(seen.map((s) => s.start)).toEqual(['Title@0']);
  });

  it('lends none for a span that does not start the editor', () => {
    write('h2', 1);
    expect(seen.map((s) => s.start)).toEqual(['Title@1']);
  });

  it('lends none in Gecko, whose insertHTML does not keep the first block', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
    );
    write('ul');
    expect(seen.map((s) => s.start)).toEqual(['Title@0']);
  });
});
