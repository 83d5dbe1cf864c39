// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { instant } from '@/lib/editors/testing/fake-target';
import { replaceSpan } from './replace';
import { richTarget } from './rich-target';
import { textFieldTarget } from './text-field-target';

const TEXT = 'Keep this. Rewrite this part.';
const SPAN = { start: 11, end: TEXT.length };
const request = { before: TEXT, span: SPAN, replacement: 'New part.' };

describe('a page that moves the focus between our select and our write', () => {
  let other: HTMLInputElement;
  let exec: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    document.body.innerHTML = `<textarea id="t"></textarea><input id="other" value="other field">
      <div id="e" contenteditable="true"><p>${TEXT}</p></div>`;
    (document.getElementById('t') as HTMLTextAreaElement).value = TEXT;
    other = document.getElementById('other') as HTMLInputElement;
    // happy-dom has no editing commands: a spy stands for the browser's, writing nothing.
    exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
  });

  it('textarea: no command is sent once the focus went elsewhere; nothing written anywhere', async () => {
    const field = document.getElementById('t') as HTMLTextAreaElement;
    field.addEventListener('focus', () => other.focus());
    const outcome = await replaceSpan(textFieldTarget(field), request, instant);
    expect(outcome).toEqual({ status: 'moved', intact: true, gone: false });
    expect(exec).not.toHaveBeenCalled();
    expect([field.value, other.value]).toEqual([TEXT, 'other field']);
  });

  it('textarea: a selection moved inside the field also stops the write', async () => {
    const field = document.getElementById('t') as HTMLTextAreaElement;
    field.addEventListener('focus', () => queueMicrotask(() => field.setSelectionRange(0, 4)));
    const outcome = await replaceSpan(textFieldTarget(field), request, instant);
    expect(outcome).toMatchObject({ status: 'moved' });
    expect(exec).not.toHaveBeenCalled();
  });

  it('contenteditable: the focus moved to another field stops every path', async () => {
    const root = document.getElementById('e') as HTMLElement;
    root.addEventListener('focus', () => other.focus());
    const pasted = vi.fn();
    root.addEventListener('paste', pasted);
    const outcome = await replaceSpan(richTarget(root, null), request, instant);
    expect(outcome).toEqual({ status: 'moved', intact: true, gone: false });
    expect(exec).not.toHaveBeenCalled();
    expect(pasted).not.toHaveBeenCalled();
  });

  it('a target removed from the document is refused', async () => {
    const field = document.getElementById('t') as HTMLTextAreaElement;
    const target = textFieldTarget(field);
    field.remove();
    expect(await replaceSpan(target, request, instant)).toEqual({
      status: 'moved',
      intact: false,
      gone: true,
    });
  });
});
