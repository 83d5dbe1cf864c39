/**
 * The press pad's frame (lib/in-page-button/press-pad/), laid over the button's face inside its
 * closed root: an extension page, so the user's presses land out of the page's reach (its
 * listeners, on its window too, never get them). The link is the card's (card-frame-link.ts):
 * a MessageChannel whose port goes, with a secret the background holds for this tab, in one
 * message to the extension's origin only, once the frame loaded; the pad uses the port only
 * once the background confirms the secret, and then says it is ready, with the size it drew at
 * (again after each resize): until then the button takes no press (a click would be lost in the
 * pad, or reach the page). A second load (the page navigated the frame away)
 * loses the link: the button goes. Plain and small: the sentinel imports nothing else.
 */
import { randomUuid } from '@/lib/random-uuid';

export interface PadSource {
  /** button-press.html (in Chrome the per-session dynamic URL). */
  url: string;
  /** The pad document's origin, which the port's message names. */
  origin: string;
  /** Resolves true once the background holds `secret` for this tab. */
  expect(secret: string): Promise<boolean>;
}

export interface PadLink {
  frame: HTMLIFrameElement;
  close(): void;
}

export function openPressPad(
  doc: Document,
  source: PadSource,
  onPress: (x: number, y: number) => void,
  onLost: () => void,
  onReady: (width: number, height: number) => void,
): PadLink {
  const frame = doc.createElement('iframe');
  const channel = new MessageChannel();
  const secret = randomUuid();
  const expected = source.expect(secret);
  let loads = 0;
  frame.src = source.url;
  frame.tabIndex = -1;
  // The face under it carries the names; the pad is only where a pointer lands.
  frame.ariaHidden = 'true';
  frame.addEventListener('load', () => {
    if (++loads > 1) return onLost();
    void expected.then((ok) =>
      ok
        ? frame.contentWindow?.postMessage({ type: 'card.init', secret }, source.origin, [
            channel.port2,
          ])
        : onLost(),
    );
  });
  channel.port1.onmessage = ({
    data,
  }: MessageEvent<{ x?: unknown; y?: unknown; width?: unknown; height?: unknown } | null>) => {
    const { x, y, width, height } = data ?? {};
    if (typeof width === 'number' && typeof height === 'number') return onReady(width, height);
    if (typeof x === 'number' && typeof y === 'number') onPress(x, y);
  };
  return { frame, close: () => channel.port1.close() };
}
