/**
 * Which waiting jobs may send now (FIFO, concurrency, rolling window, pause, the origin
 * each job was queued for), and when to look again. Pure: returns the new queue with those
 * jobs marked in flight.
 */
import { idempotencyKeyFor } from '../api/idempotency-key';
import type { HumanizeErrorInfo } from '../model/errors';
import { hintsFor } from '../rate-limit/credential-hints';
import { nextSendAt, prune, recordStart, type WindowLimits } from '../rate-limit/rolling-window';
import { chunkBody, isHeld, isLive, isWaiting, nextChunkIndex } from './job-state';
import { markHeld } from './origin-hold';
import type { PersistedQueue } from './persisted-queue';

/** While anything is live, wake at most this far ahead (resumes a worker that died). */
export const WATCHDOG_MS = 30_000;

export interface Launch {
  jobId: string;
  sendId: string;
  text: string;
  startedAt: number;
  /** The same for every attempt of this chunk, across retries and worker restarts. */
  idempotencyKey?: string;
}

export interface Plan {
  queue: PersistedQueue;
  launches: Launch[];
  wakeAt?: number;
}

export interface PlanContext {
  limits: WindowLimits;
  now: number;
  concurrency: number;
  /**
   * Fingerprint of the current base URL and key: a pause for other ones ends, and the
   * server's hints learned for other ones are dropped (credential-hints.ts).
   */
  credentials: string;
  newId: () => string;
  /** The API origin jobs go to now; undefined when the base URL is not a URL. */
  origin?: string;
  /** What a job queued for another origin shows while it waits for the user. */
  heldError(queuedFor: string, current: string): HumanizeErrorInfo;
}

export function planSends(queue: PersistedQueue, ctx: PlanContext): Plan {
  const { limits, now } = ctx;
  let limiter = hintsFor(prune(queue.limiter, limits, now), ctx.credentials, now);
  const pause = queue.pause?.credentials === ctx.credentials ? queue.pause : undefined;
  const launches: Launch[] = [];
  let wakeAt: number | undefined;
  const soonest = (t: number) => (wakeAt = Math.min(wakeAt ?? Infinity, t));
  let busy = queue.jobs.filter((j) => j.inFlight).length;
  const jobs = queue.jobs.map((queued) => {
    const job = markHeld(queued, ctx.origin, ctx.heldError);
    if (pause || busy >= ctx.concurrency || !isWaiting(job) || isHeld(job)) return job;
    // A 429's wait is the limiter's block, which binds only the credentials that met it
    // (and never lies further than MAX_HINT_MS ahead): the job's copy of it is for display.
    const ownWait = job.error?.kind !== 'rate_limited';
    if (ownWait && job.retryAt !== undefined && job.retryAt > now) {
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
    const idempotencyKey = idempotencyKeyFor(job.id, chunkIndex);
    launches.push({
      jobId: job.id,
      sendId,
      text: chunkBody(job, chunkIndex),
      startedAt: now,
      ...(idempotencyKey !== undefined && { idempotencyKey }),
    });
    return {
      ...job,
      status: 'sending' as const,
      retryAt: undefined,
      inFlight: { sendId, chunkIndex, startedAt: now },
    };
  });
  // Held jobs wait for the user, not for a time: they need no wake-up.
  if (jobs.some((j) => isLive(j) && !isHeld(j))) soonest(now + WATCHDOG_MS);
  const next: PersistedQueue = { ...queue, jobs, limiter };
  if (pause) next.pause = pause;
  else delete next.pause;
  return { queue: next, launches, wakeAt };
}
