// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { findTarget } from './find-target';

const FIELD_TEXT = 'In today’s fast-paced world, it is important to note that writing matters.';

function field(html: string, start: number, end: number) {
  document.body.innerHTML = html;
  const el = document.querySelector('textarea,input') as HTMLTextAreaElement;
  el.focus();
  el.setSelectionRange(start, end);
  return el;
}

describe('findTarget', () => {
  it('a text field whose selection holds three words or more', () => {
    const el = field(`<textarea>${FIELD_TEXT}</textarea>`, 0, 27);
    expect(findTarget(document)).toEqual({ el });
    field(`<textarea>${FIELD_TEXT}</textarea>`, 0, 8);
    expect(findTarget(document)).toBeNull();
    field(`<textarea>${FIELD_TEXT}</textarea>`, 5, 5);
    expect(findTarget(document)).toBeNull();
  });

  it('not a password or search field, not a field that opted out', () => {
    field(`<input type="password" value="${FIELD_TEXT}">`, 0, 40);
    expect(findTarget(document)).toBeNull();
    field(`<input type="search" value="${FIELD_TEXT}">`, 0, 40);
    expect(findTarget(document)).toBeNull();
    field(`<textarea data-gramm="false">${FIELD_TEXT}</textarea>`, 0, 40);
    expect(findTarget(document)).toBeNull();
  });

  it('editable content whose selection ends inside it, with its direction', () => {
    document.body.innerHTML = `<p id="out">Outside text here</p><div contenteditable="true"><p id="in">${FIELD_TEXT}</p></div>`;
    const host = document.querySelector('[contenteditable]') as HTMLElement;
    const text = document.getElementById('in')!.firstChild!;
    host.focus();
    document.getSelection()!.setBaseAndExtent(text, 40, text, 0);
    const found = findTarget(document);
    expect(found).toMatchObject({ el: host, range: expect.any(Range) });
    // Ending outside the editing host: not the user's text.
    const out = document.getElementById('out')!.firstChild!;
    document.getSelection()!.setBaseAndExtent(text, 0, out, 8);
    expect(findTarget(document)).toBeNull();
  });

  it('read-only page text: nothing (the context menu stays for it)', () => {
    document.body.innerHTML = `<p id="p">${FIELD_TEXT}</p>`;
    const text = document.getElementById('p')!.firstChild!;
    document.getSelection()!.setBaseAndExtent(text, 0, text, 40);
    expect(findTarget(document)).toBeNull();
  });
});
