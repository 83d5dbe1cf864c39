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
  hideSite: vi.fn(),
  shown: vi.fn(async () => false),
  alive: () => true,
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the sentinel while the button is hidden', () => {
  it('listens to focusin only while the focus is elsewhere: nothing else, no observer, no timer', () => {
    const add = vi.spyOn(document, 'addEventListener');
    const onWindow = vi.spyOn(window, 'addEventListener');
    const observers = [vi.spyOn(window, 'MutationObserver'), vi.spyOn(window, 'ResizeObserver')];
    const timers = [vi.spyOn(window, 'setInterval'), vi.spyOn(window, 'setTimeout')];
    const sentinel = createSentinel(document, api());
    sentinel.start();
    sentinel.start(); // a second injection restarts it: still one listener each
    expect([...new Set(add.mock.calls.map(([type]) => type))]).toEqual(['focusin']);
    for (const [, , options] of add.mock.calls) {
      expect(options).toEqual({ capture: true, passive: true });
    }
    expect(onWindow).not.toHaveBeenCalled();
    for (const spy of [...observers, ...timers]) expect(spy).not.toHaveBeenCalled();
    sentinel.stop();
  });

  it('in a text field: pointerup and select (typing fires neither); in editable content: pointerup and keyup', () => {
    const add = vi.spyOn(document, 'addEventListener');
    const remove = vi.spyOn(document, 'removeEventListener');
    const types = () => [...new Set(add.mock.calls.map(([type]) => type))].sort();
    document.body.innerHTML = '<textarea></textarea><div contenteditable="true">x</div>';
    document.querySelector('textarea')!.focus();
    const sentinel = createSentinel(document, api());
    sentinel.start();
    expect(types()).toEqual(['focusin', 'pointerup', 'select']);
    add.mockClear();
    (document.querySelector('[contenteditable]') as HTMLElement).focus();
    sentinel.start(); // looks at the focus again, as a focusin does
    expect(types()).toEqual(['focusin', 'keyup', 'pointerup']);
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

  it('stop() takes every listener away', () => {
    document.body.innerHTML = '<textarea></textarea>';
    document.querySelector('textarea')!.focus();
    const remove = vi.spyOn(document, 'removeEventListener');
    const sentinel = createSentinel(document, api());
    sentinel.start();
    sentinel.stop();
    const removed = new Set(remove.mock.calls.map(([type]) => type));
    for (const type of ['focusin', 'pointerup', 'select']) expect(removed.has(type)).toBe(true);
  });
});
