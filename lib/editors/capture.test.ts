// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { captureIn, isCanvasEditor, type Captured, type CaptureFailure } from './capture';
import type { EditorFamily } from './editor-family';

const ok = (c: Captured | CaptureFailure): Captured => {
  if (!('kind' in c)) throw new Error(`capture failed: ${c.reason}`);
  return c;
};

describe('captureIn', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    document.getSelection()?.removeAllRanges();
  });

  it('takes the selected part of a focused textarea, line breaks kept', () => {
    document.body.innerHTML = '<textarea id="t"></textarea>';
    const t = document.getElementById('t') as HTMLTextAreaElement;
    t.value = 'One.\n\nTwo words here.';
    t.focus();
    t.setSelectionRange(2, 9);
    const c = ok(captureIn(document, []));
    expect(c).toMatchObject({ kind: 'editable', text: 'e.\n\nTwo', span: { start: 2, end: 9 } });
  });

  it('takes the whole field when nothing is selected in it', () => {
    document.body.innerHTML = '<input id="i" value="Some words">';
    const i = document.getElementById('i') as HTMLInputElement;
    i.focus();
    i.setSelectionRange(3, 3);
    expect(ok(captureIn(document, []))).toMatchObject({
      text: 'Some words',
      span: { start: 0, end: 10 },
    });
  });

  it('refuses password fields, including a shown password', () => {
    document.body.innerHTML =
      '<input id="p" type="password" value="secret words"><input id="s" type="text" autocomplete="current-password" value="secret words">';
    (document.getElementById('p') as HTMLInputElement).focus();
    expect(captureIn(document, [])).toMatchObject({ reason: 'password' });
    (document.getElementById('s') as HTMLInputElement).focus();
    expect(captureIn(document, [])).toMatchObject({ reason: 'password' });
  });

  it('refuses an empty or wordless field', () => {
    document.body.innerHTML = '<textarea id="t"> ... </textarea>';
    (document.getElementById('t') as HTMLTextAreaElement).focus();
    expect(captureIn(document, [])).toMatchObject({ reason: 'no_text' });
  });

  it('captures a contenteditable selection with its paragraphs', () => {
    document.body.innerHTML =
      '<div id="e" contenteditable="true"><p>First one</p><p>Second one</p></div>';
    const [p1, p2] = Array.from(document.querySelectorAll('p'));
    const range = document.createRange();
    range.setStart(p1!.firstChild!, 6);
    range.setEnd(p2!.firstChild!, 6);
    document.getSelection()!.addRange(range);
    const c = ok(captureIn(document, []));
    expect(c.kind).toBe('editable');
    expect(c.text).toBe('one\nSecond');
    if (c.kind === 'editable') expect(c.target.family).toBe('contenteditable');
  });

  it('a plain selection across a <br> takes the formatted path where that write keeps the break', () => {
    document.body.innerHTML =
      '<div class="ed" contenteditable="true"><p>Leverage it daily,<br>and utilize it well.</p></div>';
    const p = document.querySelector('p')!;
    const [first, second] = [p.firstChild as Text, p.lastChild as Text];
    const capture = (name: string, start: [Text, number], end: [Text, number]) => {
      const family: EditorFamily = {
        name,
        match: (node) =>
          (node instanceof Element ? node : node.parentElement)?.closest<HTMLElement>('.ed') ??
          null,
        paths: ['paste'],
        pastesHtml: true,
      };
      const range = document.createRange();
      range.setStart(...start);
      range.setEnd(...end);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
      const c = ok(captureIn(document, [family]));
      return c.kind === 'editable' ? c : null;
    };
    const across = capture('prosemirror', [first, 9], [second, 11]);
    expect(across?.text).toBe('it daily,\nand utilize');
    // The model keeps the break in its run: the formatted write puts it back (apply-rewrite.ts).
    expect(across?.formatted?.blocks).toEqual([
      { kind: { type: 'paragraph' }, runs: [{ text: 'it daily,\nand utilize', marks: {} }] },
    ]);
    // Within one line: the plain path, as before.
    expect(capture('prosemirror', [second, 0], [second, 11])?.formatted).toBeUndefined();
    // TinyMCE's and CKEditor 4's too: their paste of it is inline (render-html.ts, measured).
    expect(capture('tinymce', [first, 0], [second, 20])?.formatted).toBeDefined();
    expect(capture('ckeditor4', [first, 9], [second, 11])?.formatted).toBeDefined();
    // Trix's too: its shaped paste keeps the break (measured: formatting-trix-line-joins).
    expect(capture('trix', [first, 0], [second, 20])?.formatted).toBeDefined();
  });

  it('a plain selection across a <br> in a plain contenteditable takes the formatted path', () => {
    document.body.innerHTML =
      '<div contenteditable="true"><p>Leverage it daily,<br>and utilize it well.</p></div>';
    const p = document.querySelector('p')!;
    const range = document.createRange();
    range.setStart(p.firstChild!, 9);
    range.setEnd(p.lastChild!, 11);
    document.getSelection()!.addRange(range);
    const c = ok(captureIn(document, []));
    expect(c.kind === 'editable' && c.formatted?.blocks).toEqual([
      { kind: { type: 'paragraph' }, runs: [{ text: 'it daily,\nand utilize', marks: {} }] },
    ]);
  });

  it('uses the first family that matches, with its own reader', () => {
    document.body.innerHTML = '<div class="ed" contenteditable="true"><p>Hello world</p></div>';
    const root = document.querySelector('.ed') as HTMLElement;
    const family: EditorFamily = {
      name: 'fake-editor',
      match: (node) =>
        (node instanceof Element ? node : node.parentElement)?.closest('.ed') as HTMLElement | null,
      paths: ['paste'],
      readText: (r) => `${r.textContent ?? ''}\n`,
    };
    const range = document.createRange();
    range.setStart(root.querySelector('p')!.firstChild!, 6);
    range.setEnd(root.querySelector('p')!.firstChild!, 11);
    document.getSelection()!.addRange(range);
    const c = ok(captureIn(document, [family]));
    expect(c.text).toBe('world');
    if (c.kind === 'editable') {
      expect(c.target.family).toBe('fake-editor');
      expect(c.target.paths).toEqual(['paste']);
      expect(c.before).toBe('Hello world\n');
    }
  });

  it('captures read-only selected text without a target', () => {
    document.body.innerHTML = '<article><p>Read only words</p></article>';
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('p')!);
    document.getSelection()!.addRange(range);
    expect(ok(captureIn(document, []))).toMatchObject({
      kind: 'readonly',
      text: 'Read only words',
    });
  });

  it('says nothing is selected when nothing is', () => {
    expect(captureIn(document, [])).toMatchObject({ reason: 'no_text' });
  });

  it('a selection from one editable into another (Editor.js blocks) is shown, never written', () => {
    document.body.innerHTML =
      '<div><div id="a" contenteditable="true">Keep this. We use it.</div>' +
      '<div id="b" contenteditable="true">We draw on it. Keep that.</div></div>';
    const [a, b] = ['a', 'b'].map((id) => document.getElementById(id)!.firstChild as Text);
    document.getElementById('a')!.focus();
    document.getSelection()!.setBaseAndExtent(a!, 11, b!, 14);
    const c = ok(captureIn(document, []));
    expect(c).toMatchObject({ kind: 'readonly', spansFields: true });
    // The selected words of both (happy-dom joins them without the browsers' line break).
    expect(c.kind === 'readonly' && c.text).toMatch(/^We use it\.\s*We draw on it\.$/);
  });

  it("Editor.js's own selection of two blocks (no browser selection) is shown, never written", () => {
    document.body.innerHTML =
      '<div class="codex-editor"><div class="ce-block ce-block--selected">' +
      '<div id="a" contenteditable="true">First block.</div></div>' +
      '<div class="ce-block ce-block--selected"><div contenteditable="true">Second.</div></div>' +
      '<div class="ce-block"><div contenteditable="true">Third.</div></div></div>';
    document.getElementById('a')!.focus();
    expect(ok(captureIn(document, []))).toMatchObject({
      kind: 'readonly',
      spansFields: true,
      text: 'First block.\nSecond.',
    });
  });
});

describe('isCanvasEditor', () => {
  it('recognises Google Docs documents only', () => {
    expect(isCanvasEditor(new URL('https://docs.google.com/document/d/abc/edit'))).toBe(true);
    expect(isCanvasEditor(new URL('https://docs.google.com/forms/d/abc'))).toBe(false);
    expect(isCanvasEditor(new URL('https://example.com/document/x'))).toBe(false);
  });
});

describe('captureIn on a canvas editor', () => {
  it('uses the menu text for a copy-only rewrite, or explains it cannot read the page', () => {
    const docs = document.implementation.createHTMLDocument('Docs');
    Object.defineProperty(docs, 'defaultView', {
      value: { location: new URL('https://docs.google.com/document/d/1/edit') },
    });
    expect(captureIn(docs, [])).toMatchObject({ reason: 'canvas_editor' });
    expect(captureIn(docs, [], 'Some selected words')).toEqual({
      kind: 'readonly',
      text: 'Some selected words',
      anchor: null,
      canvas: true,
    });
  });
});
