/**
 * A capture over the user's words threshold (lib/text/spend-decision.ts) waits in the
 * background's memory (entrypoints/background/selection/pending-captures.ts) while the card shows its count; the
 * card's trusted click sends `selection.confirm` with its capture id only, and the text is
 * queued then, for the document that captured it. Also the queueing every capture ends in.
 */
import { t } from '@/utils/i18n/t';
import { frameSenderOf } from '@/lib/model/document-ref';
import type { SelectionSource } from '@/lib/model/job-view';
import { createPendingCaptures, type PendingCapture } from './pending-captures';
import { sendToFrame, type DocumentTarget } from '@/utils/messaging';
import type { Settings } from '@/lib/settings/settings';
import { settingsItem } from '@/utils/storage';
import type { Handlers } from '../messages/message-router';
import { getQueue } from '../queue/queue-service';

let pending: ReturnType<typeof createPendingCaptures> | undefined;

/** Created on first use (nothing runs at import time); lost with the worker, by design. */
function pendingCaptures() {
  pending ??= createPendingCaptures({ now: Date.now });
  return pending;
}

/** Holds the capture and has the frame's card ask "Send N words". */
export async function holdForConfirmation(
  target: DocumentTarget,
  captureId: string,
  capture: PendingCapture,
): Promise<void> {
  pendingCaptures().put(captureId, capture);
  const { words, requests } = capture;
  let asked = false;
  try {
    asked = (await sendToFrame(target, 'content.confirm', { captureId, words, requests })).ok;
  } finally {
    // No card will ever ask (the page went away, or took the early card away): hold nothing.
    if (!asked) {
      const { tabId, frameId, document } = target;
      const sender = { tabId, frameId, documentId: document.id, origin: document.origin };
      pendingCaptures().take(captureId, sender);
    }
  }
}

/** Queues the text and attaches its job to the frame's card. */
export async function queueAndAttach(
  target: DocumentTarget,
  captureId: string,
  source: SelectionSource,
  text: string,
  mode: Settings['editableBehaviour'],
): Promise<void> {
  const queue = getQueue();
  const job = await queue.submit(text, source).catch(async (err: unknown) => {
    // Not queued (storage failed): the card says why and offers the text, nothing is lost.
    const message = err instanceof Error ? err.message : String(err);
    await sendToFrame(target, 'content.notice', { message, text });
    throw err;
  });
  await sendToFrame(target, 'content.attach', { captureId, job, mode });
  // Updates pushed before the frame knew the job are held there; send the latest anyway.
  const latest = await queue.get(job.id);
  if (latest) await sendToFrame(target, 'content.jobUpdate', { job: latest });
}

export const selectionConfirmHandlers: Pick<Handlers, 'selection.confirm' | 'selection.discard'> = {
  'selection.confirm': async ({ captureId }, sender) => {
    const taken = pendingCaptures().take(captureId, frameSenderOf(sender));
    if (!taken.ok)
      throw new Error(t(taken.reason === 'expired' ? 'confirmExpired' : 'jobNotYours'));
    const { source, text } = taken.capture;
    const job = await getQueue().submit(text, source);
    return { job, mode: (await settingsItem.getValue()).editableBehaviour };
  },
  'selection.discard': async ({ captureId }, sender) => ({
    discarded: pendingCaptures().take(captureId, frameSenderOf(sender)).ok,
  }),
};
