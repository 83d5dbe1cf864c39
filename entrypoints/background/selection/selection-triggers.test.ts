import { describe, expect, it, vi } from 'vitest';
import { onCommand } from './commands';
import { MENU_ID, onMenuClicked, PARAGRAPH_MENU_ID } from './context-menu';
import { chooseFrame, isInjectionAnswer, surelyActedIn } from '@/lib/selection/frame-probe';

const probe = (frameId: number, focused: boolean, hasTarget: boolean) => ({
  frameId,
  focused,
  hasTarget,
  url: `http://x/${frameId}`,
  origin: 'http://x',
});

describe('chooseFrame', () => {
  it('prefers the focused frame with a target, then focus, then a selection, then the top', () => {
    expect(chooseFrame([probe(0, true, false), probe(7, true, true)]).frameId).toBe(7);
    expect(chooseFrame([probe(0, false, false), probe(7, true, false)]).frameId).toBe(7);
    expect(chooseFrame([probe(0, false, false), probe(7, false, true)]).frameId).toBe(7);
    expect(chooseFrame([probe(3, false, false), probe(0, false, false)])).toEqual({
      frameId: 0,
    });
    expect(chooseFrame([])).toEqual({ frameId: 0 });
  });

  it("takes Google Docs' top frame, not the hidden input frame that has the focus", () => {
    const docs = { ...probe(0, false, false), url: 'https://docs.google.com/document/d/x/edit' };
    expect(chooseFrame([docs, probe(5, true, true)]).frameId).toBe(0);
  });
});

describe('isInjectionAnswer', () => {
  it("counts only a frame's whole answer (a frame that answered nothing or else is skipped)", () => {
    expect(isInjectionAnswer(probe(0, true, false))).toBe(true);
    expect(isInjectionAnswer(undefined)).toBe(false);
    expect(isInjectionAnswer(null)).toBe(false);
    expect(isInjectionAnswer({ focused: true, hasTarget: 'yes', url: 'http://x/' })).toBe(false);
    expect(isInjectionAnswer({ focused: true, hasTarget: true })).toBe(false);
    // Without its origin, later messages could not be addressed to this document alone.
    expect(isInjectionAnswer({ focused: true, hasTarget: true, url: 'http://x/' })).toBe(false);
  });

  it('takes a capture made at injection only when it is whole', () => {
    const ok = { ok: true, text: 'Hello.', editable: true, family: 'textarea', wholeField: false };
    const refused = { ok: false, reason: 'password', message: 'No passwords.' };
    const answer = (capture: unknown) => ({ ...probe(0, true, true), capture });
    expect(isInjectionAnswer(answer({ captureId: 'c1', result: ok }))).toBe(true);
    expect(isInjectionAnswer(answer({ captureId: 'c1', result: refused }))).toBe(true);
    expect(isInjectionAnswer(answer({ captureId: 'c1', result: { ok: true } }))).toBe(false);
    const { wholeField: _w, ...unsaid } = ok;
    expect(isInjectionAnswer(answer({ captureId: 'c1', result: unsaid }))).toBe(false);
    expect(isInjectionAnswer(answer({ result: ok }))).toBe(false);
    expect(isInjectionAnswer(answer('c1'))).toBe(false);
  });
});

describe('surelyActedIn', () => {
  it('only the focused top frame with a target, outside a canvas editor, captures at once', () => {
    expect(surelyActedIn(probe(0, true, true), true)).toBe(true);
    // chooseFrame would pick it too: it is the one frame that can hold the focus.
    expect(chooseFrame([probe(0, true, true), probe(4, false, true)]).frameId).toBe(0);
    expect(surelyActedIn(probe(0, true, true), false)).toBe(false);
    expect(surelyActedIn(probe(0, false, true), true)).toBe(false);
    expect(surelyActedIn(probe(0, true, false), true)).toBe(false);
    const docs = { ...probe(0, true, true), url: 'https://docs.google.com/document/d/x/edit' };
    expect(surelyActedIn(docs, true)).toBe(false);
  });
});

describe('trigger listeners', () => {
  it('the menu runs the action in the clicked frame, for our item only', () => {
    const run = vi.fn(async () => undefined);
    const runParagraph = vi.fn(async () => undefined);
    const listener = onMenuClicked(run, runParagraph);
    listener({ menuItemId: 'other', editable: false, pageUrl: '' }, { id: 4 } as never);
    listener({ menuItemId: MENU_ID, frameId: 9, editable: true, pageUrl: '' }, { id: 4 } as never);
    expect(run).toHaveBeenCalledExactlyOnceWith(4, 9, undefined);
    expect(runParagraph).not.toHaveBeenCalled();
    const paragraphItem = { menuItemId: PARAGRAPH_MENU_ID, frameId: 2, editable: true };
    listener({ ...paragraphItem, pageUrl: '' }, { id: 5 } as never);
    expect(runParagraph).toHaveBeenCalledExactlyOnceWith(5, 2);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('the shortcut runs the action in the tab it came from', async () => {
    const run = vi.fn(async () => undefined);
    const listener = onCommand(run);
    listener('something-else', { id: 2 } as never);
    listener('humanize-selection', { id: 3 } as never);
    await vi.waitFor(() => expect(run).toHaveBeenCalledExactlyOnceWith(3));
  });

  it('a failing action is reported, not thrown into the event', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const listener = onMenuClicked(
      async () => {
        throw new Error('Nothing to humanize');
      },
      async () => undefined,
    );
    expect(() =>
      listener({ menuItemId: MENU_ID, editable: true, pageUrl: '' }, { id: 1 } as never),
    ).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  });
});
