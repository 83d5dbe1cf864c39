/**
 * The card's frame (docs/card.md): `card.expect` from our content script and `card.claim`
 * from the card page authenticate the port between them (the in-page button's press pad and
 * its script use the same pair: docs/in-page-button.md); `clipboard.write` is the card's Copy,
 * done in the extension's own context.
 */
import { createExpectedSecrets } from '@/lib/card/port/expected-secrets';
import { writeClipboard } from './clipboard-writer';
import type { Handlers } from '../messages/message-router';

const secrets = createExpectedSecrets(() => Date.now());

/** Our pages a page frames: the card, and the in-page button's press pad (the same handshake). */
const FRAMED_PAGES = new Set(['/card.html', '/button-press.html']);

/**
 * Only a framed page of ours may claim a secret. The router already made sure the sender is
 * one of our pages; its path is compared (in Chrome, runtime.getURL gives the page's dynamic
 * URL, while the page itself runs at the extension's own origin).
 */
function isFramedPage(url: string | undefined): boolean {
  try {
    return url !== undefined && FRAMED_PAGES.has(new URL(url).pathname);
  } catch {
    return false;
  }
}

export const cardFrameHandlers: Pick<Handlers, 'card.expect' | 'card.claim' | 'clipboard.write'> = {
  'card.expect': async ({ secret }, sender) => {
    const tabId = sender.tab?.id;
    if (tabId === undefined) throw new Error('A card opens in a tab.');
    secrets.expect(tabId, secret);
    return { ok: true };
  },
  'card.claim': async ({ secret }, sender) => {
    const tabId = sender.tab?.id;
    const ok = tabId !== undefined && isFramedPage(sender.url) && secrets.claim(tabId, secret);
    return { ok };
  },
  'clipboard.write': async ({ text }) => ({ ok: await writeClipboard(text) }),
};
