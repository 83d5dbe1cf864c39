// @vitest-environment happy-dom
/**
 * Restore original after a replace: the editor's own undo when the rewrite is its last
 * change, otherwise the original written back over the rewrite, and only once.
 */
import { describe, expect, it } from 'vitest';
import type { EditableTarget } from '../editors/editable-target';
import { rewriteWorld } from '@/lib/selection/testing/selection-session-fixtures';
import type { Span } from '../editors/span';

describe('Restore original', () => {
  /** An editor with its own history: write pushes, undo pops (unless it ignores undo). */
  function historyTarget(text: string, undoWorks: boolean, element = document.body) {
    let value = text;
    let sel: Span = { start: 0, end: 0 };
    const history: string[] = [];
    const log: string[] = [];
    const target: EditableTarget = {
      family: 'fake',
      element,
      singleLine: false,
      paths: ['paste'],
      read: () => value,
      selection: () => sel,
      select: (span) => void (sel = span),
      write(path, t) {
        log.push(`write:${t}`);
        history.push(value);
        value = value.slice(0, sel.start) + t + value.slice(sel.end);
        return true;
      },
      undoMethods: ['historyUndo'],
      undo() {
        log.push('undo');
        if (undoWorks) value = history.pop() ?? value;
        return undoWorks;
      },
    };
    return { target, log, value: () => value, type: (v: string) => void (value = v) };
  }

  async function rewritten(fake: ReturnType<typeof historyTarget>) {
    const { last, settle } = await rewriteWorld(fake.target, 'big\nplanet');
    expect(fake.value()).toBe('Hello big\nplanet!');
    return { last, settle };
  }

  it("takes the rewrite back with the editor's own undo when it is the last change", async () => {
    const fake = historyTarget('Hello world!', true);
    const { last, settle } = await rewritten(fake);
    last().actions.restore();
    await settle();
    expect(fake.value()).toBe('Hello world!');
    expect(fake.log).toEqual(['write:big\nplanet', 'undo']);
    expect(last().model).toMatchObject({ kind: 'replaced', restored: true });
  });

  it('writes the original back when the undo changes nothing', async () => {
    const fake = historyTarget('Hello world!', false);
    const { last, settle } = await rewritten(fake);
    last().actions.restore();
    await settle();
    expect(fake.value()).toBe('Hello world!');
    expect(fake.log).toEqual(['write:big\nplanet', 'undo', 'write:world']);
    expect(last().model).toMatchObject({ kind: 'replaced', restored: true });
  });

  it('does not undo over later edits: writes the original over the rewrite instead', async () => {
    const fake = historyTarget('Hello world!', true);
    const { last, settle } = await rewritten(fake);
    fake.type('Oh. Hello big\nplanet!');
    last().actions.restore();
    await settle();
    expect(fake.value()).toBe('Oh. Hello world!');
    expect(fake.log).toEqual(['write:big\nplanet', 'write:world']);
  });

  it("does not undo after an edit elsewhere in the page (the browser's undo would take it back): writes the original back", async () => {
    // Two editing hosts of one document (Editor.js's blocks): the target, and where the user types.
    document.body.innerHTML = '<div id="target"></div><div id="other"></div>';
    const fake = historyTarget('Hello world!', true, document.getElementById('target')!);
    const { last, settle } = await rewritten(fake);
    const typing = new Event('input', { bubbles: true, composed: true });
    Object.defineProperty(typing, 'isTrusted', { value: true }); // happy-dom has none
    document.getElementById('other')!.dispatchEvent(typing);
    last().actions.restore();
    await settle();
    expect(fake.value()).toBe('Hello world!');
    expect(fake.log).toEqual(['write:big\nplanet', 'write:world']);
    expect(last().model).toMatchObject({ kind: 'replaced', restored: true });
    document.body.innerHTML = '';
  });

  it('a second Restore does nothing: it does not write the original over the same words elsewhere', async () => {
    // The rewrite ("planet") also stands later in the text, where a stale record of the
    // write would find it and put the original ("world") there.
    const fake = historyTarget('Hello world, small planet.', true);
    const { last, settle } = await rewriteWorld(fake.target, 'planet');
    expect(fake.value()).toBe('Hello planet, small planet.');
    const restore = last().actions.restore;
    restore();
    await settle();
    expect(fake.value()).toBe('Hello world, small planet.');
    restore();
    await settle();
    expect(fake.value()).toBe('Hello world, small planet.');
    expect(fake.log).toEqual(['write:planet', 'undo']);
    expect(last().model).toMatchObject({ kind: 'replaced', restored: true });
  });
});
