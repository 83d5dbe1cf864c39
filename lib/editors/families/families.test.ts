// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { EditorFamily } from '../editor-family';
import { ckeditorFamily } from './ckeditor';
import { ckeditor4Family } from './ckeditor4';
import { draftFamily } from './draft';
import { editorFamilies } from './index';
import { lexicalFamily } from './lexical';
import { prosemirrorFamily } from './prosemirror';
import { quillFamily } from './quill';
import { slateFamily } from './slate';
import { tinymceFamily } from './tinymce';

// Trimmed copies of what each editor renders for: "One two." / "" / "Three".
const SNIPPETS: Record<string, { family: EditorFamily; html: string }> = {
  quill: {
    family: quillFamily,
    html: `<div class="ql-container"><div class="ql-editor" contenteditable="true">
      <p>One <strong>two</strong>.</p><p><br></p><ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>Three</li></ol>
    </div></div>`,
  },
  prosemirror: {
    family: prosemirrorFamily,
    html: `<div class="tiptap ProseMirror" contenteditable="true" translate="no">
      <p>One <em>two</em>.</p><p><img class="ProseMirror-separator" alt=""><br class="ProseMirror-trailingBreak"></p><p>Three</p>
    </div>`,
  },
  lexical: {
    family: lexicalFamily,
    html: `<div contenteditable="true" data-lexical-editor="true" role="textbox">
      <p dir="ltr"><span data-lexical-text="true">One two.</span></p><p><br></p><p dir="ltr"><span data-lexical-text="true">Three</span></p>
    </div>`,
  },
  slate: {
    family: slateFamily,
    html: `<div data-slate-editor="true" data-slate-node="value" contenteditable="true" role="textbox">
      <p data-slate-node="element"><span data-slate-node="text"><span data-slate-leaf="true"><span data-slate-string="true">One two.</span></span></span></p>
      <p data-slate-node="element"><span data-slate-node="text"><span data-slate-leaf="true"><span data-slate-placeholder="true" contenteditable="false">Type here</span><span data-slate-zero-width="n" data-slate-length="0">\uFEFF<br></span></span></span></p>
      <p data-slate-node="element"><span data-slate-node="text"><span data-slate-leaf="true"><span data-slate-string="true">Three</span></span></span></p>
    </div>`,
  },
  draft: {
    family: draftFamily,
    html: `<div class="DraftEditor-root"><div class="DraftEditor-editorContainer">
      <div class="notranslate public-DraftEditor-content" contenteditable="true" role="textbox"><div data-contents="true">
        <div data-block="true" data-offset-key="a-0-0"><div data-offset-key="a-0-0" class="public-DraftStyleDefault-block"><span data-offset-key="a-0-0"><span data-text="true">One two.</span></span></div></div>
        <div data-block="true" data-offset-key="b-0-0"><div data-offset-key="b-0-0" class="public-DraftStyleDefault-block"><span data-offset-key="b-0-0"><br data-text="true"></span></div></div>
        <div data-block="true" data-offset-key="c-0-0"><div data-offset-key="c-0-0" class="public-DraftStyleDefault-block"><span data-offset-key="c-0-0"><span data-text="true">Three</span></span></div></div>
      </div></div></div></div>`,
  },
  ckeditor: {
    family: ckeditorFamily,
    html: `<div class="ck ck-editor__main"><div class="ck-blurred ck ck-content ck-editor__editable ck-rounded-corners ck-editor__editable_inline" contenteditable="true" role="textbox">
      <p>One two.</p><p><br data-cke-filler="true"></p><p>Three</p>
      <div class="ck-fake-selection-container">Image widget selected</div>
    </div></div>`,
  },
  ckeditor4: {
    family: ckeditor4Family,
    html: `<div class="cke_editable cke_editable_inline cke_contents_ltr" contenteditable="true" role="textbox">
      <p>One two.</p><p><br></p><p>Three</p>
      <div data-cke-hidden-sel="1" data-cke-temp="1" style="position:fixed;left:-1000px">&nbsp;</div>
    </div>`,
  },
  tinymce: {
    family: tinymceFamily,
    html: `<div id="tinymce" class="mce-content-body" contenteditable="true">
      <p>One <span data-mce-bogus="1">\uFEFF</span>two.</p><p><br data-mce-bogus="1"></p><p>Three</p>
      <div data-mce-bogus="all">resize handle</div>
    </div>`,
  },
};

function mount(html: string): HTMLElement {
  document.body.innerHTML = html.replace(/>\s+</g, '><');
  return document.body;
}

function firstText(root: Node, text: string): Text {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.nodeValue?.includes(text)) return n as Text;
  }
  throw new Error(`no text node with ${text}`);
}

describe.each(Object.entries(SNIPPETS))('%s family', (name, { family, html }) => {
  beforeEach(() => {
    mount(html);
  });

  it('is listed in editorFamilies under its name', () => {
    expect(editorFamilies).toContain(family);
    expect(family.name).toBe(name);
    expect(family.paths.length).toBeGreaterThan(0);
  });

  it('matches a text node inside the editor and returns the editable root', () => {
    const root = family.match(firstText(document.body, 'Three'));
    expect(root?.getAttribute('contenteditable')).toBe('true');
    expect(root?.contains(firstText(document.body, 'One'))).toBe(true);
  });

  it('is the only family that matches its editor', () => {
    const node = firstText(document.body, 'Three');
    expect(editorFamilies.filter((f) => f.match(node)).map((f) => f.name)).toEqual([name]);
  });

  it('does not match the editor once it is read-only', () => {
    const node = firstText(document.body, 'Three');
    family.match(node)!.setAttribute('contenteditable', 'false');
    expect(family.match(node)).toBeNull();
  });

  it('reads the text with one "\\n" per paragraph, without fillers or UI text', () => {
    const root = family.match(firstText(document.body, 'Three'))!;
    expect(family.readText!(root)).toBe('One two.\n\nThree');
  });

  it('reads a selection across paragraphs the same way', () => {
    const root = family.match(firstText(document.body, 'Three'))!;
    const range = document.createRange();
    const one = firstText(root, 'One');
    range.setStart(one, 4);
    range.setEnd(firstText(root, 'Three'), 3);
    const sel = document.getSelection()!;
    sel.removeAllRanges();
    sel.addRange(range);
    expect(family.selectionText!(root, sel)).toBe('two.\n\nThr');
  });
});

describe('matching elsewhere', () => {
  it('no family claims a plain contenteditable or plain text', () => {
    mount('<div contenteditable="true"><p>Plain</p></div><article><p>Read only</p></article>');
    for (const text of ['Plain', 'Read only']) {
      const node = firstText(document.body, text);
      expect(editorFamilies.filter((f) => f.match(node))).toEqual([]);
    }
  });

  it('Quill 1 (a `.ql-clipboard` beside its `.ql-editor`) is its own family, not Quill 2', () => {
    // Same class as Quill 2, other behaviour: it does not claim a paste (see quill.ts).
    mount(`<div class="ql-container ql-snow"><div class="ql-editor" contenteditable="true">
      <p>Quill one</p></div><div class="ql-clipboard" contenteditable="true" tabindex="-1"></div></div>`);
    const node = firstText(document.body, 'Quill one');
    expect(editorFamilies.filter((f) => f.match(node)).map((f) => f.name)).toEqual(['quill1']);
  });
});
