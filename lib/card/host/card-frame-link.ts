/**
 * The content script's side of the card's frame: an extension page (card.html) in an
 * <iframe> inside the host's closed root, and a private MessageChannel to it. The page can
 * reach the frame's window (`window.frames`), post to it and navigate it, so:
 * - the port goes in one message posted to the extension's origin only (a document of any
 *   other origin, e.g. one the page navigated the frame to, never receives it), and that
 *   message carries a secret the background holds for this tab (`card.expect`); the frame
 *   uses the port only once the background confirms the secret (`card.claim`), so a page's
 *   forged first message is ignored;
 * - a second `load` of the frame means it was navigated away from our page: the card is lost;
 * - a frame that has not drawn after FRAME_TIMEOUT_MS (navigated before it loaded) is lost.
 */
import type { CardFrameCommand, CardFrameEvent } from '@/lib/messages/protocol';
import { isCardFrameEvent } from '@/lib/card/port/card-frame-validators';
import { randomUuid } from '@/lib/random-uuid';

export const FRAME_TIMEOUT_MS = 20_000;

/** Where the card's page is, and how to tell the background the secret it will be given. */
export interface FrameSource {
  /** card.html's URL (in Chrome the per-session dynamic URL: `use_dynamic_url`). */
  url: string;
  /** The origin of the card page's document, which postMessage targets. */
  origin: string;
  /** Resolves once the background holds the secret for `card.claim`. */
  expect(secret: string): Promise<void>;
  /** The frame's accessible name (no user text). */
  title: string;
}

export interface FrameLinkEvents {
  onEvent(event: CardFrameEvent): void;
  /** The frame was navigated away, or never drew: the card cannot be shown. */
  onLost(): void;
}

export interface FrameLink {
  frame: HTMLIFrameElement;
  post(command: CardFrameCommand): void;
  close(): void;
}

export type OpenFrameLink = (
  doc: Document,
  parent: Node,
  source: FrameSource,
  events: FrameLinkEvents,
) => FrameLink;

export const openFrameLink: OpenFrameLink = (doc, parent, source, events) => {
  const secret = randomUuid();
  const channel = new MessageChannel();
  const frame = doc.createElement('iframe');
  frame.setAttribute('title', source.title);
  frame.setAttribute('data-testid', 'humanizer-card-frame');
  frame.src = source.url;
  let closed = false;
  let loads = 0;
  const expected = source.expect(secret);

  const close = () => {
    if (closed) return;
    closed = true;
    clearTimeout(timer);
    channel.port1.close();
    frame.remove();
  };
  const lose = () => {
    if (closed) return;
    close();
    events.onLost();
  };
  const timer = setTimeout(lose, FRAME_TIMEOUT_MS);

  frame.addEventListener('load', () => {
    loads += 1;
    if (loads > 1) return lose();
    expected.then(() => {
      if (closed) return;
      const init = { type: 'card.init', secret };
      frame.contentWindow?.postMessage(init, source.origin, [channel.port2]);
    }, lose);
  });
  channel.port1.onmessage = (message: MessageEvent<unknown>) => {
    if (closed || !isCardFrameEvent(message.data)) return;
    if (message.data.type === 'shown') clearTimeout(timer);
    events.onEvent(message.data);
  };
  parent.appendChild(frame);
  return {
    frame,
    post: (command) => {
      if (!closed) channel.port1.postMessage(command);
    },
    close,
  };
};
