/**
 * The in-page card's own page, shown in a frame by the content script (web-accessible,
 * docs/card.md): the card's text lives here, in the extension's origin, out of the page's
 * DOM, selection, find and clipboard events. Copy goes through the background.
 */
import { t } from '@/utils/i18n/t';
import { startCardFrame } from '@/lib/card/frame/card-frame';
import { sendToBackground } from '@/utils/messaging';

void startCardFrame(document, {
  t,
  claim: async (secret) => (await sendToBackground('card.claim', { secret })).ok,
  copy: async (text) => (await sendToBackground('clipboard.write', { text })).ok,
});
