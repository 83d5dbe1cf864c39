/** What the queue engine needs from its surroundings; the background binds these. */
import type { ApiOutcome, HumanizeCall } from '../api/client';
import type { Translate } from '../i18n/translate';
import type { JobCounts } from './views';

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

/** A key-value storage area as storage.local is one: values are structured-cloned. */
export interface KeyValueArea {
  /** The values of those of `keys` that are stored. */
  get(keys: readonly string[]): Promise<Record<string, unknown>>;
  /** Every key stored. */
  keys(): Promise<string[]>;
  /** Stores all of `items` in one write (all or nothing). */
  set(items: Readonly<Record<string, unknown>>): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
}

/**
 * Where the queue stores things. `state`: storage.local (the jobs' small state, the queue's
 * limiter, the published views, usage, the history index). `texts`: the job texts and
 * rewrites, which a content script must not reach: the same storage.local in Chrome (where
 * content scripts are shut out of it), the extension's IndexedDB in Firefox.
 */
export interface QueueStorage {
  state: KeyValueArea;
  texts: KeyValueArea;
}

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
  /** Requests in flight at once (default 2). */
  concurrency?: number;
}
