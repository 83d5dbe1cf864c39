// @vitest-environment happy-dom
/**
 * The button takes a press only where the press pad lies under it: once the pad is linked and
 * has drawn at the size it was last given. After the note or the menu grows it, a press waits
 * for the pad's report: before, Chromium may hand the press to the page (the pad's frame
 * element its target), where the page's listeners hear it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createButtonUi } from './button-ui';

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the button and its press pad', () => {
  it('is pressable only once the pad drew at its current size, again after the note grows it', async () => {
    // Each part's box: the row is 100×27, the note hangs under it to 80.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const bottom = this.localName === 'p' ? 80 : 27;
      return { left: 0, top: 0, right: 100, bottom, width: 100, height: bottom } as DOMRect;
    });
    const changed = vi.fn();
    const actions = { press() {}, hideSite() {}, accepts: () => true, changed, lost() {} };
    const pad = { url: 'about:blank', origin: 'chrome-extension://abc', expect: async () => true };
    // The pad's frame sits in the closed root: catch it as the root takes it.
    let port: MessagePort | undefined;
    const frames: HTMLIFrameElement[] = [];
    const append = vi.spyOn(ShadowRoot.prototype, 'appendChild');
    append.mockImplementation(function (this: ShadowRoot, node) {
      if (node instanceof HTMLIFrameElement) frames.push(node);
      return Node.prototype.appendChild.call(this, node) as never;
    });
    const ui = createButtonUi(document, (key) => key, actions, pad);
    document.body.appendChild(ui.host);
    const post = vi.fn((_m: unknown, _o: string, [p]: MessagePort[]) => (port = p));
    Object.defineProperty(frames[0]!, 'contentWindow', { value: { postMessage: post } });
    frames[0]!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(port).toBeDefined());

    ui.moveTo({ left: 10, top: 10 });
    expect(ui.ready()).toBe(false); // linked, but the pad has not drawn yet
    port!.postMessage({ ready: true, width: 100, height: 27 });
    await vi.waitFor(() => expect(ui.ready()).toBe(true));

    changed.mockClear();
    ui.note('How to turn it off');
    expect(ui.ready()).toBe(false);
    expect(changed).toHaveBeenCalled(); // the guard waits its delay again
    port!.postMessage({ ready: true, width: 100, height: 27 }); // a report of the old size
    await flush();
    expect(ui.ready()).toBe(false);
    port!.postMessage({ ready: true, width: 100, height: 80 });
    await vi.waitFor(() => expect(ui.ready()).toBe(true));
    ui.remove();
  });
});
