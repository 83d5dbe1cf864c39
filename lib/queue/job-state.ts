/**
 * Pure transitions of one persisted job: creating it, settling an attempt's outcome, and
 * recovering it when a worker died with its request in flight.
 */
import type { ApiOutcome } from '../api/client';
import { PERMANENT_KINDS, type HumanizeErrorInfo } from '../model/errors';
import { backoffDelay } from '../rate-limit/backoff';
import type { Translate } from '../i18n/translate';
import { chunkText } from '../text/chunk';
import type { PersistedJob } from './persisted-queue';
import type { JobSource } from '../model/job-view';

/** Attempts in all for one chunk failing with 5xx, network or timeout. */
export const MAX_ATTEMPTS = 3;
/** 429 answers in a row for one chunk before the job fails (they do not count as attempts). */
export const MAX_RATE_LIMITED = 10;

export const isLive = (job: PersistedJob) =>
  job.status === 'queued' || job.status === 'sending' || job.status === 'retrying';

/** Waiting for a slot (not in flight, not finished). */
export const isWaiting = (job: PersistedJob) =>
  (job.status === 'queued' || job.status === 'retrying') && !job.inFlight;

/** Queued for an API origin that is no longer the configured one (planner.ts). */
export const isHeld = (job: PersistedJob) => job.error?.kind === 'held_for_origin';

export function createJob(
  id: string,
  text: string,
  source: JobSource,
  now: number,
  /** The API origin it is queued for (none when the base URL is not a URL). */
  origin?: string,
): PersistedJob {
  return {
    id,
    source,
    text,
    ...(origin !== undefined && { origin }),
    createdAt: now,
    status: 'queued',
    chunks: chunkText(text).map((c) => ({
      length: c.text.length,
      separatorAfter: c.separatorAfter,
    })),
    attempts: 0,
    rateLimited: 0,
  };
}

/** A job stored before chunks kept only their length (they held a copy of their text). */
export function upgradeChunks(job: PersistedJob): PersistedJob {
  if (job.chunks.every((c) => typeof c.length === 'number')) return job;
  const chunks = job.chunks.map((c) => {
    const { text, ...rest } = c as typeof c & { text?: string };
    return { ...rest, length: text?.length ?? 0 };
  });
  return { ...job, chunks };
}

/** The text of chunk `index`: its slice of the job's text. */
export function chunkBody(job: PersistedJob, index: number): string {
  let start = 0;
  for (let i = 0; i < index; i += 1) {
    start += job.chunks[i]!.length + job.chunks[i]!.separatorAfter.length;
  }
  return job.text.slice(start, start + job.chunks[index]!.length);
}

export const nextChunkIndex = (job: PersistedJob) => job.chunks.findIndex((c) => !c.result);

export function failJob(job: PersistedJob, error: HumanizeErrorInfo, now: number): PersistedJob {
  return { ...job, status: 'failed', error, finishedAt: now, retryAt: undefined };
}

export type Settled =
  | { type: 'progress' | 'done' | 'failed'; job: PersistedJob }
  | {
      type: 'retry';
      job: PersistedJob;
      /** Set for a 429: nobody sends before it. */ blockUntil?: number;
    }
  | { type: 'pause'; job: PersistedJob; error: HumanizeErrorInfo };

/** What an answer to the job's in-flight request does to the job. */
export function settleAttempt(
  job: PersistedJob,
  outcome: ApiOutcome,
  now: number,
  random: () => number,
): Settled {
  const chunkIndex = job.inFlight?.chunkIndex ?? nextChunkIndex(job);
  // A notice (a hint not followed) stays with the job once given: it explains later waits.
  const notice = outcome.notice ?? job.notice;
  const base: PersistedJob = { ...job, inFlight: undefined, ...(notice && { notice }) };
  if (outcome.ok) {
    const chunks = base.chunks.map((c, i) =>
      i === chunkIndex ? { ...c, result: outcome.result } : c,
    );
    const next = { ...base, chunks, attempts: 0, rateLimited: 0, error: undefined };
    if (chunks.every((c) => c.result))
      return { type: 'done', job: { ...next, status: 'done', finishedAt: now } };
    return { type: 'progress', job: { ...next, status: 'queued' } };
  }
  const { error } = outcome;
  if (error.kind === 'unauthorized' || error.kind === 'missing_key') {
    return { type: 'pause', job: { ...base, status: 'queued', error }, error };
  }
  if (error.kind === 'rate_limited') {
    const rateLimited = base.rateLimited + 1;
    if (rateLimited >= MAX_RATE_LIMITED) return { type: 'failed', job: failJob(base, error, now) };
    const wait = error.retryAfterMs ?? backoffDelay(rateLimited, random, { baseMs: 2000 });
    const retryAt = now + wait;
    const shown = { ...error, retryAfterMs: wait };
    return {
      type: 'retry',
      job: { ...base, status: 'retrying', rateLimited, retryAt, error: shown },
      blockUntil: retryAt,
    };
  }
  if (PERMANENT_KINDS.has(error.kind)) return { type: 'failed', job: failJob(base, error, now) };
  const attempts = base.attempts + 1;
  if (attempts >= MAX_ATTEMPTS) return { type: 'failed', job: failJob(base, error, now) };
  const retryAt = now + backoffDelay(attempts, random);
  return { type: 'retry', job: { ...base, status: 'retrying', attempts, retryAt, error } };
}

/**
 * On a worker start, a job still marked in flight lost its request with the old worker:
 * resend it once (flagged), or fail it if that was already the resend.
 */
export function recoverInFlight(job: PersistedJob, now: number, t: Translate): PersistedJob {
  if (!job.inFlight) return job;
  const cleared = { ...job, inFlight: undefined };
  if (!isLive(job)) return cleared;
  if (job.resent) {
    return failJob(
      cleared,
      { kind: 'interrupted', action: 'retry', message: t('queueInterrupted') },
      now,
    );
  }
  return { ...cleared, status: 'queued', resent: true };
}
