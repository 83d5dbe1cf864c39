// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { EditableTarget } from './editable-target';
import { instant } from './testing/fake-target';
import { undoUntil } from './restore-text';

/** An editor whose claimed undo pops one level of markup; its text is its textContent. */
function leveledEditor(levels: string[]) {
  const element = document.createElement('div');
  const stack = [...levels];
  element.innerHTML = stack.at(-1)!;
  let presses = 0;
  const target = {
    element,
    paths: [],
    undoMethods: ['historyUndo', 'execCommand'],
    read: () => element.textContent ?? '',
    undo: () => {
      presses += 1;
      // An empty history leaves the DOM alone; a level is redrawn whole, as TinyMCE does.
      if (stack.length > 1) {
        stack.pop();
        element.innerHTML = stack.at(-1)!;
      }
      return true;
    },
  } as unknown as EditableTarget;
  return { target, presses: () => presses };
}

describe('undoUntil with undo steps that read the same', () => {
  it('presses again while an undo changed only markup (two levels for one write)', async () => {
    const editor = leveledEditor([
      '<p>original</p>',
      '<p>rewrite</p><br>',
      '<p>rewrite</p><p><br></p>',
    ]);
    expect(await undoUntil(editor.target, { text: 'original' }, instant)).toBe(true);
    expect(editor.presses()).toBe(2);
  });

  it('stops after a claimed undo that changed nothing, and after the repeats', async () => {
    const nothing = leveledEditor(['<p>rewrite</p>']);
    expect(await undoUntil(nothing.target, { text: 'original' }, instant)).toBe(false);
    expect(nothing.presses()).toBe(1);
    const many = leveledEditor([
      '<p>original</p>',
      'rewrite<b></b>',
      'rewrite<i></i>',
      'rewrite<u></u>',
      'rewrite<s></s>',
    ]);
    expect(await undoUntil(many.target, { text: 'original' }, instant)).toBe(false);
    expect(many.presses()).toBe(3);
  });

  it("stops at a text that is neither the original nor the one before (the user's edit)", async () => {
    const editor = leveledEditor(['<p>original</p>', '<p>typed</p>', '<p>rewrite</p>']);
    expect(await undoUntil(editor.target, { text: 'original' }, instant)).toBe(false);
    expect(editor.presses()).toBe(1);
  });
});
