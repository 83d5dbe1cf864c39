// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { instant } from '@/lib/editors/testing/fake-target';
import { copiesFollow, formCopiesOf, looseText } from './form-copy';
import { replaceSpan } from './replace';
import { richTarget } from './rich-target';

const TEXT = 'First paragraph here.\nSecond one.';

function page(mirror: 'keyup' | 'never' | 'none'): { root: HTMLElement; field: HTMLInputElement } {
  document.body.innerHTML = `<form><input type="hidden" id="copy"><input type="hidden" id="other" value="unrelated">
    <div id="e" contenteditable="true"><p>First paragraph here.</p><p>Second one.</p></div></form>`;
  const root = document.getElementById('e') as HTMLElement;
  const field = document.getElementById('copy') as HTMLInputElement;
  field.value = mirror === 'none' ? 'something else' : root.innerHTML;
  if (mirror === 'keyup') root.addEventListener('keyup', () => (field.value = root.innerHTML));
  return { root, field };
}

describe('form copies', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('reads a field as a reader would: HTML as its text, spaces collapsed', () => {
    expect(looseText('<p>a&nbsp; b</p><p>c</p>', document)).toBe('a b c');
    expect(looseText(' a\n\nb ', document)).toBe('a b');
  });

  it("finds the hidden fields of the editor's form that hold its text, nothing else", () => {
    const { root, field } = page('keyup');
    expect(formCopiesOf(richTarget(root, null), TEXT)).toEqual([field]);
    expect(formCopiesOf(richTarget(root, null), 'Another text')).toEqual([]);
    expect(formCopiesOf({ ...richTarget(root, null), savesOnSubmit: true }, TEXT)).toEqual([]);
  });

  it('a copy updated on keyup follows once the keyup a real edit ends with is sent', async () => {
    const { root, field } = page('keyup');
    const target = richTarget(root, null);
    root.innerHTML = '<p>New text.</p>';
    expect(await copiesFollow(target, [field], 'New text.', instant)).toBe(true);
  });

  it('finds a source textarea kept laid out but transparent (Trumbowyg), not a visible one', () => {
    document.body.innerHTML = `<form><textarea id="src" style="opacity: 0"></textarea>
      <textarea id="seen"></textarea>
      <div id="e" contenteditable="true"><p>First paragraph here.</p><p>Second one.</p></div></form>`;
    const root = document.getElementById('e') as HTMLElement;
    const src = document.getElementById('src') as HTMLTextAreaElement;
    const seen = document.getElementById('seen') as HTMLTextAreaElement;
    src.value = root.innerHTML;
    seen.value = root.innerHTML;
    expect(formCopiesOf(richTarget(root, null), TEXT)).toEqual([src]);
  });

  it('a copy made on the keyup of a typed key, never of a modifier, follows', async () => {
    const { root, field } = page('none');
    // As Trumbowyg: Shift (16) and Ctrl (17) keyups are not edits; any other key's is.
    root.addEventListener('keyup', (event) => {
      if (event.keyCode !== 16 && event.keyCode !== 17) field.value = root.innerHTML;
    });
    root.innerHTML = '<p>New text.</p>';
    expect(await copiesFollow(richTarget(root, null), [field], 'New text.', instant)).toBe(true);
  });

  it('the keyup of a typed key comes after two polls of the earlier rounds, not six', async () => {
    const { root, field } = page('none');
    root.addEventListener('keyup', (event) => {
      if (event.keyCode === 229) field.value = root.innerHTML;
    });
    root.innerHTML = '<p>New text.</p>';
    let polls = 0;
    const counting = { ...instant, until: async (done: () => boolean) => (polls++, done()) };
    expect(await copiesFollow(richTarget(root, null), [field], 'New text.', counting)).toBe(true);
    // One poll before any event, one after the Ctrl keyup, one after input and change, and
    // the one that sees the copy: Trumbowyg said "Replaced" 4 s later than other editors.
    expect(polls).toBe(4);
  });

  it('a copy that never follows is reported', async () => {
    const { root, field } = page('never');
    root.innerHTML = '<p>New text.</p>';
    expect(await copiesFollow(richTarget(root, null), [field], 'New text.', instant)).toBe(false);
  });
});

describe('replaceSpan with a form copy that does not follow', () => {
  it('takes the write back and says the page would not submit it', async () => {
    const { root, field } = page('never');
    const target = richTarget(root, null);
    // happy-dom has no editing: the "paste" path is a fake editor that claims and writes.
    root.addEventListener('paste', (event) => {
      event.preventDefault();
      root.innerHTML = '<p>First paragraph here.</p><p>Rewritten.</p>';
    });
    root.addEventListener('beforeinput', (event) => {
      if (event.inputType !== 'historyUndo') return;
      event.preventDefault();
      root.innerHTML = '<p>First paragraph here.</p><p>Second one.</p>';
    });
    const before = field.value;
    const outcome = await replaceSpan(
      { ...target, paths: ['paste'] },
      { before: TEXT, span: { start: 22, end: 33 }, replacement: 'Rewritten.' },
      instant,
    );
    expect(outcome).toEqual({ status: 'not_submitted', intact: true });
    expect(target.read()).toBe(TEXT);
    expect(field.value).toBe(before);
  });
});
