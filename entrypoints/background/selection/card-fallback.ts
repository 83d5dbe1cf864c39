/**
 * When the page would not show our card: a job that has not started is cancelled (nothing
 * is charged for a result nobody would see), any other job's result goes to the popup. Only
 * the document the job came from (its tab, frame and document) may ask, so a page cannot
 * cancel or redirect another tab's job, nor the job of the page that held its tab before.
 */
import type { CardFallback } from '@/lib/messages/protocol';
import { isFromDocument, type FrameSender } from '@/lib/model/document-ref';
import type { JobView } from '@/lib/model/job-view';

export function cardFallbackFor(job: JobView | undefined, sender: FrameSender): CardFallback {
  if (!job || job.source.kind !== 'selection' || !isFromDocument(job.source, sender)) {
    return 'refused';
  }
  return job.status === 'queued' ? 'cancelled' : 'popup';
}
