/**
 * The persisted queue behind one ordered chain of changes. Storage writes are asynchronous
 * and racy across concurrent read-modify-write, so every change runs after the previous one
 * has finished, and ends by storing what it changed (stored-layout.ts: the job items, text
 * items, the `queue` item, charges, history and the published views, in one write where one
 * area holds them all), and only then applying it in memory and telling the subscribers. A
 * request is only ever sent after the change that marked it in flight has been stored.
 */
import { closeOrphans, recordEnd, type WindowLimits } from '../rate-limit/rolling-window';
import type { QueueDeps } from './engine-deps';
import type { StoredHistoryEntry } from './history';
import { appendHistory, indexEntryOf } from './history-log';
import { earlierIds } from './job-versions';
import {
  asHistoryTexts,
  LEGACY_HISTORY_TEXT_PREFIX,
  placeHistoryTexts,
  type HistoryChange,
} from './history-texts';
import { isLive, recoverInFlight } from './job-state';
import { emptyQueue, type PersistedJob, type PersistedQueue } from './persisted-queue';
import { JobPublisher } from './publisher';
import { loadQueue } from './queue-load';
import { storageFailure } from './storage-failure';
import { isTextKey } from './stored-layout';
import { emptyWrite, removeLeftovers, StoredJobs, storeWrite } from './stored-jobs';
import { addCharge } from './usage';
import type { UsageLedger } from './usage-ledger';

/** Finished jobs kept in the queue (for get, retry and the popup's current job). */
const FINISHED_KEPT = 20;
export const HISTORY_KEY = 'history';
/** The history item's version mark (WXT's `<key>$`), written with the index. */
export const HISTORY_VERSION_MARK = { key: 'history$', value: { v: 2 } } as const;
export const USAGE_KEY = 'usage';
export const JOBS_KEY = 'jobs';
export const JOBS_VERSION_MARK = { key: 'jobs$', value: { v: 3 } } as const;

/** One change: `queue` is replaced to change the state; the rest is applied once stored. */
export interface Tx {
  queue: PersistedQueue;
  /** words_charged of answers that arrived in this change. */
  charges: number[];
  /** Jobs that reached done or failed in this change (for the history). */
  finished: PersistedJob[];
  /** The startup sweep: move older layouts' texts, remove items nobody owns. */
  sweep?: { stateKeys: readonly string[]; unreadable: readonly string[] };
  /** Empty the history (its entries' text items go, unless the queue still holds the job). */
  clearHistory?: boolean;
}

export class QueueStore {
  private current: PersistedQueue = emptyQueue();
  private loading?: Promise<void>;
  private chain: Promise<unknown> = Promise.resolve();
  private stopped = false;
  /** The last write failed (the user was told; the next success clears it). */
  private failing = false;
  /** What is stored of each job and of the `queue` item. */
  private readonly jobs = new StoredJobs();
  readonly publisher: JobPublisher;

  constructor(
    private readonly deps: Pick<
      QueueDeps,
      'storage' | 'now' | 'readConfig' | 'onPublish' | 'onStorageProblem' | 't'
    >,
    /** The window in force, for the waiting jobs' estimated start times. */
    private readonly limits: () => WindowLimits,
  ) {
    this.publisher = new JobPublisher(deps.onPublish);
  }

  /** The queue as of the last change (read-only: change it through `mutate`). */
  get state(): PersistedQueue {
    return this.current;
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** Nothing more is written or published (the worker died, or a test simulates it). */
  stop(): void {
    this.stopped = true;
    this.publisher.clear();
  }

  /**
   * Loads the stored queue once (any layout); a request still marked in flight died with
   * its worker. The same change moves texts of older history layouts into text items and
   * then removes items nobody owns (a worker that died before removing them).
   */
  ready(): Promise<void> {
    this.loading ??= this.run(async (tx) => {
      const now = this.deps.now();
      const loaded = await loadQueue(this.deps.storage);
      this.jobs.load(loaded);
      tx.sweep = { stateKeys: loaded.stateKeys, unreadable: loaded.unreadable };
      const state = loaded.queue;
      let limiter = state.limiter;
      const jobs = state.jobs.map((job) => {
        if (!job.inFlight) return job;
        limiter = recordEnd(limiter, job.inFlight.sendId, now);
        const recovered = recoverInFlight(job, now, this.deps.t);
        if (recovered.status === 'failed') tx.finished.push(recovered);
        return recovered;
      });
      tx.queue = { ...state, jobs, limiter: closeOrphans(limiter, now) };
    });
    // A load whose write failed is tried again by the next caller, not kept as a failure.
    this.loading.catch(() => (this.loading = undefined));
    return this.loading;
  }

  /** Runs `change` after the stored queue is loaded and every earlier change is done. */
  mutate<T>(change: (tx: Tx) => T | Promise<T>): Promise<T> {
    return this.ready().then(() => this.run(change));
  }

  /** Follows `id`'s view in the published item (the popup's current job), from now on. */
  follow(id: string | undefined): Promise<void> {
    this.publisher.follow(id);
    return this.mutate(() => undefined);
  }

  private run<T>(change: (tx: Tx) => T | Promise<T>): Promise<T> {
    const step = this.chain.then(async () => {
      if (this.stopped) throw new Error(this.deps.t('queueStopped'));
      const tx: Tx = { queue: this.current, charges: [], finished: [] };
      const value = await change(tx);
      await this.commit(tx);
      return value;
    });
    this.chain = step.catch(() => undefined);
    return step;
  }

  /**
   * Stores the change, and only then makes it the state in memory: a write that fails
   * (storage full, browser shutting down) leaves memory as storage has it, so nothing is
   * sent, shown or forgotten that a restart would not find. The caller hears the failure.
   */
  private async commit(tx: Tx): Promise<void> {
    if (this.stopped) return;
    const now = this.deps.now();
    // At startup nothing is dropped yet: an older layout's jobs get their text items first.
    const next = tx.sweep ? tx.queue : dropOldFinished(tx.queue);
    const write = emptyWrite();
    const jobs = this.jobs.changes(this.current, tx.queue, next, write);
    if (tx.charges.length > 0) {
      const total = tx.charges.reduce((a, b) => a + b, 0);
      write.state[USAGE_KEY] = addCharge(await this.usage(), total, new Date(now));
    }
    const history = await this.historyOf(tx, next, jobs.left);
    if (history) {
      write.state[HISTORY_KEY] = history.history;
      write.state[HISTORY_VERSION_MARK.key] = HISTORY_VERSION_MARK.value;
      Object.assign(write.texts, history.texts);
      write.removeTexts.push(...history.removedTexts);
      write.removeState.push(...history.removedLegacy);
    }
    if (tx.sweep) write.removeState.push(...tx.sweep.unreadable);
    const publication = this.publisher.prepare(next, jobs.changed, this.limits(), now);
    if (publication.item) {
      write.state[JOBS_KEY] = publication.item;
      write.state[JOBS_VERSION_MARK.key] = JOBS_VERSION_MARK.value;
    }
    await this.guard(() => storeWrite(this.deps.storage, write));
    this.current = next;
    jobs.apply();
    // Items nobody owns any more: one left behind is swept at the next start.
    await this.guard(() => removeLeftovers(this.deps.storage, write)).catch(() => undefined);
    publication.apply();
  }

  private async usage(): Promise<UsageLedger> {
    const value = (await this.deps.storage.state.get([USAGE_KEY]))[USAGE_KEY] as
      UsageLedger | undefined;
    return value ?? { days: {}, months: {}, total: 0 };
  }

  private async historyIndex(): Promise<StoredHistoryEntry[]> {
    const value = (await this.deps.storage.state.get([HISTORY_KEY]))[HISTORY_KEY];
    return Array.isArray(value) ? (value as StoredHistoryEntry[]) : [];
  }

  /**
   * The history after this change, or undefined when it does not change: entries for the
   * jobs that finished, and which text items stay (history-texts.ts).
   */
  private async historyOf(
    tx: Tx,
    next: PersistedQueue,
    left: readonly PersistedJob[],
  ): Promise<HistoryChange | undefined> {
    const record = tx.finished.length > 0 && (await this.deps.readConfig()).historyEnabled;
    if (!record && left.length === 0 && !tx.sweep && !tx.clearHistory) return undefined;
    const before = await this.historyIndex();
    let list: StoredHistoryEntry[] = tx.clearHistory ? [] : before;
    if (record)
      for (const job of tx.finished)
        list = appendHistory(list, indexEntryOf(job), undefined, earlierIds(job));
    const legacy = tx.sweep ? await this.legacyTexts(tx.sweep.stateKeys) : undefined;
    const storedTextKeys = tx.sweep ? await this.storedTextKeys(tx.sweep.stateKeys) : undefined;
    const change = placeHistoryTexts({
      before,
      list,
      inQueue: new Map(next.jobs.map((j) => [j.id, j])),
      left,
      legacy,
      storedTextKeys,
    });
    const unchanged =
      !tx.clearHistory &&
      change.removedTexts.length === 0 &&
      change.removedLegacy.length === 0 &&
      JSON.stringify(change.history) === JSON.stringify(before);
    return unchanged ? undefined : change;
  }

  /** v2's per-entry items (`historyText:<id>`), read once at startup to be moved. */
  private async legacyTexts(stateKeys: readonly string[]) {
    const keys = stateKeys.filter((key) => key.startsWith(LEGACY_HISTORY_TEXT_PREFIX));
    const found = new Map<string, { original: string; result?: string }>();
    if (keys.length === 0) return found;
    const values = await this.deps.storage.state.get(keys);
    for (const key of keys) {
      const id = key.slice(LEGACY_HISTORY_TEXT_PREFIX.length);
      // An unreadable one is still removed: as an empty text nobody owns.
      found.set(id, asHistoryTexts(values[key]) ?? { original: '' });
    }
    return found;
  }

  private async storedTextKeys(stateKeys: readonly string[]): Promise<string[]> {
    const { storage } = this.deps;
    const keys = storage.texts === storage.state ? stateKeys : await storage.texts.keys();
    return keys.filter(isTextKey);
  }

  /** Empties the history: the index and its entries' text items (the queue keeps its own). */
  clearHistory(): Promise<void> {
    return this.mutate((tx) => {
      tx.clearHistory = true;
    });
  }

  /** Runs a storage write; a failure becomes a StorageFailure the user is told about. */
  private async guard(write: () => Promise<void>): Promise<void> {
    try {
      await write();
      if (this.failing) this.deps.onStorageProblem?.(undefined);
      this.failing = false;
    } catch (err) {
      const failure = storageFailure(err, this.deps.t);
      this.failing = true;
      this.deps.onStorageProblem?.(failure.message);
      throw failure;
    }
  }
}

/** Keeps the last FINISHED_KEPT finished jobs; live ones are never dropped. */
function dropOldFinished(queue: PersistedQueue): PersistedQueue {
  const finishedIds = queue.jobs.filter((j) => !isLive(j)).map((j) => j.id);
  const dropped = new Set(finishedIds.slice(0, Math.max(0, finishedIds.length - FINISHED_KEPT)));
  if (dropped.size === 0) return queue;
  return { ...queue, jobs: queue.jobs.filter((j) => !dropped.has(j.id)) };
}
