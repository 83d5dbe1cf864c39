import type { HumanizeErrorInfo } from './errors';
import { sameDocumentRef, type DocumentRef } from './document-ref';

/** The API's success body, as the server sent it (counts are never computed locally). */
export interface HumanizeResult {
  humanized_text: string;
  word_count: number;
  words_charged: number;
}

/**
 * A job from a page: where to send its updates. `document` (since issue 16) is the document
 * that captured it (document-ref.ts); a job stored without it is shown in the popup but no
 * content script receives or acts on it.
 */
export type SelectionSource = {
  kind: 'selection';
  tabId: number;
  frameId: number;
  url?: string;
  document?: DocumentRef;
};

/** Who asked for a job. */
export type JobSource = { kind: 'popup' } | SelectionSource | { kind: 'automation' };

/** The same requester: one document (tab, frame, document) for selections, the popup, automation. */
export function sameSource(a: JobSource, b: JobSource): boolean {
  if (a.kind === 'selection' && b.kind === 'selection') {
    return (
      a.tabId === b.tabId && a.frameId === b.frameId && sameDocumentRef(a.document, b.document)
    );
  }
  return a.kind === b.kind;
}

/**
 * What the background found when it checked a finished rewrite against its original, before
 * anything may be written (issue 27, lib/meaning-check): each finding of the meaning check in
 * plain words (in the UI language), and whether the answer is no rewrite at all. A rewrite
 * with either is never written without the user's say.
 */
export interface RewriteCheck {
  findings: string[];
  /** The provider sent the text back unchanged, empty, or with only spacing/punctuation changed. */
  unusable?: 'empty' | 'unchanged' | 'cosmetic';
}

/** The check holds the write back: there is something the user has to see first. */
export const checkHoldsWrite = (check: RewriteCheck | undefined): boolean =>
  check !== undefined && (check.unusable !== undefined || check.findings.length > 0);

/**
 * An earlier rewrite of a job's text (issue 27, point 3): "Another version" keeps the versions
 * of a text together. Each is its own finished job; its rewrite is stored once, in that job's
 * text items.
 */
export interface EarlierVersion {
  /** The job that made it. */
  id: string;
  /** Its rewrite (empty in the stored `jobs` item, which holds no text). */
  text: string;
  /** What the API charged for it (words_charged), as reported. */
  wordsCharged: number;
  /** The requests it went out as: how many text items hold its rewrite. */
  parts: number;
}

export type JobStatus =
  | 'queued' // waiting for a slot (position / estimatedStartAt say when)
  | 'sending' // a request is in flight (chunkIndex of chunkCount)
  | 'retrying' // waiting to retry after a 429, 5xx or network failure (retryAt)
  | 'paused' // the queue is paused by a 401 until the key or base URL changes, or the job
  //            was queued for another API origin (error.kind 'held_for_origin') and waits
  //            until the user sends it to the current one
  | 'done'
  | 'failed'
  | 'cancelled';

/**
 * What the popup and the in-page card see of a job. Published by the background (the only
 * writer) in the `jobs` storage item and pushed to the content script of the job's frame.
 */
export interface JobView {
  id: string;
  source: JobSource;
  /** The user's original text (whole, even when sent in chunks). */
  text: string;
  createdAt: number;
  status: JobStatus;
  /** 1-based place among queued jobs, while queued. */
  position?: number;
  /** Epoch ms at which the next request of this job is expected to be sent. */
  estimatedStartAt?: number;
  /** Epoch ms of the next automatic retry, while retrying. */
  retryAt?: number;
  /** Chunks of a long text: 1 for a text within the per-request limit. */
  chunkCount: number;
  /** Chunks finished so far. */
  chunksDone: number;
  /**
   * Of those, the parts of a version kept around a paragraph sent again ("Another version of
   * this paragraph", lib/queue/paragraph-version.ts): never sent, so not counted as sending.
   */
  keptParts?: number;
  /** Summed over the chunks finished so far; final when status is 'done'. */
  wordCount: number;
  wordsCharged: number;
  /** The joined result, when done. */
  result?: HumanizeResult;
  /** The meaning check of the result, when done (absent for jobs finished before it existed). */
  check?: RewriteCheck;
  error?: HumanizeErrorInfo;
  /** The worker died with a request of this job in flight and it was resent once. */
  resent?: boolean;
  /** A sentence about the provider's answers (a rate-limit hint that was not followed). */
  notice?: string;
  finishedAt?: number;
  /**
   * The earlier rewrites of the same text ("Another version"), oldest first, those still kept
   * (lib/queue/job-versions.ts); this job's own result is the newest version.
   */
  versions?: EarlierVersion[];
  /**
   * Words the API charged for this text before this job: its earlier versions and the tries
   * before a retry, summed from the words_charged the API reported (never a count of ours).
   */
  chargedBefore?: number;
}

/** What this text has cost in all so far: earlier versions and tries, and this job. */
export const totalCharged = (job: Pick<JobView, 'wordsCharged' | 'chargedBefore'>): number =>
  (job.chargedBefore ?? 0) + job.wordsCharged;

export const TERMINAL_STATUSES: ReadonlySet<JobStatus> = new Set<JobStatus>([
  'done',
  'failed',
  'cancelled',
]);
