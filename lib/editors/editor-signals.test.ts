// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { announceReplacement, pressUndoKey, releaseControlKey } from './editor-signals';
import { ckeditorFamily } from './families/ckeditor';
import { draftFamily } from './families/draft';
import { tinymceFamily } from './families/tinymce';

describe('editor signals', () => {
  let root: HTMLElement;
  let inner: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div contenteditable="true"><p><span>Hello there</span></p></div>';
    root = document.querySelector('div')!;
    inner = document.querySelector('span')!;
    const range = document.createRange();
    range.setStart(inner.firstChild!, 2);
    range.setEnd(inner.firstChild!, 5);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
  });

  it('pressUndoKey sends Ctrl+Z keydown from the selected element, cancelable', () => {
    const seen: KeyboardEvent[] = [];
    root.addEventListener('keydown', (e) => seen.push(e));
    pressUndoKey(root);
    expect(seen).toHaveLength(1);
    const [event] = seen;
    expect(event!.target).toBe(inner);
    expect([event!.key, event!.ctrlKey || event!.metaKey, event!.cancelable]).toEqual([
      'z',
      true,
      true,
    ]);
  });

  it('releaseControlKey sends a Ctrl key-up from the selection', () => {
    const seen: KeyboardEvent[] = [];
    root.addEventListener('keyup', (e) => seen.push(e));
    releaseControlKey(root);
    expect(seen.map((e) => [e.key, e.ctrlKey, e.target])).toEqual([['Control', true, inner]]);
  });

  it('announceReplacement sends an insertReplacementText input event from the selection', () => {
    const seen: InputEvent[] = [];
    root.addEventListener('input', (e) => seen.push(e as InputEvent));
    announceReplacement(root);
    expect(seen.map((e) => [e.inputType, e.target])).toEqual([['insertReplacementText', inner]]);
  });

  it('wires the hints to the editors that need them', () => {
    expect(ckeditorFamily.paragraphBreak).toBe('\n\n');
    expect(ckeditorFamily.undo).toBe(pressUndoKey);
    expect(draftFamily.undo).toBe(pressUndoKey);
    expect(tinymceFamily.afterWrite).toBeTypeOf('function');
    expect(tinymceFamily.undo).toBe(pressUndoKey);
    expect(tinymceFamily.beforeWrite).toBe(releaseControlKey);
  });
});
