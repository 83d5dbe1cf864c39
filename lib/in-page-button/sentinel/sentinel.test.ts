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
  it('listens to pointerup, keyup and focusin only, captured and passive; nothing else', () => {
    const add = vi.spyOn(document, 'addEventListener');
    const onWindow = vi.spyOn(window, 'addEventListener');
    const observers = [vi.spyOn(window, 'MutationObserver'), vi.spyOn(window, 'ResizeObserver')];
    const timers = [vi.spyOn(window, 'setInterval'), vi.spyOn(window, 'setTimeout')];
    const sentinel = createSentinel(document, api());
    sentinel.start();
    sentinel.start(); // a second injection restarts it: still one listener each
    const types = add.mock.calls.map(([type]) => type);
    expect([...new Set(types)].sort()).toEqual(['focusin', 'keyup', 'pointerup']);
    for (const [, , options] of add.mock.calls) {
      expect(options).toEqual({ capture: true, passive: true });
    }
    expect(onWindow).not.toHaveBeenCalled();
    for (const spy of [...observers, ...timers]) expect(spy).not.toHaveBeenCalled();
    sentinel.stop();
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
    const remove = vi.spyOn(document, 'removeEventListener');
    const sentinel = createSentinel(document, api());
    sentinel.start();
    sentinel.stop();
    const removed = new Set(remove.mock.calls.map(([type]) => type));
    for (const type of ['focusin', 'keyup', 'pointerup']) expect(removed.has(type)).toBe(true);
  });
});
