/**
 * Applies one request's outcome to the queue: the limiter learns when it ended and what
 * the server said (for the credentials it was said to), the job moves on (next chunk, done,
 * retry, pause or failure). Pure.
 */
import type { ApiOutcome } from '../api/client';
import { learnFor } from '../rate-limit/credential-hints';
import {
  blockUntil,
  forgetSend,
  learnQuota,
  recordEnd,
  type WindowLimits,
} from '../rate-limit/rolling-window';
import { isLive, settleAttempt } from './job-state';
import type { PersistedJob, PersistedQueue } from './persisted-queue';
import type { Launch } from './planner';

export interface SettleResult {
  queue: PersistedQueue;
  /** words_charged of a successful answer (recorded even when the job was cancelled). */
  charged?: number;
  finished?: PersistedJob;
}

export function settleLaunch(
  queue: PersistedQueue,
  launch: Launch,
  outcome: ApiOutcome,
  ctx: {
    now: number;
    random: () => number;
    limits: WindowLimits;
    /** Fingerprint of the base URL and key the request was sent with. */
    credentials: string;
  },
): SettleResult {
  const { now } = ctx;
  let limiter =
    outcome.ok || outcome.sent
      ? recordEnd(queue.limiter, launch.sendId, now)
      : forgetSend(queue.limiter, launch.sendId);
  limiter = learnFor(limiter, ctx.credentials, now, (l) =>
    learnQuota(l, outcome.hints, launch.startedAt, now, ctx.limits),
  );
  const charged = outcome.ok ? outcome.result.words_charged : undefined;
  const replace = (job: PersistedJob) => queue.jobs.map((j) => (j.id === job.id ? job : j));
  const job = queue.jobs.find((j) => j.id === launch.jobId);
  if (!job || job.inFlight?.sendId !== launch.sendId || !isLive(job)) {
    // Cancelled meanwhile (or unknown): only the charge and the limiter matter.
    const jobs = job ? replace({ ...job, inFlight: undefined }) : queue.jobs;
    return { queue: { ...queue, jobs, limiter }, charged };
  }
  const settled = settleAttempt(job, outcome, now, ctx.random);
  const block = settled.type === 'retry' ? settled.blockUntil : undefined;
  if (block) limiter = learnFor(limiter, ctx.credentials, now, (l) => blockUntil(l, block));
  const next: PersistedQueue = { ...queue, jobs: replace(settled.job), limiter };
  if (settled.type === 'pause') {
    next.pause = { error: settled.error, credentials: ctx.credentials };
  }
  const finished = settled.type === 'done' || settled.type === 'failed' ? settled.job : undefined;
  return { queue: next, charged, finished };
}
