/** Pushes every change of a selection job to the frame that shows its card. */
import type { JobView } from '@/lib/queue/job-view';
import { sendToFrame } from '@/utils/messaging';
import { getQueue } from './queue-service';

export function pushJobToFrame(job: JobView): void {
  if (job.source.kind !== 'selection') return;
  const { tabId, frameId } = job.source;
  // The tab may be gone or navigated away: the card went with it, nothing to tell.
  sendToFrame(tabId, frameId, 'content.jobUpdate', { job }).catch(() => undefined);
}

export function setupJobPush(): () => void {
  return getQueue().subscribe(pushJobToFrame);
}
