/**
 * "Humanize in side panel": the page's selection becomes the panel's draft and is queued as
 * the popup's Humanize would queue it, so the panel (just opened by the same click) shows the
 * text and its job's progress. Queued only with a key saved (else the panel leads with "Add
 * your API key") and within the user's words threshold; above it, the text waits in the
 * panel's draft for Humanize, where the user sees all of it first.
 */
import { browser } from 'wxt/browser';
import { SIDE_PANEL_DRAFT_CHANGED } from '@/lib/messages/side-panel-notice';
import { confirmThreshold, decideSpend } from '@/lib/text/spend-decision';
import { apiKeyStore, popupDraftItem, popupJobIdItem, settingsItem } from '@/utils/storage';
import { getQueue } from '../queue/queue-service';
import { readSelection } from './read-selection';

export interface SentToPanel {
  /** The text the panel now holds as its draft ('' when there was none: nothing changed). */
  text: string;
  /** The queued job, or null when nothing was queued. */
  jobId: string | null;
}

export async function sendSelectionToSidePanel(
  tabId: number,
  frameId?: number,
  selectionText?: string,
): Promise<SentToPanel> {
  const text = await readSelection(tabId, frameId, selectionText);
  if (!text.trim()) return { text: '', jobId: null };
  await popupDraftItem.setValue(text);
  const [key, settings] = await Promise.all([apiKeyStore.get(), settingsItem.getValue()]);
  const threshold = confirmThreshold(settings.confirmAboveWords);
  let jobId: string | null = null;
  if (key.key.trim() && decideSpend(text, { threshold, wholeField: false }).kind === 'send') {
    jobId = (await getQueue().submit(text, { kind: 'popup' })).id;
  }
  // Not queued: no earlier rewrite is shown beside the new draft as if it were its own.
  await popupJobIdItem.setValue(jobId);
  // An open panel reads its draft again; none open (or not yet listening): nobody answers.
  await browser.runtime.sendMessage({ type: SIDE_PANEL_DRAFT_CHANGED }).catch(() => undefined);
  return { text, jobId };
}
