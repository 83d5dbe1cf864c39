/**
 * The persisted queue behind one ordered chain of changes. Storage writes are asynchronous
 * and racy across concurrent read-modify-write, so every change runs after the previous one
 * has finished, and ends by storing the queue, recording charges and history, and then
 * publishing the job views. A request is only ever sent after the change that marked it in
 * flight has been stored.
 */
import { closeOrphans, recordEnd, type WindowLimits } from '../rate-limit/rolling-window';
import type { QueueDeps, StoredTogether } from './engine-deps';
import { appendHistory, indexEntryOf } from './history-log';
import { placeHistoryTexts, type HistoryChange } from './history-texts';
import { isLive, recoverInFlight, upgradeChunks } from './job-state';
import { emptyQueue, type PersistedJob, type PersistedQueue } from './persisted-queue';
import { JobPublisher } from './publisher';
import { storageFailure } from './storage-failure';
import { addCharge } from './usage';
import { buildViews } from './views';

/** Finished jobs kept in the queue (for get, retry and the popup's recent list). */
const FINISHED_KEPT = 20;

/** One change: `queue` is replaced to change the state; the rest is applied once stored. */
export interface Tx {
  queue: PersistedQueue;
  /** words_charged of answers that arrived in this change. */
  charges: number[];
  /** Jobs that reached done or failed in this change (for the history). */
  finished: PersistedJob[];
  /** Also check every stored history text item (the startup sweep). */
  sweep?: boolean;
}

export class QueueStore {
  private current: PersistedQueue = emptyQueue();
  private loading?: Promise<void>;
  private chain: Promise<unknown> = Promise.resolve();
  private stopped = false;
  /** The last write failed (the user was told; the next success clears it). */
  private failing = false;
  readonly publisher: JobPublisher;

  constructor(
    private readonly deps: Pick<
      QueueDeps,
      'cells' | 'now' | 'readConfig' | 'onPublish' | 'onStorageProblem' | 'persist' | 't'
    >,
    /** The window in force, for the waiting jobs' estimated start times. */
    private readonly limits: () => WindowLimits,
  ) {
    this.publisher = new JobPublisher(deps.cells.jobs, deps.onPublish);
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
   * Loads the stored queue once; a request still marked in flight died with its worker. The
   * same write moves texts a pre-v2 history index still holds inline into their entries'
   * items, and then items no entry owns (a worker that died before removing them) go.
   */
  ready(): Promise<void> {
    this.loading ??= this.run(async (tx) => {
      tx.sweep = true;
      const now = this.deps.now();
      const stored = await this.deps.cells.queue.getValue();
      const state = stored?.version === 1 ? stored : emptyQueue();
      let limiter = state.limiter;
      const jobs = state.jobs.map(upgradeChunks).map((job) => {
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
    const next = dropOldFinished(tx.queue);
    const { cells } = this.deps;
    const values: StoredTogether = { queue: next };
    if (tx.charges.length > 0) {
      const total = tx.charges.reduce((a, b) => a + b, 0);
      values.usage = addCharge(await cells.usage.getValue(), total, new Date(now));
    }
    const history = await this.historyOf(tx, next);
    if (history) values.history = history.history;
    if (history && Object.keys(history.texts).length > 0) values.historyTexts = history.texts;
    // One write when the browser can (a worker killed between two writes would lose a
    // charge the queue already counts as done); else cell by cell, the queue last but one.
    await this.guard(async () => {
      if (this.deps.persist) return this.deps.persist(values);
      // Texts first: a job's texts reach its entry's item before the queue lets go of them.
      if (values.historyTexts) await cells.historyTexts.set(values.historyTexts);
      if (values.history) await cells.history.setValue(values.history);
      await cells.queue.setValue(next);
      if (values.usage) await cells.usage.setValue(values.usage);
    });
    this.current = next;
    // Items no entry owns any more: one left behind is swept at the next start.
    const removed = history?.removed ?? [];
    if (removed.length > 0) {
      await this.guard(() => cells.historyTexts.remove(removed)).catch(() => undefined);
    }
    // The views are derived from the stored queue: a failure to publish them is reported,
    // and loses nothing the queue does not still hold.
    await this.guard(() =>
      this.publisher.publish(buildViews(this.current, this.limits(), now)),
    ).catch(() => undefined);
  }

  /**
   * The history after this change, or undefined when it does not change: entries for the
   * jobs that finished, and the texts of jobs that left the queue moved into their entries'
   * items (history-texts.ts).
   */
  private async historyOf(tx: Tx, next: PersistedQueue): Promise<HistoryChange | undefined> {
    const inQueue = new Map(next.jobs.map((j) => [j.id, j]));
    const left = new Map<string, PersistedJob>();
    for (const job of [...this.current.jobs, ...tx.queue.jobs]) {
      if (!inQueue.has(job.id)) left.set(job.id, job);
    }
    const record = tx.finished.length > 0 && (await this.deps.readConfig()).historyEnabled;
    if (!record && left.size === 0 && !tx.sweep) return undefined;
    const { cells } = this.deps;
    const before = await cells.history.getValue();
    if (!record && !tx.sweep && !before.some((entry) => left.has(entry.id))) return undefined;
    let list = before;
    if (record) for (const job of tx.finished) list = appendHistory(list, indexEntryOf(job));
    const storedItems = tx.sweep ? await cells.historyTexts.ids() : undefined;
    const change = placeHistoryTexts({
      before,
      list,
      inQueue,
      left: [...left.values()],
      storedItems,
    });
    const unchanged =
      tx.sweep &&
      change.removed.length === 0 &&
      JSON.stringify(change.history) === JSON.stringify(before);
    return unchanged ? undefined : change;
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
