/**
 * The in-page card's own page, shown in a frame by the content script (web-accessible,
 * docs/card.md): the card's text lives here, in the extension's origin, out of the page's
 * DOM, selection, find and clipboard events. Copy goes through the background. It speaks the
 * chosen interface language, as the popup does, and follows a change of it at once.
 */
import { t } from '@/utils/i18n/t';
import {
  followInterfaceLanguage,
  loadInterfaceLanguage,
  markDocumentLanguage,
} from '@/utils/i18n/interface-language';
import { startCardFrame } from '@/lib/card/frame/card-frame';
import { sendToBackground } from '@/utils/messaging';

markDocumentLanguage(document);
const language = loadInterfaceLanguage().catch(() => 'auto');

void startCardFrame(document, {
  t,
  claim: async (secret) => (await sendToBackground('card.claim', { secret })).ok,
  copy: async (text) => (await sendToBackground('clipboard.write', { text })).ok,
  followLanguage: (redraw) => {
    const apply = () => {
      markDocumentLanguage(document);
      redraw();
    };
    // A card shown before the chosen catalogue arrived is drawn again in it.
    void language.then(apply);
    return followInterfaceLanguage(apply);
  },
});
