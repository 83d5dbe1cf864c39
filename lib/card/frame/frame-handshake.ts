/**
 * The card frame's side of the handshake (card-frame-link.ts has the content script's): the
 * port to use is the one that came with a `card.init` message whose secret the background
 * confirms (`claim`) as given by our content script in this tab. The page can post to this
 * window too, before our content script does and as often as it likes: a message without the
 * right secret is ignored, and after MAX_CANDIDATES messages nothing more is even looked at
 * (the content script then gives up on the frame: docs/card.md).
 */
import { isCardFrameInit } from '@/lib/card/port/card-frame-validators';

export const MAX_CANDIDATES = 16;

/** Frames looked through, at most, from a message's source up to the card's parent. */
const MAX_DEPTH = 10;

/**
 * Whether a message comes from the page that holds this frame: its window, or a frame inside
 * it (the content script of a same-origin editor frame draws its card in the top document and
 * posts from its own window: card-site.ts). The secret decides; this only turns away the rest.
 */
function fromHostPage(source: MessageEventSource | null, win: Window): boolean {
  let at = source as Window | null;
  for (let depth = 0; at && depth < MAX_DEPTH; depth++) {
    if (at === win.parent) return true;
    if (at === at.parent) return false;
    at = at.parent;
  }
  return false;
}

export function acceptCardPort(
  win: Window,
  claim: (secret: string) => Promise<boolean>,
): Promise<MessagePort> {
  return new Promise((resolve) => {
    let candidates = 0;
    let done = false;
    const onMessage = (event: MessageEvent<unknown>) => {
      if (done || !fromHostPage(event.source, win) || !isCardFrameInit(event.data)) return;
      const [port] = event.ports;
      if (!port || event.ports.length !== 1) return;
      candidates += 1;
      if (candidates >= MAX_CANDIDATES) win.removeEventListener('message', onMessage);
      claim(event.data.secret).then(
        (ok) => {
          if (!ok || done) return port.close();
          done = true;
          win.removeEventListener('message', onMessage);
          resolve(port);
        },
        () => port.close(),
      );
    };
    win.addEventListener('message', onMessage);
  });
}
