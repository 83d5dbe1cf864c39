/** What the queue engine needs from its surroundings; the background binds these. */
import type { ApiOutcome, HumanizeCall } from '../api/client';
import type { Translate } from '../i18n/translate';
import type { RewriteCheck } from '../model/job-view';
import type { QueueStorage } from '../model/storage-area';
import type { JobCounts } from './views';

/** The storage area's shape is shared vocabulary (lib/model/storage-area.ts). */
export type { KeyValueArea, QueueStorage } from '../model/storage-area';

export interface QueueConfig {
  baseUrl: string;
  apiKey: string;
  /**
   * The origin the key was saved for (lib/api/key-origin.ts): it is sent nowhere else.
   * Undefined: the base URL's own origin (a key saved before keys were bound).
   */
  keyOrigin?: string;
  /** N: requests in any rolling window. */
  maxRequests: number;
  /** W: the window, ms. */
  windowMs: number;
  historyEnabled: boolean;
}

/**
 * The meaning check of a finished rewrite (rewrite-check.ts): the original and the rewrite
 * whole, and the parts each was sent and received in (to check the seams between them).
 */
export type CheckRewrite = (
  original: string,
  rewrite: string,
  parts: { original: string[]; rewrite: string[] },
) => Promise<RewriteCheck>;

export interface QueueDeps {
  storage: QueueStorage;
  readConfig(): Promise<QueueConfig>;
  send(call: HumanizeCall): Promise<ApiOutcome>;
  now(): number;
  random(): number;
  newId(): string;
  /** Words the queue's own error messages (the message catalogue). */
  t: Translate;
  /** A wake-up that survives the worker dying (an alarm); undefined clears it. */
  scheduleWake(at: number | undefined): void;
  /** Called while at least one request is in flight, to keep the worker alive. */
  keepAlive?: { begin(): void; end(): void };
  /** After every publish (the badge). */
  onPublish?(counts: JobCounts): void;
  /**
   * A storage write failed (the message says why, for the user), or, with undefined, the
   * next write succeeded again. The badge shows it; the caller of the change hears it too.
   */
  onStorageProblem?(message: string | undefined): void;
  /**
   * Checks each finished rewrite before it is published as done; without it (tests of other
   * things) a job is published unchecked.
   */
  checkRewrite?: CheckRewrite;
  /** Requests in flight at once (default 2). */
  concurrency?: number;
}
