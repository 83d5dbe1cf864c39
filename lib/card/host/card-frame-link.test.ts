// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardFrameEvent } from '@/lib/messages/protocol';
import { FRAME_TIMEOUT_MS, openFrameLink, type FrameSource } from './card-frame-link';

const ORIGIN = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';

function open() {
  const expected: string[] = [];
  const source: FrameSource = {
    url: 'chrome-extension://dynamic-id/card.html',
    origin: ORIGIN,
    title: 'Humanizer',
    expect: async (secret) => void expected.push(secret),
  };
  const events: CardFrameEvent[] = [];
  const onLost = vi.fn();
  // Out of the document: happy-dom would try to load chrome-extension:// (the test fires
  // the frame's load events itself).
  const parent = document.createElement('div');
  const link = openFrameLink(document, parent, source, { onEvent: (e) => events.push(e), onLost });
  const postMessage = vi.fn();
  Object.defineProperty(link.frame, 'contentWindow', { value: { postMessage } });
  return { link, expected, events, onLost, postMessage };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("the content script's link to the card's frame", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('gives the frame its port once loaded, with the secret the background holds, to the extension origin only', async () => {
    const { link, expected, postMessage } = open();
    expect(link.frame.getAttribute('src')).toBe('chrome-extension://dynamic-id/card.html');
    expect(postMessage).not.toHaveBeenCalled();
    link.frame.dispatchEvent(new Event('load'));
    await flush();
    expect(postMessage).toHaveBeenCalledTimes(1);
    const [init, origin, transfer] = postMessage.mock.calls[0]!;
    expect(init).toEqual({ type: 'card.init', secret: expected[0] });
    expect(origin).toBe(ORIGIN);
    expect(transfer).toHaveLength(1);
  });

  it("passes on the frame's well-formed events and drops the rest", async () => {
    const { link, events, postMessage } = open();
    link.frame.dispatchEvent(new Event('load'));
    await flush();
    const port = (postMessage.mock.calls[0]![2] as MessagePort[])[0]!;
    port.postMessage({ type: 'action', name: 'eval' });
    port.postMessage({ type: 'action', name: 'close' });
    await vi.waitFor(() => expect(events).toEqual([{ type: 'action', name: 'close' }]));
    port.close();
  });

  it('is lost when the frame loads a second time (the page navigated it)', async () => {
    const { link, onLost } = open();
    link.frame.dispatchEvent(new Event('load'));
    await flush();
    expect(onLost).not.toHaveBeenCalled();
    link.frame.dispatchEvent(new Event('load'));
    expect(onLost).toHaveBeenCalledTimes(1);
    expect(link.frame.parentNode).toBeNull();
  });

  it('is lost when the frame has not drawn in time, not once it has', async () => {
    vi.useFakeTimers();
    const late = open();
    await vi.advanceTimersByTimeAsync(FRAME_TIMEOUT_MS);
    expect(late.onLost).toHaveBeenCalledTimes(1);
    vi.useRealTimers();

    const shown = open();
    shown.link.frame.dispatchEvent(new Event('load'));
    await flush();
    const port = (shown.postMessage.mock.calls[0]![2] as MessagePort[])[0]!;
    port.postMessage({ type: 'shown' });
    await vi.waitFor(() => expect(shown.events).toEqual([{ type: 'shown' }]));
    vi.useFakeTimers();
    await vi.advanceTimersByTimeAsync(FRAME_TIMEOUT_MS);
    expect(shown.onLost).not.toHaveBeenCalled();
    port.close();
  });
});
