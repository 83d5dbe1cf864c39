/**
 * The queue's durable state (storage item `queue`), written by the background only, after
 * every change and before any request leaves. Enough to resume after a worker or browser
 * restart: the jobs in order, each chunk's result so far, the attempt in flight, and the
 * rate limiter's send times.
 */
import type { HumanizeErrorInfo } from '../model/errors';
import type { LimiterState } from '../rate-limit/rolling-window';
import type { HumanizeResult, JobSource, JobStatus, RewriteCheck } from '../model/job-view';

/**
 * One request's part of a job's text: its length in the job's text, not a copy of it (the
 * text is stored once, in the job). Chunks and their separators cover the text in order.
 */
export interface PersistedChunk {
  length: number;
  /** Original characters between this chunk and the next, put back when joining. */
  separatorAfter: string;
  result?: HumanizeResult;
  /**
   * Answered before it was queued, with the text of a version the user saw: the parts around
   * the paragraph of "Another version of this paragraph" (paragraph-version.ts). Never sent.
   */
  kept?: boolean;
}

/** A request that has been started: if it is still here on a worker start, the worker died. */
export interface InFlightAttempt {
  sendId: string;
  chunkIndex: number;
  startedAt: number;
}

/** Internal states; 'paused' is shown instead of queued/retrying while the queue is paused. */
export type PersistedJobStatus = Exclude<JobStatus, 'paused'>;

export interface PersistedJob {
  id: string;
  source: JobSource;
  text: string;
  createdAt: number;
  status: PersistedJobStatus;
  chunks: PersistedChunk[];
  /** Failed attempts (5xx, network, timeout) of the current chunk; at most MAX_ATTEMPTS. */
  attempts: number;
  /** 429 answers in a row for the current chunk; bounded apart from attempts. */
  rateLimited: number;
  retryAt?: number;
  inFlight?: InFlightAttempt;
  /** Resent once after the worker died mid-request (the first attempt may have been charged). */
  resent?: boolean;
  /** The last error: final when failed, informative while retrying. */
  error?: HumanizeErrorInfo;
  finishedAt?: number;
  /**
   * The API origin the job was queued for; it is sent nowhere else unless the user says so.
   * Absent in jobs stored before (they go to the configured API, as they always did).
   */
  origin?: string;
  /** A sentence about the provider's answers, e.g. a rate-limit hint that was not followed. */
  notice?: string;
  /** The meaning check of the joined result, made once when the job is done (engine-deps.ts). */
  check?: RewriteCheck;
  /**
   * The jobs of the earlier versions of this text, oldest first ("Another version",
   * job-versions.ts): ids only, their rewrites stay in their own text items.
   */
  earlierVersions?: string[];
  /** Words the API charged for this text before this job (versions and tries), as reported. */
  chargedBefore?: number;
}

export interface QueuePause {
  error: HumanizeErrorInfo;
  /** Fingerprint of the base URL and key that were refused; any change resumes the queue. */
  credentials: string;
}

export interface PersistedQueue {
  version: 1;
  /** Live jobs in submission order, then recent finished ones (bounded). */
  jobs: PersistedJob[];
  limiter: LimiterState;
  pause?: QueuePause;
}

export const emptyQueue = (): PersistedQueue => ({ version: 1, jobs: [], limiter: { sends: [] } });
