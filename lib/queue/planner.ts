/**
 * Which waiting jobs may send now (FIFO, concurrency, rolling window, pause), and when to
 * look again. Pure: returns the new queue with those jobs marked in flight.
 */
import { nextSendAt, prune, recordStart, type WindowLimits } from '../rate-limit/rolling-window';
import { chunkBody, isLive, isWaiting, nextChunkIndex } from './job-state';
import type { PersistedQueue } from './persisted-queue';

/** While anything is live, wake at most this far ahead (resumes a worker that died). */
export const WATCHDOG_MS = 30_000;

export interface Launch {
  jobId: string;
  sendId: string;
  text: string;
  startedAt: number;
}

export interface Plan {
  queue: PersistedQueue;
  launches: Launch[];
  wakeAt?: number;
}

export function planSends(
  queue: PersistedQueue,
  ctx: {
    limits: WindowLimits;
    now: number;
    concurrency: number;
    /** Fingerprint of the current base URL and key: a pause for other ones ends. */
    credentials: string;
    newId: () => string;
  },
): Plan {
  const { limits, now } = ctx;
  let limiter = prune(queue.limiter, limits, now);
  const pause = queue.pause?.credentials === ctx.credentials ? queue.pause : undefined;
  const launches: Launch[] = [];
  let wakeAt: number | undefined;
  const soonest = (t: number) => (wakeAt = Math.min(wakeAt ?? Infinity, t));
  let busy = queue.jobs.filter((j) => j.inFlight).length;
  const jobs = queue.jobs.map((job) => {
    if (pause || busy >= ctx.concurrency || !isWaiting(job)) return job;
    if (job.retryAt !== undefined && job.retryAt > now) {
      soonest(job.retryAt);
      return job;
    }
    const at = nextSendAt(limiter, limits, now);
    if (at > now) {
      if (Number.isFinite(at)) soonest(at);
      busy = Infinity; // FIFO: nobody overtakes the job that waits for the slot
      return job;
    }
    const sendId = ctx.newId();
    limiter = recordStart(limiter, sendId, now);
    busy += 1;
    const chunkIndex = nextChunkIndex(job);
    launches.push({ jobId: job.id, sendId, text: chunkBody(job, chunkIndex), startedAt: now });
    return {
      ...job,
      status: 'sending' as const,
      retryAt: undefined,
      inFlight: { sendId, chunkIndex, startedAt: now },
    };
  });
  if (jobs.some(isLive)) soonest(now + WATCHDOG_MS);
  const next: PersistedQueue = { ...queue, jobs, limiter };
  if (pause) next.pause = pause;
  else delete next.pause;
  return { queue: next, launches, wakeAt };
}
