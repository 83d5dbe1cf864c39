// @vitest-environment happy-dom
/**
 * What the sentinel costs a page while the button is hidden, and that a page's own events
 * cannot drive it (the shown button and its placement are covered end to end in
 * test/e2e/in-page-button*.e2e.ts, with real input).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSentinel, type SentinelApi } from './sentinel';

const api = (): SentinelApi => ({
  text: (key) => key,
  press: vi.fn(),
  hideSite: vi.fn(async () => true),
  shown: vi.fn(async () => false),
  alive: () => true,
  pad: { url: 'about:blank', origin: 'null', expect: async () => false },
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const shown = () => document.documentElement.children.length === 3; // head, body, the button
const shiftRight = () =>
  new KeyboardEvent('keydown', { bubbles: true, key: 'ArrowRight', shiftKey: true });

/** Dispatches `event` as if the user's (happy-dom lets a test say so; a page cannot). */
function trusted(event: Event, at: EventTarget = document.activeElement ?? document) {
  Object.defineProperty(event, 'isTrusted', { value: true });
  at.dispatchEvent(event);
}

describe('the sentinel while the button is hidden', () => {
  it('listens to focusin, and to presses and keys (remembered, nothing read), only while the focus is elsewhere: no observer, no timer', () => {
    const add = vi.spyOn(document, 'addEventListener');
    const onWindow = vi.spyOn(window, 'addEventListener');
    const observers = [vi.spyOn(window, 'MutationObserver'), vi.spyOn(window, 'ResizeObserver')];
    const timers = [vi.spyOn(window, 'setInterval'), vi.spyOn(window, 'setTimeout')];
    const sentinel = createSentinel(document, api());
    sentinel.start();
    sentinel.start(); // a second injection restarts it: still one listener each
    expect([...new Set(add.mock.calls.map(([type]) => type))].sort()).toEqual([
      'focusin',
      'keydown',
      'pointerdown',
    ]);
    for (const [, , options] of add.mock.calls) {
      expect(options).toEqual({ capture: true, passive: true });
    }
    expect(onWindow).not.toHaveBeenCalled();
    for (const spy of [...observers, ...timers]) expect(spy).not.toHaveBeenCalled();
    sentinel.stop();
  });

  it('in a text field: pointerup and select (typing fires neither); in editable content: mousedown, pointerup and keyup', () => {
    const add = vi.spyOn(document, 'addEventListener');
    const remove = vi.spyOn(document, 'removeEventListener');
    const types = () => [...new Set(add.mock.calls.map(([type]) => type))].sort();
    document.body.innerHTML = '<textarea></textarea><div contenteditable="true">x</div>';
    document.querySelector('textarea')!.focus();
    const sentinel = createSentinel(document, api());
    sentinel.start();
    expect(types()).toEqual(['focusin', 'keydown', 'pointerdown', 'pointerup', 'select']);
    add.mockClear();
    (document.querySelector('[contenteditable]') as HTMLElement).focus();
    sentinel.start(); // looks at the focus again, as a focusin does
    expect(types()).toEqual([
      'focusin',
      'keydown',
      'keyup',
      'mousedown',
      'pointerdown',
      'pointerup',
    ]);
    expect(remove.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['pointerup', 'select']),
    );
    sentinel.stop();
  });

  it('listens for a shadow-root field on its shadow root (select is not composed)', () => {
    document.body.innerHTML = '<div id="host"></div>';
    const root = document.getElementById('host')!.attachShadow({ mode: 'open' });
    root.innerHTML = '<textarea></textarea>';
    const onRoot = vi.spyOn(root, 'addEventListener');
    const offRoot = vi.spyOn(root, 'removeEventListener');
    root.querySelector('textarea')!.focus();
    const sentinel = createSentinel(document, api());
    sentinel.start();
    expect(onRoot.mock.calls.map(([type]) => type)).toEqual(['pointerup', 'select']);
    sentinel.stop();
    expect(offRoot.mock.calls.map(([type]) => type)).toEqual(['pointerup', 'select']);
  });

  it("ignores the page's own (untrusted) events, even on a qualifying selection", async () => {
    document.body.innerHTML =
      '<textarea>In today’s fast-paced world, it is important to note that writing matters.</textarea>';
    const field = document.querySelector('textarea')!;
    const calls = api();
    const sentinel = createSentinel(document, calls);
    sentinel.start();
    field.focus();
    field.setSelectionRange(0, 40);
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    field.dispatchEvent(new KeyboardEvent('keyup', { key: 'Shift', bubbles: true }));
    field.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 20));
    expect(document.documentElement.children).toHaveLength(2); // head and body: no button
    expect(calls.shown).not.toHaveBeenCalled();
    sentinel.stop();
  });

  it('in editable content, a plain click never asks about the selection; a drag, a double or triple click, Shift+click and a focusing press do', async () => {
    document.body.innerHTML = '<div contenteditable="true"><p>Some words to click in.</p></div>';
    (document.querySelector('[contenteditable]') as HTMLElement).focus();
    const sentinel = createSentinel(document, api());
    sentinel.start();
    const asked = vi.spyOn(document, 'getSelection');
    const press = (down: MouseEventInit, up: PointerEventInit) => {
      trusted(new MouseEvent('mousedown', { bubbles: true, detail: 1, ...down }));
      trusted(new PointerEvent('pointerup', { bubbles: true, ...up }));
    };
    press({ clientX: 20, clientY: 10 }, { clientX: 20.4, clientY: 10.7 });
    press({ clientX: 60, clientY: 10 }, { clientX: 60, clientY: 10 });
    expect(asked).not.toHaveBeenCalled();
    press({ clientX: 20, clientY: 10 }, { clientX: 21, clientY: 10 });
    press({ clientX: 20, clientY: 10, detail: 3 }, { clientX: 20, clientY: 10 });
    press({ clientX: 20, clientY: 10, shiftKey: true }, { clientX: 20, clientY: 10 });
    expect(asked).toHaveBeenCalledTimes(3);
    // A press whose mousedown came before the focus did (or that the page cancelled).
    trusted(new FocusEvent('focusin', { bubbles: true }));
    trusted(new PointerEvent('pointerup', { bubbles: true, clientX: 5, clientY: 5 }));
    expect(asked).toHaveBeenCalledTimes(4);
    await new Promise((r) => setTimeout(r, 0));
    sentinel.stop();
  });

  it('while the button shows, scrolling, a selection change or a key that extends it never look at the focus', async () => {
    document.body.innerHTML =
      '<textarea>In today’s fast-paced world, it is important to note that writing matters.</textarea>';
    const field = document.querySelector('textarea')!;
    const calls = api();
    field.focus();
    const sentinel = createSentinel(document, calls);
    sentinel.start();
    trusted(shiftRight(), field);
    field.setSelectionRange(0, 40);
    trusted(new Event('select'), field);
    await vi.waitFor(() => expect(shown()).toBe(true));
    const looked = vi.spyOn(document, 'activeElement', 'get');
    trusted(new Event('scroll'), document);
    trusted(new Event('selectionchange'), document);
    trusted(
      new KeyboardEvent('keydown', { bubbles: true, key: 'ArrowRight', shiftKey: true }),
      field,
    );
    expect(looked).not.toHaveBeenCalled();
    expect(shown()).toBe(true); // head, body and the button
    sentinel.stop();
  });

  it('a field focused again while shown: clearing its selection makes a new one the user’s, as before', async () => {
    document.body.innerHTML =
      '<textarea>In today’s fast-paced world, it is important to note that writing matters.</textarea>';
    const field = document.querySelector('textarea')!;
    field.focus();
    const sentinel = createSentinel(document, api());
    sentinel.start();
    trusted(shiftRight(), field);
    field.setSelectionRange(0, 40);
    trusted(new Event('select'), field);
    expect(shown()).toBe(true);
    // The window got the focus back: the field's selection is taken as the page's again.
    trusted(new FocusEvent('focusin', { bubbles: true }), field);
    field.setSelectionRange(5, 5);
    trusted(new Event('selectionchange'), document);
    expect(shown()).toBe(false);
    // The user selects the same words again (Shift+arrows): theirs, so the button shows.
    trusted(shiftRight(), field);
    field.setSelectionRange(0, 40);
    trusted(new Event('select'), field);
    expect(shown()).toBe(true);
    sentinel.stop();
  });

  it("a selection the page's script made shows nothing, though the browser trusts its focusin and select; the user's selecting key does", async () => {
    document.body.innerHTML =
      '<textarea>In today’s fast-paced world, it is important to note that writing matters.</textarea><input>';
    const field = document.querySelector('textarea')!;
    const calls = api();
    const sentinel = createSentinel(document, calls);
    sentinel.start();
    // A key the user pressed elsewhere, and a press elsewhere: neither is in the field.
    trusted(shiftRight(), document.querySelector('input')!);
    trusted(new PointerEvent('pointerdown', { bubbles: true, composed: true }), document.body);
    field.focus();
    trusted(new FocusEvent('focusin', { bubbles: true }), field);
    field.setSelectionRange(0, 60);
    trusted(new Event('select'), field);
    trusted(new PointerEvent('pointerup', { bubbles: true, clientX: 5, clientY: 5 }), field);
    await new Promise((r) => setTimeout(r, 20));
    expect(shown()).toBe(false);
    // Typing in the field claims nothing either.
    trusted(new KeyboardEvent('keydown', { bubbles: true, key: 'x' }), field);
    field.setSelectionRange(0, 50);
    trusted(new Event('select'), field);
    expect(shown()).toBe(false);
    // The user's own Shift+→ in the field: shown. The note waits until it could be seen.
    trusted(shiftRight(), field);
    field.setSelectionRange(0, 61);
    trusted(new Event('select'), field);
    expect(shown()).toBe(true);
    expect(calls.shown).not.toHaveBeenCalled();
    sentinel.stop();
  });

  it('stop() takes every listener away', () => {
    document.body.innerHTML = '<textarea></textarea>';
    document.querySelector('textarea')!.focus();
    const remove = vi.spyOn(document, 'removeEventListener');
    const sentinel = createSentinel(document, api());
    sentinel.start();
    sentinel.stop();
    const removed = new Set(remove.mock.calls.map(([type]) => type));
    for (const type of ['focusin', 'pointerup', 'select', 'pointerdown', 'keydown']) {
      expect(removed.has(type)).toBe(true);
    }
  });
});
