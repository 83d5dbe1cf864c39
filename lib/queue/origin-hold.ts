/**
 * Jobs remember the API origin they were queued for. After the base URL moves to another
 * origin, those still waiting are held (their error says where they were going) until the
 * user sends them to the new origin, or cancels them. Pure.
 */
import type { HumanizeErrorInfo } from '../model/errors';
import { isHeld, isLive, isWaiting } from './job-state';
import type { PersistedJob, PersistedQueue } from './persisted-queue';

/**
 * A waiting job queued for another origin than `current` is held (its error says so); one
 * whose origin is the API's again is released. Jobs without an origin (queued by a version
 * before) go wherever the API is.
 */
export function markHeld(
  job: PersistedJob,
  current: string | undefined,
  heldError: (queuedFor: string, current: string) => HumanizeErrorInfo,
): PersistedJob {
  if (!isWaiting(job)) return job;
  if (job.origin !== undefined && current !== undefined && job.origin !== current) {
    const held = job.error?.origins;
    if (isHeld(job) && held?.queuedFor === job.origin && held.current === current) return job;
    return { ...job, error: heldError(job.origin, current) };
  }
  return isHeld(job) ? { ...job, error: undefined } : job;
}

/** The user sends these live jobs to `origin` (the caller checked it is the API's now). */
export function sendJobsTo(
  queue: PersistedQueue,
  jobIds: readonly string[],
  origin: string,
): { queue: PersistedQueue; moved: number } {
  const ids = new Set(jobIds);
  let moved = 0;
  const jobs = queue.jobs.map((job) => {
    if (!ids.has(job.id) || !isLive(job) || job.origin === origin) return job;
    moved += 1;
    return { ...job, origin, ...(isHeld(job) && { error: undefined }) };
  });
  return { queue: { ...queue, jobs }, moved };
}
