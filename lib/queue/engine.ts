/**
 * The one request queue: FIFO, a small concurrency limit, a rolling-window rate limit over
 * its own persisted send times, retries, pause on 401, crash recovery. Knows nothing of the
 * browser: storage, clock, network, randomness and wake-ups come in through QueueDeps.
 *
 * Every change of state goes through the QueueStore's one chain (queue-store.ts), so a
 * request is sent only after its "in flight" mark is stored. A launch is sent and its answer
 * stored by launch-send.ts; Test connection's request is connection-probe.ts.
 */
import { apiOrigin } from '../api/base-url';
import type { HumanizeErrorInfo } from '../model/errors';
import type { WindowLimits } from '../rate-limit/rolling-window';
import { countWords } from '../text/word-count';
import type { ParagraphPick, ProbeOutcome, QueueApi } from '@/lib/model/queue-api';
import { probeConnection, type ProbeContext } from './connection-probe';
import { credentialsFingerprint } from './credentials';
import type { QueueConfig, QueueDeps } from './engine-deps';
import { readHistoryBase } from './history-another';
import { createJob, failJob, isLive } from './job-state';
import { anotherVersionOf, retryOf } from './job-versions';
import type { PersistedChunk, PersistedJob } from './persisted-queue';
import { chunksForPick, chunksForRetry, hasKeptChunks } from './paragraph-version';
import { sameSource, TERMINAL_STATUSES, type JobSource, type JobView } from '../model/job-view';
import { sendLaunch } from './launch-send';
import { sendJobsTo } from './origin-hold';
import { planSends } from './planner';
import { QueueStore } from './queue-store';
import { RequestSender } from './request-sender';

export class QueueEngine implements QueueApi {
  private readonly store: QueueStore;
  /** What sending a launch and Test connection's probe need of the engine. */
  private readonly sending: ProbeContext;
  private timer?: ReturnType<typeof setTimeout>;
  private limits: WindowLimits = { max: 30, windowMs: 60_000 };

  constructor(private readonly deps: QueueDeps) {
    this.store = new QueueStore(deps, () => this.limits);
    this.sending = {
      store: this.store,
      sender: new RequestSender(deps),
      deps,
      limits: () => this.limits,
      readConfig: () => this.config(),
      pump: () => this.pump(),
    };
  }

  private get publisher() {
    return this.store.publisher;
  }

  private get stopped(): boolean {
    return this.store.isStopped;
  }

  /** Loads the stored queue, recovers requests a dead worker left in flight, and pumps. */
  start(): Promise<void> {
    return this.store.ready().then(() => this.pump());
  }

  /** The worker's death (or a test simulating it): nothing more is written or sent. */
  stop(): void {
    this.store.stop();
    clearTimeout(this.timer);
  }

  private async config(): Promise<QueueConfig> {
    const config = await this.deps.readConfig();
    this.limits = { max: config.maxRequests, windowMs: config.windowMs };
    return config;
  }

  /** Sends whatever the window allows now, and schedules the next wake-up. */
  pump(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return this.store
      .mutate(async (tx) => {
        const config = await this.config();
        const plan = planSends(tx.queue, {
          limits: this.limits,
          now: this.deps.now(),
          concurrency: this.deps.concurrency ?? 2,
          credentials: credentialsFingerprint(config.baseUrl, config.apiKey),
          newId: this.deps.newId,
          origin: apiOrigin(config.baseUrl),
          heldError: (queuedFor, current) => this.heldError(queuedFor, current),
        });
        tx.queue = plan.queue;
        return { ...plan, config };
      })
      .then(
        ({ launches, wakeAt, config }) => {
          this.schedule(wakeAt);
          for (const launch of launches) {
            // Its stored answer frees a slot or queues the next chunk: pump again after it.
            void sendLaunch(this.sending, launch, config).then(() => this.pump());
          }
        },
        () => undefined,
      );
  }

  private schedule(wakeAt: number | undefined): void {
    clearTimeout(this.timer);
    this.deps.scheduleWake(wakeAt);
    if (wakeAt === undefined) return;
    this.timer = setTimeout(() => void this.pump(), Math.max(0, wakeAt - this.deps.now()));
  }

  private heldError(queuedFor: string, current: string): HumanizeErrorInfo {
    return {
      kind: 'held_for_origin',
      action: 'none',
      message: this.deps.t('queueHeldForOrigin', queuedFor, current),
      origins: { queuedFor, current },
    };
  }

  submit(text: string, source: JobSource): Promise<JobView> {
    return this.enqueue(text, source);
  }

  /**
   * `inherited`: the versions and charges a retry or another version carries (job-versions.ts);
   * `chunks`: a paragraph's job, some of its chunks kept from a version (paragraph-version.ts).
   */
  private async enqueue(
    text: string,
    source: JobSource,
    inherited: Pick<PersistedJob, 'earlierVersions' | 'chargedBefore'> = {},
    chunks?: PersistedChunk[],
  ): Promise<JobView> {
    const id = await this.store.mutate(async (tx) => {
      // Joins only a live job of the same source: another tab's job would hand this tab
      // that tab's URL and result, and leave this tab's card waiting. A paragraph's job is
      // another request than its whole text's: neither joins the other.
      const same = chunks
        ? undefined
        : tx.queue.jobs.find(
            (j) =>
              isLive(j) && j.text === text && sameSource(j.source, source) && !hasKeptChunks(j),
          );
      if (same) return same.id;
      const now = this.deps.now();
      // Queued for the API's origin now: a later change of base URL does not carry it along.
      const origin = apiOrigin((await this.config()).baseUrl);
      let job: PersistedJob = {
        ...createJob(this.deps.newId(), text, source, now, origin),
        ...(chunks && { chunks }),
        ...inherited,
      };
      if (countWords(text) === 0) {
        const message = this.deps.t('queueNoWords');
        job = failJob(job, { kind: 'invalid_request', action: 'none', message }, now);
        tx.finished.push(job);
      }
      tx.queue = { ...tx.queue, jobs: [...tx.queue.jobs, job] };
      return job.id;
    });
    // The job is stored: the caller (a card waiting to show) need not wait for the send,
    // which follows on the same chain and reaches it as an update.
    void this.pump();
    return this.view(id)!;
  }

  async cancel(jobId: string): Promise<boolean> {
    const cancelled = await this.store.mutate((tx) => {
      const job = tx.queue.jobs.find((j) => j.id === jobId);
      if (!job || !isLive(job)) return false;
      // A request already in flight still answers; its charge is recorded when it does.
      const now = this.deps.now();
      const next = { ...job, status: 'cancelled' as const, finishedAt: now, retryAt: undefined };
      tx.queue = { ...tx.queue, jobs: tx.queue.jobs.map((j) => (j.id === jobId ? next : j)) };
      return true;
    });
    if (cancelled) await this.pump();
    return cancelled;
  }

  /**
   * A failed or cancelled job's text goes again as a new job. A done job is never resent (it
   * was charged once already) and a live one is not doubled: both answer with themselves.
   */
  async retry(jobId: string): Promise<JobView> {
    await this.store.ready();
    const job = this.store.state.jobs.find((j) => j.id === jobId);
    if (!job) throw new Error(this.deps.t('queueJobGone'));
    if (job.status === 'done' || isLive(job)) return this.view(jobId)!;
    // A paragraph's job sends its paragraph again, not the whole text.
    const chunks = hasKeptChunks(job) ? chunksForRetry(job) : undefined;
    return this.enqueue(job.text, job.source, retryOf(job), chunks);
  }

  async anotherVersion(jobId: string, paragraph?: ParagraphPick): Promise<JobView> {
    await this.store.ready();
    const jobs = this.store.state.jobs;
    const job = jobs.find((j) => j.id === jobId);
    if (!job) {
      // Its job left the queue: a whole text's version from its history entry, from the popup.
      const base = paragraph ? undefined : await readHistoryBase(this.deps.storage, jobId);
      if (!base) throw new Error(this.deps.t('queueJobGone'));
      return this.enqueue(base.text, { kind: 'popup' }, base.inherited);
    }
    if (job.status !== 'done') return this.view(jobId)!;
    if (!paragraph) return this.enqueue(job.text, job.source, anotherVersionOf(job));
    const chunks = chunksForPick(job, paragraph, jobs);
    if (!chunks) throw new Error(this.deps.t('queueParagraphGone'));
    return this.enqueue(job.text, job.source, anotherVersionOf(job), chunks);
  }

  async historyText(entryId: string): Promise<string | undefined> {
    await this.store.ready();
    if (this.store.state.jobs.some((j) => j.id === entryId)) return undefined;
    return (await readHistoryBase(this.deps.storage, entryId))?.text;
  }

  async get(jobId: string): Promise<JobView | undefined> {
    await this.store.ready();
    return this.view(jobId);
  }

  /** One job's view as of the last stored change. */
  private view(jobId: string): JobView | undefined {
    return this.publisher.view(this.store.state, this.limits, this.deps.now(), jobId);
  }

  /** Publishes `jobId`'s view (the popup's current job) wherever it is in the queue. */
  follow(jobId: string | undefined): Promise<void> {
    return this.store.follow(jobId);
  }

  /** Empties the history, on the queue's chain (it owns the history's text items). */
  clearHistory(): Promise<void> {
    return this.store.clearHistory();
  }

  subscribe(listener: (job: JobView) => void): () => void {
    return this.publisher.subscribe(listener);
  }

  async waitFor(jobId: string): Promise<JobView> {
    await this.store.ready();
    return new Promise((resolve, reject) => {
      const check = (view: JobView | undefined) => {
        if (view?.id === jobId && TERMINAL_STATUSES.has(view.status)) {
          off();
          resolve(view);
        }
      };
      const off = this.subscribe(check);
      const current = this.view(jobId);
      if (current) check(current);
      else {
        off();
        reject(new Error(this.deps.t('queueJobGone')));
      }
    });
  }

  /**
   * Sends the given jobs, queued for another origin, to `origin`, the API's origin now (the
   * user chose to). Refused (0) when the API's origin is no longer `origin`: the user saw
   * another address than the one the jobs would go to.
   */
  async sendToOrigin(jobIds: readonly string[], origin: string): Promise<number> {
    const moved = await this.store.mutate(async (tx) => {
      if (apiOrigin((await this.config()).baseUrl) !== origin) return 0;
      const { queue, moved: count } = sendJobsTo(tx.queue, jobIds, origin);
      tx.queue = queue;
      return count;
    });
    if (moved > 0) await this.pump();
    return moved;
  }

  /**
   * Test connection (connection-probe.ts): sends {"text": ""} with the given key (the caller
   * checked that it may go to this base URL's origin) in a free slot of the window; never
   * pauses the queue.
   */
  probe(baseUrl: string, apiKey: string): Promise<ProbeOutcome> {
    return probeConnection(this.sending, baseUrl, apiKey);
  }
}
