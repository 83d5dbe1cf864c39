/**
 * The card's frame (entrypoints/card): waits for its port (frame-handshake.ts), then draws
 * what the content script sends over it and sends back the user's actions. Nothing the page
 * posts is drawn: only the port the background vouched for is listened to.
 */
import type { Translate } from '@/lib/i18n/translate';
import { isCardFrameCommand } from '@/lib/card/port/card-frame-validators';
import type { CardFrameCommand, CardFrameEvent } from '@/lib/messages/protocol';
import { createCardPage, intersectionVisibility, type VisibilityWatch } from './card-page';
import { acceptCardPort } from './frame-handshake';

export const FIRST_PAINT_MARK = 'humanizer-card-painted';

export interface CardFrameDeps {
  t: Translate;
  claim(secret: string): Promise<boolean>;
  copy(text: string): Promise<boolean>;
  /**
   * Calls back when the interface language changed (t already speaks it): the card is drawn
   * again in it, with no reload of the page. Answers the unwatch.
   */
  followLanguage?(redraw: () => void): () => void;
}

/**
 * Whether covering is watched: for a card in the top-level page, which is where the cards of
 * same-origin frames (an iframe editor such as TinyMCE) are drawn too (card-site.ts). A card
 * whose host is in a frame (a cross-origin frame cannot draw in its parent) lies under
 * whatever the embedding page draws over that frame, and editors draw there: TinyMCE's focus
 * ring is a transparent `::before` over its whole iframe, which IntersectionObserver v2
 * rightly counts as covering, so the card would never take a click. There only the delay
 * after a change applies (docs/card.md says what this leaves open).
 */
export function coverageWatchFor(win: Window): VisibilityWatch {
  return win.parent === win.top ? intersectionVisibility : () => false;
}

export async function startCardFrame(doc: Document, deps: CardFrameDeps): Promise<void> {
  const win = doc.defaultView;
  if (!win) return;
  const port = await acceptCardPort(win, deps.claim);
  const send = (event: CardFrameEvent) => port.postMessage(event);
  const page = createCardPage(doc, {
    t: deps.t,
    copy: deps.copy,
    send: (name, text, paragraph) =>
      send({
        type: 'action',
        name,
        ...(text !== undefined && { text }),
        ...(paragraph !== undefined && { paragraph }),
      }),
    watchVisibility: coverageWatchFor(win),
  });
  let shown = false;
  let last: Extract<CardFrameCommand, { type: 'show' }> | undefined;
  deps.followLanguage?.(() => last && page.show(last.model, last.theme));
  port.onmessage = (message: MessageEvent<unknown>) => {
    const command = message.data;
    if (!isCardFrameCommand(command)) return;
    if (command.type === 'focus') return page.focus();
    if (command.type === 'moved') return page.moved();
    last = command;
    page.show(command.model, command.theme);
    if (shown) return;
    shown = true;
    send({ type: 'shown' });
    // When the card was first painted, for bench/content-card.bench.ts (frame-private).
    win.requestAnimationFrame(() => win.performance.mark(FIRST_PAINT_MARK));
  };
}
