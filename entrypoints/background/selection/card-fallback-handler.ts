/** `job.cardUnavailable`: the content script could not show a job's card (lib/queue/card-fallback). */
import { browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';
import { cardFallbackFor } from './card-fallback';
import { frameSenderOf } from '@/lib/model/document-ref';
import { popupJobIdItem } from '@/utils/storage';
import { getQueue } from '../queue/queue-service';
import type { Handlers } from '../messages/message-router';

/** A "!" on this tab's toolbar button (the tab's own badge, cleared when it navigates). */
async function flagTab(tabId: number): Promise<void> {
  await browser.action?.setBadgeText({ tabId, text: '!' }).catch(() => undefined);
  await browser.action?.setTitle({ tabId, title: t('badgeResultInPopup') }).catch(() => undefined);
}

export const cardFallbackHandlers: Pick<Handlers, 'job.cardUnavailable'> = {
  'job.cardUnavailable': async ({ jobId }, sender) => {
    const queue = getQueue();
    const tabId = sender.tab?.id;
    // Only the document the job came from: tab, frame and document (card-fallback.ts).
    const outcome = cardFallbackFor(await queue.get(jobId), frameSenderOf(sender));
    if (outcome === 'cancelled' && !(await queue.cancel(jobId))) {
      // It started between the two calls: its result goes to the popup after all.
      return { outcome: await showInPopup(jobId, tabId) };
    }
    if (outcome === 'popup') return { outcome: await showInPopup(jobId, tabId) };
    return { outcome };
  },
};

async function showInPopup(jobId: string, tabId: number | undefined): Promise<'popup'> {
  await popupJobIdItem.setValue(jobId);
  if (tabId !== undefined) await flagTab(tabId);
  return 'popup';
}
