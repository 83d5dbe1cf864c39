/**
 * "(part 2 of 3)" for the popup's progress line and live region, counting only the requests a
 * job sends. A paragraph job ("Another version of this paragraph") keeps the text around the
 * paragraph as parts answered before it starts (JobView.keptParts): they are never sent, so
 * saying "part 3 of 3" for a one-request job would be wrong.
 */
import type { JobView } from '@/lib/model/job-view';
import { t } from '@/utils/i18n/t';

/** The parts sent and the 1-based one in progress, or undefined for a single request. */
export function sentParts(
  job: Pick<JobView, 'chunkCount' | 'chunksDone' | 'keptParts'>,
): { part: number; count: number } | undefined {
  // Kept parts are finished from the start; bound them by what the job reports as done.
  const kept = Math.max(0, Math.min(job.keptParts ?? 0, job.chunksDone, job.chunkCount));
  const count = job.chunkCount - kept;
  if (count <= 1) return undefined;
  return { part: Math.max(1, Math.min(job.chunksDone - kept + 1, count)), count };
}

/** " (part 2 of 3)" with its leading space, or '' when the job sends one request. */
export function sentPartsSuffix(
  job: Pick<JobView, 'chunkCount' | 'chunksDone' | 'keptParts'>,
): string {
  const parts = sentParts(job);
  return parts ? ` ${t('popupPartOf', parts.part, parts.count)}` : '';
}
