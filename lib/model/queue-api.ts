import type { HumanizeErrorInfo } from './errors';
import type { JobSource, JobView } from './job-view';

/** Outcome of "Test connection": what the API said to an empty text (no words spent). */
export type ProbeOutcome =
  | { kind: 'key_ok' } // 422: the key was accepted, the empty text refused
  | { kind: 'unexpected_success' } // 2xx to an empty text: works, but the provider differs
  /** Not sent: the rate limit (ours, or the server's for these credentials) holds it until then. */
  | { kind: 'rate_limited'; until: number }
  | { kind: 'error'; error: HumanizeErrorInfo };

/**
 * "Another version of this paragraph" (issue 27, point 3): paragraph `index` (from 0) of the
 * version made by job `versionId` (the job asked about, or one of its earlier versions) is
 * sent again; the new version is that version with this paragraph replaced.
 */
export interface ParagraphPick {
  index: number;
  versionId: string;
}

/**
 * The background's one queue, as the rest of the background sees it. Every request to the
 * API goes through it (popup, selection, automation, connection probe).
 */
export interface QueueApi {
  submit(text: string, source: JobSource): Promise<JobView>;
  cancel(jobId: string): Promise<boolean>;
  /** Submits the failed/cancelled job's text again as a new job. */
  retry(jobId: string): Promise<JobView>;
  /**
   * "Another version" (issue 27): a done job's text goes again as a new job of the same
   * source, charged again; a job not done answers with itself. With `paragraph`, only that
   * paragraph is sent (lib/queue/paragraph-version.ts). A job the queue no longer keeps is
   * looked up in the history (whole texts only; see historyText).
   */
  anotherVersion(jobId: string, paragraph?: ParagraphPick): Promise<JobView>;
  /**
   * The original of the done history entry `entryId` whose job the queue no longer keeps
   * (undefined while it does, or when there is no such entry): what anotherVersion(entryId)
   * sends then, as a popup job that joins the entry's versions (lib/queue/history-another.ts).
   */
  historyText(entryId: string): Promise<string | undefined>;
  get(jobId: string): Promise<JobView | undefined>;
  /** Called on every change of any job; returns an unsubscribe function. */
  subscribe(listener: (job: JobView) => void): () => void;
  /** Resolves with the job once it is done, failed or cancelled. */
  waitFor(jobId: string): Promise<JobView>;
  /** Publishes this job's view wherever it is in the queue (the popup's current job). */
  follow(jobId: string | undefined): Promise<void>;
  /** Empties the history and removes its entries' texts (those the queue holds stay). */
  clearHistory(): Promise<void>;
  /** Sends {"text": ""} with the given key and base, counted by the rate limiter. */
  probe(baseUrl: string, apiKey: string): Promise<ProbeOutcome>;
  /**
   * Sends these jobs, queued for another API origin, to `origin` (the API's origin now);
   * refused (0) when it is not. Returns how many jobs were moved.
   */
  sendToOrigin(jobIds: readonly string[], origin: string): Promise<number>;
}
