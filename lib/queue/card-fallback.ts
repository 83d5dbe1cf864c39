/**
 * When the page would not show our card: a job that has not started is cancelled (nothing
 * is charged for a result nobody would see), any other job's result goes to the popup. Only
 * the tab the job came from may ask, so a page cannot cancel or redirect another tab's job.
 */
import type { CardFallback } from '@/utils/protocol';
import type { JobView } from './job-view';

export function cardFallbackFor(
  job: JobView | undefined,
  senderTabId: number | undefined,
): CardFallback {
  if (!job || job.source.kind !== 'selection' || job.source.tabId !== senderTabId) return 'refused';
  return job.status === 'queued' ? 'cancelled' : 'popup';
}
