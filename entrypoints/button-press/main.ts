/**
 * The in-page button's press pad (docs/in-page-button.md): a transparent extension page the
 * button's script lays over the button's face, so the user's presses land in the extension's
 * origin, where no listener of the page hears them.
 */
import { startPressPad } from '@/lib/in-page-button/press-pad/press-pad';
import { sendToBackground } from '@/utils/messaging';

void startPressPad(window, async (secret) => (await sendToBackground('card.claim', { secret })).ok);
