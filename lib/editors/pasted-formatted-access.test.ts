// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ckeditorFamily } from './families/ckeditor';
import { prosemirrorFamily } from './families/prosemirror';
import { quillFamily } from './families/quill';
import { slateFamily } from './families/slate';
import { WritePathsAbsentError } from './formatting/formatting-writer';
import { richTarget } from './rich-target';
import { installInjectedWriter } from './testing/injected-writer';

describe("an editor's formatted access through a text/html paste", () => {
  // Families' shaped pastes are in the writer's file (families/write-paths.ts), loaded first.
  let uninstall: () => void;
  beforeEach(() => (uninstall = installInjectedWriter()));
  afterEach(() => uninstall());

  it("pastes the fragment's markup with its text, the provider's markup escaped, on the selected span", () => {
    document.body.innerHTML =
      '<div class="ProseMirror" contenteditable="true"><p>Keep this.</p><p>Old words here.</p></div>';
    const root = document.querySelector<HTMLElement>('.ProseMirror')!;
    const target = richTarget(root, prosemirrorFamily);
    const pasted: { html: string; text: string; selected: string }[] = [];
    root.addEventListener('paste', (event) => {
      const data = (event as ClipboardEvent).clipboardData!;
      pasted.push({
        html: data.getData('text/html'),
        text: data.getData('text/plain'),
        selected: document.getSelection()!.toString(),
      });
      event.preventDefault();
    });
    const fragment = document.createDocumentFragment();
    const p = document.createElement('p');
    p.append(
      'New <b>words</b> ',
      Object.assign(document.createElement('strong'), { textContent: 'here' }),
    );
    fragment.append(p);
    const span = { start: 'Keep this.\n'.length, end: 'Keep this.\nOld words here.'.length };

    expect(target.formatted!.writeHtml(span, fragment, 'New <b>words</b> here')).toBe(true);
    expect(pasted).toEqual([
      {
        html: '<p>New &lt;b&gt;words&lt;/b&gt; <strong>here</strong></p>',
        text: 'New <b>words</b> here',
        selected: 'Old words here.',
      },
    ]);
    expect(target.formatted!.capture(span)?.blocks[0]?.kind.type).toBe('paragraph');
  });

  /** A Slate-like root whose beforeinput listener records each event; `claims`: cancels them. */
  function slateRoot(claims: (inputType: string) => boolean) {
    document.body.innerHTML =
      '<div data-slate-editor="true" contenteditable="true"><p>Old words here.</p></div>';
    const root = document.querySelector<HTMLElement>('div')!;
    const seen: string[] = [];
    root.addEventListener('paste', () => seen.push('paste'));
    root.addEventListener('beforeinput', (event) => {
      const { inputType, dataTransfer } = event as InputEvent;
      seen.push(
        dataTransfer
          ? `${inputType} ${dataTransfer.getData('text/html')} ${dataTransfer.getData('text/plain')}`
          : inputType,
      );
      if (claims(inputType)) event.preventDefault();
    });
    const fragment = document.createDocumentFragment();
    fragment.append(Object.assign(document.createElement('b'), { textContent: 'New' }));
    return { target: richTarget(root, slateFamily), seen, fragment };
  }

  it("deletes Slate's selection with its own delete, then sends its rich paste as the insertFromPaste beforeinput it reads", () => {
    const { target, seen, fragment } = slateRoot(() => true);
    expect(target.formatted!.writeHtml({ start: 0, end: 15 }, fragment, 'New')).toBe(true);
    expect(seen).toEqual(['deleteContentBackward', 'insertFromPaste <b>New</b> New']);
  });

  it('sends no paste to Slate when its delete was not claimed', () => {
    const { target, seen, fragment } = slateRoot((type) => type !== 'deleteContentBackward');
    expect(target.formatted!.writeHtml({ start: 0, end: 15 }, fragment, 'New')).toBe(false);
    expect(seen).toEqual(['deleteContentBackward']);
  });

  it('is given only to families that parse a pasted text/html into their model', () => {
    document.body.innerHTML = '<div contenteditable="true" class="ql-editor"><p>x</p></div>';
    const root = document.querySelector<HTMLElement>('div')!;
    expect(richTarget(root, { ...prosemirrorFamily, pastesHtml: false }).formatted).toBeUndefined();
  });

  it("takes the selected line's end with the paste (Quill 2) unless the paste ends in a paragraph", () => {
    document.body.innerHTML =
      '<div class="ql-editor" contenteditable="true"><p>Intro.</p><ol><li data-list="bullet">One</li></ol><p>Next line.</p></div>';
    const root = document.querySelector<HTMLElement>('.ql-editor')!;
    const target = richTarget(root, quillFamily);
    const ends: string[] = [];
    root.addEventListener('paste', (event) => {
      const range = document.getSelection()!.getRangeAt(0);
      ends.push(`${range.endContainer.textContent}@${range.endOffset}`);
      event.preventDefault();
    });
    const fragmentOf = (...tags: string[]) => {
      const fragment = document.createDocumentFragment();
      for (const tag of tags) {
        const list = tag === 'li' ? document.createElement('ul') : null;
        const block = document.createElement(tag);
        block.textContent = 'x';
        fragment.append(list ? (list.append(block), list) : block);
      }
      return fragment;
    };
    const span = { start: 0, end: 'Intro.\nOne'.length };

    target.formatted!.writeHtml(span, fragmentOf('p', 'li'), 'x\nx');
    target.formatted!.writeHtml({ start: 0, end: 'Intro.'.length }, fragmentOf('p'), 'x');
    // A list item's line end goes with the paste (Quill keeps the pasted item's own); a
    // paragraph's stays (Quill drops the pasted one's: the next line would join it).
    expect(ends).toEqual(['Next line.@0', 'Intro.@6']);
  });

  it("pastes a family's shape (CKEditor 5 from a list item) over the range it moved to", () => {
    document.body.innerHTML =
      '<div class="ck-editor__editable" contenteditable="true"><p>Before.</p>' +
      '<ul><li>Plan</li><li>Ship</li></ul><p>After.</p></div>';
    const root = document.querySelector<HTMLElement>('.ck-editor__editable')!;
    const target = richTarget(root, ckeditorFamily);
    const pasted: string[] = [];
    root.addEventListener('paste', (event) => {
      const html = (event as ClipboardEvent).clipboardData!.getData('text/html');
      pasted.push(`${document.getSelection()} => ${html}`);
      event.preventDefault();
    });
    const fragment = document.createDocumentFragment();
    const list = fragment.appendChild(document.createElement('ul'));
    list.appendChild(document.createElement('li')).append('Shipped');
    fragment.appendChild(document.createElement('p')).append('Later.');
    const span = { start: 'Before.\nPlan\n'.length, end: 'Before.\nPlan\nShip\nAfter.'.length };

    expect(target.formatted!.writeHtml(span, fragment, 'Shipped\nLater.')).toBe(true);
    // The selectionchange that tells CKEditor of the new range is checked in the browsers
    // (formatting-variations.e2e.ts): happy-dom fires its own on addRange, at once.
    expect(pasted).toEqual([
      'PlanShipAfter. => <p></p><ul><li>Plan</li><li>Shipped</li></ul><p>Later.</p>',
    ]);
  });
  it("refuses a family's shaped paste, pasting nothing, when the writer file is not in the frame", () => {
    uninstall();
    document.body.innerHTML =
      '<div class="ck-editor__editable" contenteditable="true"><p>Before.</p>' +
      '<ul><li>Plan</li><li>Ship</li></ul></div>';
    const root = document.querySelector<HTMLElement>('.ck-editor__editable')!;
    const before = root.innerHTML;
    const pasted: string[] = [];
    root.addEventListener('paste', (event) => {
      pasted.push((event as ClipboardEvent).clipboardData!.getData('text/html'));
      event.preventDefault();
    });
    const fragment = document.createDocumentFragment();
    fragment.appendChild(document.createElement('ul')).append(document.createElement('li'));
    const span = { start: 'Before.\n'.length, end: 'Before.\nPlan'.length };

    const target = richTarget(root, ckeditorFamily);
    expect(() => target.formatted!.writeHtml(span, fragment, 'Shipped')).toThrow(
      WritePathsAbsentError,
    );
    expect(pasted).toEqual([]);
    expect(root.innerHTML).toBe(before);
    // A family without a shaped paste does not need the writer file here.
    expect(richTarget(root, prosemirrorFamily).formatted!.writeHtml(span, fragment, 'x')).toBe(
      true,
    );
  });
});
