/** What the queue engine needs from its surroundings; the background binds these. */
import type { ApiOutcome, HumanizeCall } from '../api/client';
import type { Translate } from '../i18n/translate';
import type { HistoryTexts, StoredHistoryEntry } from './history';
import type { JobView } from './job-view';
import type { StoredJobView } from './stored-texts';
import type { PersistedQueue } from './persisted-queue';
import type { UsageLedger } from './usage-ledger';

/** An async value cell; WXT storage items fit it as they are. */
export interface Cell<T> {
  getValue(): Promise<T>;
  setValue(value: T): Promise<void>;
}

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
 * What one change stores: the queue, and the ledger and history index when they changed,
 * and the texts of jobs that left the queue, each in its history entry's own item (by id).
 */
export interface StoredTogether {
  queue: PersistedQueue;
  usage?: UsageLedger;
  history?: StoredHistoryEntry[];
  historyTexts?: Record<string, HistoryTexts>;
}

/** The per-entry items holding the texts of history entries whose job left the queue. */
export interface HistoryTextStore {
  /** Ids of every entry that has an item. */
  ids(): Promise<string[]>;
  set(texts: Readonly<Record<string, HistoryTexts>>): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
}

export interface QueueDeps {
  cells: {
    queue: Cell<PersistedQueue | null>;
    jobs: Cell<StoredJobView[]>;
    usage: Cell<UsageLedger>;
    history: Cell<StoredHistoryEntry[]>;
    historyTexts: HistoryTextStore;
  };
  /** Stores one change's values in a single write (all or nothing); else cell by cell. */
  persist?(values: StoredTogether): Promise<void>;
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
  onPublish?(views: readonly JobView[]): void;
  /**
   * A storage write failed (the message says why, for the user), or, with undefined, the
   * next write succeeded again. The badge shows it; the caller of the change hears it too.
   */
  onStorageProblem?(message: string | undefined): void;
  /** Requests in flight at once (default 2). */
  concurrency?: number;
}
