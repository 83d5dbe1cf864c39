// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditorFamily, InsertPath } from './editor-family';
import { injectedWriter } from './families/write-paths';
import { WRITER_GLOBAL } from './formatting/formatting-writer';
import { richTarget, textForPath } from './rich-target';

/** A family owning `#ed` whose optional members are spies. */
function family(over: Partial<EditorFamily> = {}): EditorFamily {
  return {
    name: 'fake',
    match: (node) =>
      (node as Element).closest?.('#ed') ?? node.parentElement?.closest('#ed') ?? null,
    paths: ['paste'],
    ...over,
  };
}

describe('textForPath', () => {
  const ck = family({ paragraphBreak: '\n\n' });
  it("writes a family's paragraph break in what a paste or a beforeinput carries", () => {
    expect(textForPath(ck, 'paste', 'One.\nTwo.\r\nThree.')).toBe('One.\n\nTwo.\n\nThree.');
    expect(textForPath(ck, 'beforeinput', 'One.\nTwo.')).toBe('One.\n\nTwo.');
  });
  it('leaves execCommand, and families without a paragraph break, with "\\n"', () => {
    expect(textForPath(ck, 'execCommand', 'One.\nTwo.')).toBe('One.\nTwo.');
    expect(textForPath(family(), 'paste', 'One.\nTwo.')).toBe('One.\nTwo.');
    expect(textForPath(null, 'paste', 'One.\nTwo.')).toBe('One.\nTwo.');
  });
});

describe('richTarget with a family', () => {
  let root: HTMLElement;
  let pasted: string[];
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="ed" contenteditable="true"><p>One two.</p><p>Three</p></div>';
    root = document.getElementById('ed')!;
    pasted = [];
    root.addEventListener('paste', (e) => {
      pasted.push((e as ClipboardEvent).clipboardData?.getData('text/plain') ?? '');
      e.preventDefault();
    });
  });

  it('pastes the paragraph break the family asks for, then calls afterWrite with the path', () => {
    const calls: string[] = [];
    const afterWrite = vi.fn((r: HTMLElement, path: InsertPath) => {
      calls.push(`after:${path}:${pasted.length}`);
      expect(r).toBe(root);
    });
    const target = richTarget(root, family({ paragraphBreak: '\n\n', afterWrite }));
    target.select({ start: 4, end: 12 });
    target.write('paste', 'A.\nB');
    expect(pasted).toEqual(['A.\n\nB']);
    expect(calls).toEqual(['after:paste:1']);
  });

  it("undoes with the family's undo instead of the generic one", () => {
    const undo = vi.fn();
    const generic = vi.fn();
    root.addEventListener('beforeinput', generic);
    richTarget(root, family({ undo })).undo('family');
    expect(undo).toHaveBeenCalledWith(root);
    expect(generic).not.toHaveBeenCalled();
  });

  it('offers the general undo chain without a family undo, and says which the editor claimed', () => {
    const seen: string[] = [];
    root.addEventListener('beforeinput', (e) => {
      seen.push((e as InputEvent).inputType);
      e.preventDefault();
    });
    const target = richTarget(root, family());
    expect(target.undoMethods).toEqual(['historyUndo', 'undoKey', 'execCommand']);
    expect(richTarget(root, family({ undo: () => true })).undoMethods).toEqual(['family']);
    expect(target.undo('historyUndo')).toBe(true);
    expect(seen).toEqual(['historyUndo']);
    expect(target.undo('undoKey')).toBe(false);
  });

  it('takes the general path (paste, then insertText) when no family claims the editable', () => {
    expect(richTarget(root, null).paths).toEqual(['paste', 'execCommand']);
  });
});

describe('richTarget: whether a plain write would lose formatting', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="ed" contenteditable="true"><p>One <strong>two</strong>.</p><p>Three four.</p></div>';
  });
  const root = () => document.getElementById('ed')!;

  it('a family without a formatted write tells a span with marks from a plain one', () => {
    const target = richTarget(root(), family());
    expect(target.formatted).toBeUndefined();
    expect(target.losesFormatting?.({ start: 0, end: 8 })).toBe(true);
    expect(target.losesFormatting?.({ start: 9, end: 20 })).toBe(false);
  });

  it('an Editor.js block (no family) writes bold, italic, links and inline code as it saves them, asks for the rest', () => {
    const holder = document.createElement('div');
    holder.className = 'codex-editor';
    document.body.append(holder);
    holder.append(root());
    root().innerHTML =
      'One <b>two</b> <i>three</i> <a href="https://e.x/">four</a> <code>five</code> <u>six</u>.';
    const target = richTarget(root(), null);
    const access = target.formatted!;
    expect(access.markTags).toEqual({ bold: 'b', italic: 'i' });
    // Its sanitizer keeps <b>, <i>, <a>, its Inline Code tool's <code>: those are written;
    // underline is not saved.
    expect(access.keeps?.(access.capture({ start: 0, end: 24 })!)).toBe(true);
    expect(access.keeps?.(access.capture({ start: 0, end: 28 })!)).toBe(false);
    expect(target.losesFormatting?.({ start: 0, end: 28 })).toBe(true);
    // Outside Editor.js the same editable keeps everything, and asks nothing.
    document.body.append(root());
    const plain = richTarget(root(), null);
    expect(plain.formatted?.keeps).toBeUndefined();
    expect(plain.formatted?.markTags).toBeUndefined();
    expect(plain.losesFormatting).toBeUndefined();
  });

  it('a family that pastes HTML keeps it (its formatted write), so it asks nothing', () => {
    const target = richTarget(root(), family({ pastesHtml: true }));
    expect(target.formatted).toBeDefined();
    expect(target.losesFormatting).toBeUndefined();
  });
});

describe('richTarget: where a plain contenteditable’s formatted write starts', () => {
  /** The selection's start when insertHTML runs, as "its text node's text@offset". */
  let starts: string[];
  const original = document.execCommand;
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="ed" contenteditable="true"><p>Before.</p><p>Our steps.</p><ul><li>One</li></ul></div>';
    starts = [];
    // The writer's write paths, loaded before any formatted write (seam-write.ts among them).
    (globalThis as Record<string, unknown>)[WRITER_GLOBAL] = injectedWriter();
    document.execCommand = vi.fn(() => {
      const range = document.getSelection()!.getRangeAt(0);
      starts.push(`${range.startContainer.textContent}@${range.startOffset}`);
      return true;
    });
  });
  afterEach(() => {
    document.execCommand = original;
    delete (globalThis as Record<string, unknown>)[WRITER_GLOBAL];
  });
  /** "Our steps." to "One" (the text is "Before.\nOur steps.\nOne"), written as `first` + a list. */
  const write = (first: 'p' | 'h2') => {
    const target = richTarget(document.getElementById('ed')!, null);
    const fragment = document.createDocumentFragment();
    const block = document.createElement(first);
    block.textContent = 'Our steps now.';
    const list = document.createElement('ul');
    list.innerHTML = '<li>One</li>';
    fragment.append(block, list);
    target.formatted!.writeHtml({ start: 8, end: 22 }, fragment, 'Our steps now.\nOne');
  };

  it('a fragment starting with a heading: at the end of the block before', () => {
    write('h2');
    expect(starts).toEqual(['Before.@7']);
  });

  it('a fragment starting with a paragraph: at its own block’s start (else it joins the one before)', () => {
    write('p');
    expect(starts).toEqual(['Our steps.@0']);
  });
});

describe('richTarget: an Editor.js block’s formatted write', () => {
  let written: string[];
  let starts: string[];
  const original = document.execCommand;
  beforeEach(() => {
    document.body.innerHTML =
      '<div class="codex-editor"><h2 id="ed" contenteditable="true">One line<br>Our steps here</h2></div>';
    written = [];
    starts = [];
    document.execCommand = vi.fn((_command: string, _ui?: boolean, html?: string) => {
      const range = document.getSelection()!.getRangeAt(0);
      starts.push(`${range.startContainer.textContent}@${range.startOffset}`);
      written.push(html ?? '');
      return true;
    });
  });
  afterEach(() => {
    document.execCommand = original;
  });

  it('writes the block’s whole content: its own before and after the span around the rewrite’s inline content', () => {
    const target = richTarget(document.getElementById('ed')!, null);
    const fragment = document.createDocumentFragment();
    const paragraph = document.createElement('p');
    paragraph.innerHTML = 'Our <b>steps</b> <code>git</code>';
    fragment.append(paragraph);
    // "Our steps", after the block's line break (the text is "One line\nOur steps here").
    target.formatted!.writeHtml({ start: 9, end: 18 }, fragment, 'Our steps git');
    // No <p> inside the header; inline code in its tool's class; the line before and the
    // word after as they were.
    expect(written).toEqual([
      'One line<br>Our <b>steps</b> <code class="inline-code">git</code> here',
    ]);
    expect(starts).toEqual(['One lineOur steps here@0']);
  });

  it('writes plain text as the block’s whole content too, not through its paste', () => {
    const target = richTarget(document.getElementById('ed')!, null);
    target.select({ start: 13, end: 18 });
    expect(target.write('paste', 'paths\nnow')).toBe(true);
    expect(written).toEqual(['One line<br>Our paths<br>now here']);
    expect(starts).toEqual(['One lineOur steps here@0']);
  });
});
