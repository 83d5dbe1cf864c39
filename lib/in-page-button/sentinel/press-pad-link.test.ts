// @vitest-environment happy-dom
/**
 * The link to the press pad: the port goes to the pad only once the background holds the
 * secret, only to the pad's origin, and a press is only ever a point; a second load of the
 * frame (the page navigated it) or a refused secret loses it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPressPad, type PadSource } from './press-pad-link';

const source = (ok: boolean): PadSource & { secrets: string[] } => {
  const secrets: string[] = [];
  return {
    url: 'about:blank',
    origin: 'chrome-extension://abc',
    secrets,
    expect: async (secret) => (secrets.push(secret), ok),
  };
};

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Opens the pad's link and makes its frame load once; returns what the frame was sent. */
async function openAndLoad(ok: boolean) {
  const onPress = vi.fn();
  const onLost = vi.fn();
  const onReady = vi.fn();
  const src = source(ok);
  const link = openPressPad(document, src, onPress, onLost, onReady);
  const post = vi.fn();
  Object.defineProperty(link.frame, 'contentWindow', { value: { postMessage: post } });
  link.frame.dispatchEvent(new Event('load'));
  await flush();
  return { link, src, post, onPress, onLost, onReady };
}

describe('the press pad link', () => {
  it('hands the port to the pad origin with the secret the background holds, and takes points only', async () => {
    const { src, post, onPress, onLost, onReady, link } = await openAndLoad(true);
    expect(link.frame.tabIndex).toBe(-1);
    expect(post).toHaveBeenCalledTimes(1);
    const [message, origin, [port]] = post.mock.calls[0] as [
      { type: string; secret: string },
      string,
      MessagePort[],
    ];
    expect(origin).toBe('chrome-extension://abc');
    expect(message).toEqual({ type: 'card.init', secret: src.secrets[0] });
    port!.postMessage({ ready: true });
    port!.postMessage({ ready: true, width: 120, height: '30' });
    port!.postMessage({ ready: true, width: 120, height: 30 });
    await vi.waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(onReady).toHaveBeenCalledWith(120, 30);
    port!.postMessage({ x: 'a', y: 2 });
    port!.postMessage(null);
    port!.postMessage({ x: 12, y: 7 });
    await vi.waitFor(() => expect(onPress).toHaveBeenCalledWith(12, 7));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(onLost).not.toHaveBeenCalled();
    port!.close();
    link.close();
  });

  it('a secret the background did not take sends no port, and the button is lost', async () => {
    const { post, onLost } = await openAndLoad(false);
    expect(post).not.toHaveBeenCalled();
    expect(onLost).toHaveBeenCalledTimes(1);
  });

  it('a second load (the frame navigated away) loses the button', async () => {
    const { link, onLost } = await openAndLoad(true);
    link.frame.dispatchEvent(new Event('load'));
    expect(onLost).toHaveBeenCalledTimes(1);
    link.close();
  });
});
