/**
 * "Insert into the page" in the side panel: the shown rewrite goes into the field focused in
 * the active tab of the panel's window through the same path as a humanized selection. The
 * content script captures that field's selection and shows its card, then is handed the
 * finished job as if it had just come back: its writer writes it, verifies it and says
 * "Replaced" only then; otherwise the card says why and offers Copy (lib/selection). Nothing
 * new writes into pages here.
 */
import { browser, type Browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';
import type { JobView } from '@/lib/model/job-view';
import type { RuntimeProtocol } from '@/lib/messages/protocol';
import { sendToFrame } from '@/utils/messaging';
import { getQueue } from '../queue/queue-service';
import { injectAndProbe, refuse, requestCapture } from '../selection/selection-action';

type InsertRequest = RuntimeProtocol['sidePanel.insert']['request'];

/** The tab beside the panel: the active one of its window (never the panel's own tab). */
async function pageBesidePanel(
  windowId: number | undefined,
  sender: Browser.runtime.MessageSender,
): Promise<number> {
  const query = windowId === undefined ? { lastFocusedWindow: true } : { windowId };
  const [tab] = await browser.tabs.query({ active: true, ...query });
  if (tab?.id === undefined || tab.id === sender.tab?.id) throw new Error(t('sidePanelNoPage'));
  return tab.id;
}

/**
 * The job as the card receives a finished one: the queue's own view when it still holds
 * that job with this rewrite (its meaning check included), else one made from what the panel
 * shows (a job already in history).
 */
async function finishedJob({ jobId, text, wordsCharged }: InsertRequest): Promise<JobView> {
  const live = await getQueue().get(jobId);
  if (live?.status === 'done' && live.result?.humanized_text === text) return live;
  const now = Date.now();
  return {
    id: jobId,
    source: { kind: 'popup' },
    text,
    createdAt: now,
    status: 'done',
    chunkCount: 1,
    chunksDone: 1,
    wordCount: 0,
    wordsCharged,
    result: { humanized_text: text, word_count: 0, words_charged: wordsCharged },
    finishedAt: now,
  };
}

export async function insertIntoPage(
  request: InsertRequest,
  sender: Browser.runtime.MessageSender,
): Promise<{ ok: true }> {
  const tabId = await pageBesidePanel(request.windowId, sender);
  const job = await finishedJob(request);
  // The panel's click grants no access to the page: the access the user gave it by acting
  // there (the menu, the shortcut, the toolbar button) or by a site permission.
  const acted = await injectAndProbe(tabId, undefined).catch(() => {
    throw new Error(t('sidePanelCannotReach'));
  });
  const { captureId, result } = acted.capture ?? (await requestCapture(acted, undefined));
  if (!result.ok) return refuse(acted.target, result.message);
  const attached = await sendToFrame(acted.target, 'content.attach', {
    captureId,
    job,
    mode: 'replace',
  });
  if (!attached.ok) throw new Error(t('sidePanelCannotReach'));
  return { ok: true };
}
