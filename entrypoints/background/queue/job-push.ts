/**
 * Pushes every change of a selection job to the document that shows its card: the one that
 * captured it, never the page that holds its tab and frame after a navigation.
 */
import type { JobView } from '@/lib/model/job-view';
import { sendToFrame } from '@/utils/messaging';
import { getQueue } from './queue-service';

export function pushJobToFrame(job: JobView): void {
  if (job.source.kind !== 'selection') return;
  const { tabId, frameId, document } = job.source;
  // Stored before documents were recorded: no document can be told apart, so none is told.
  if (!document) return;
  // The tab may be gone or navigated away: the card went with it, nothing to tell.
  sendToFrame({ tabId, frameId, document }, 'content.jobUpdate', { job }).catch(() => undefined);
}

export function setupJobPush(): () => void {
  return getQueue().subscribe(pushJobToFrame);
}
