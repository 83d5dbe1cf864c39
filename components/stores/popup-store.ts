/**
 * The popup's state: a mirror of extension storage (draft, current job id, published jobs,
 * usage, history) plus the few things only the open popup knows. Jobs and history are shown
 * with their texts, which storage keeps once (lib/queue/stored-texts.ts); a history entry's
 * own texts item is read only once the entry is drawn (history-text-cache.ts). The queue's
 * state is owned by the background; this store only reads it and sends messages.
 *
 * Writers: the popup writes `popupDraft` (debounced as the user types, flushed on blur and
 * unload) and `popupJobId` (when it submits or reopens a job).
 */
import { browser } from 'wxt/browser';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  asPublishedJobs,
  emptyPublished,
  entryVersionSpecs,
  historyWithTexts,
  type LoadedHistoryEntry,
  type PublishedJobs,
  readTexts,
  specOfEntry,
  specOfView,
  type StoredHistoryEntry,
  type StoredJobView,
  type UsageLedger,
  versionSpecs,
  viewWithTexts,
} from '@/lib/queue/published';
import type { JobView } from '@/lib/model/job-view';
import { TERMINAL_STATUSES } from '@/lib/model/job-view';
import { sendToBackground } from '@/utils/messaging';
import { readItemsAtOnce } from '@/utils/read-items-at-once';
import { takeFirstRead, type EarlyRead } from './popup-first-read';
import {
  historyItem,
  jobsItem,
  popupDraftItem,
  popupJobIdItem,
  textArea,
  usageItem,
} from '@/utils/storage';
import { drawnIds, HistoryTextCache } from './history-text-cache';

export interface PopupState {
  hydrated: boolean;
  draft: string;
  jobId: string | null;
  /** The published jobs (the first live ones and the current one), with texts once read. */
  jobs: JobView[];
  /** The first live jobs in queue order, and how many jobs are live in all. */
  queue: { head: JobView[]; live: number };
  usage: UsageLedger;
  /** Every entry, newest first as stored; its texts once read (or found in the queue). */
  history: LoadedHistoryEntry[];
  /** "Show all" is on: every entry is drawn (and its texts read). */
  historyExpanded: boolean;
  /** A message to the background failed (not a job failure: those live in the job). */
  sendError: string | null;
  submitting: boolean;
  /**
   * Jobs this popup cancelled while their request was on its way: the server may still
   * charge for it, and the popup must not suggest otherwise. Kept while the popup is open.
   */
  cancelledInFlight: string[];
  /**
   * "Another version" of a text over the words threshold (or of several requests) waits for
   * the user's yes: nothing is sent until then (issue 27, as a large selection on the card).
   */
  anotherAsk: { jobId: string; words: number; requests: number } | null;
}

export interface PopupActions {
  /** Loads everything from storage and follows its changes; returns the stop function. */
  start(): Promise<() => void>;
  setDraft(draft: string): void;
  flushDraft(): Promise<void>;
  submit(): Promise<void>;
  cancel(jobId: string): Promise<void>;
  retry(jobId: string): Promise<void>;
  /** "Another version" of a done job; `confirmed` answers the large-text question. */
  another(jobId: string, confirmed?: boolean): Promise<void>;
  /** Answers the large-text question with no: nothing is sent. */
  cancelAnother(): void;
  /** Shows a job (or history entry) again as the current result. */
  reopen(jobId: string): Promise<void>;
  /** Sends jobs queued for the previous API origin to `origin`, the API's origin now. */
  sendToOrigin(jobIds: string[], origin: string): Promise<void>;
  /** "Show all" / "Show fewer"; showing all reads the texts of every entry. */
  setHistoryExpanded(expanded: boolean): Promise<void>;
  openOptions(): Promise<void>;
}

export type PopupStore = StoreApi<PopupState & PopupActions>;

const DRAFT_SAVE_DELAY_MS = 300;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function createPopupStore(): PopupStore {
  let draftTimer: ReturnType<typeof setTimeout> | undefined;
  let unsavedDraft: string | null = null;

  return createStore<PopupState & PopupActions>()((set, get) => {
    // Storage as last read; the shown jobs and history are derived from it and the texts read.
    const stored: Stored = { published: emptyPublished(), history: [] };
    // The reads popup.html began before this bundle loaded, taken by start().
    let early: EarlyRead | undefined;
    const cache = new HistoryTextCache((specs) =>
      readTexts(async (keys) => (await early?.texts(keys)) ?? textArea.get(keys), specs),
    );
    const show = (change: Partial<Stored> = {}) => {
      Object.assign(stored, change);
      return withTexts(stored, cache);
    };
    /** Reads the texts of what is drawn: entries, the current job, the queue's first rows. */
    const loadDrawn = (jobId = get().jobId) => {
      const views = publishedViews(stored.published);
      const entries = new Map(stored.history.map((e) => [e.id, e]));
      const historyIds = drawnIds(stored.history, get().historyExpanded, jobId);
      const current = views.find((v) => v.id === jobId);
      const specs = [
        // The current job's earlier versions too: the popup steps between them.
        ...(current ? [specOfView(current), ...versionSpecs(current)] : []),
        ...historyIds.flatMap((id) => {
          const entry = entries.get(id);
          if (!entry) return [];
          // A done job's entry may hold versions the queue no longer keeps (history-another).
          if (id === current?.id) return id === jobId ? entryVersionSpecs(entry) : [];
          return [specOfEntry(entry), ...(id === jobId ? entryVersionSpecs(entry) : [])];
        }),
        ...stored.published.head.filter((v) => v.id !== jobId).map(specOfView),
      ];
      return cache.load(specs, () => set(show()));
    };
    const follow = (change: Partial<Stored>) => {
      set(show(change));
      void loadDrawn();
    };
    const showJob = async (jobId: string) => {
      set({ jobId, sendError: null });
      void loadDrawn(jobId);
      await popupJobIdItem.setValue(jobId);
    };
    const send = async (action: () => Promise<void>) => {
      try {
        await action();
      } catch (err) {
        set({ sendError: messageOf(err) });
      }
    };

    return {
      hydrated: false,
      draft: '',
      jobId: null,
      jobs: [],
      queue: { head: [], live: 0 },
      usage: { days: {}, months: {}, total: 0 },
      history: [],
      historyExpanded: false,
      sendError: null,
      submitting: false,
      cancelledInFlight: [],
      anotherAsk: null,

      async start() {
        // A change heard while the first read is on its way is newer than that read.
        let usageHeard: UsageLedger | undefined;
        const unwatch = [
          jobsItem.watch((jobs) => follow({ published: asPublishedJobs(jobs) })),
          historyItem.watch((history) => follow({ history: history ?? [] })),
          usageItem.watch((usage) => set({ usage: (usageHeard = usage) })),
          popupJobIdItem.watch((jobId) => {
            set({ jobId });
            void loadDrawn(jobId);
          }),
        ];
        early = takeFirstRead(globalThis);
        // One read for the five items (a round trip each kept the first view waiting), begun
        // by popup.html before this bundle loaded; the draft alone in Firefox (protected area).
        const [storedJobId, jobs, usage, history, draft] = await readItemsAtOnce(
          [popupJobIdItem, jobsItem, usageItem, historyItem, popupDraftItem],
          async (keys) => (await early?.items(keys)) ?? browser.storage.local.get(keys),
        );
        show({ published: asPublishedJobs(jobs), history });
        let jobId = storedJobId;
        if (!jobId) {
          // The popup may have closed before the job id came back: its live popup jobs' texts.
          const popupJobs = publishedViews(stored.published).filter(
            (v) => v.source.kind === 'popup' && !TERMINAL_STATUSES.has(v.status),
          );
          await cache.load(popupJobs.map(specOfView), () => undefined);
          jobId = findOrphanJob(show().jobs, draft);
        }
        // Hydrated once the drawn entries have their texts: the second, small read.
        await loadDrawn(jobId);
        early = undefined;
        set({
          // Typing may have started before storage answered: keep what was typed.
          draft: unsavedDraft ?? draft,
          jobId,
          ...show(),
          usage: usageHeard ?? usage,
          hydrated: true,
        });
        return () => unwatch.forEach((stop) => stop());
      },

      setDraft(draft) {
        set({ draft });
        unsavedDraft = draft;
        clearTimeout(draftTimer);
        draftTimer = setTimeout(() => void get().flushDraft(), DRAFT_SAVE_DELAY_MS);
      },

      async flushDraft() {
        clearTimeout(draftTimer);
        if (unsavedDraft === null) return;
        const draft = unsavedDraft;
        unsavedDraft = null;
        await popupDraftItem.setValue(draft);
      },

      async submit() {
        const text = get().draft;
        if (!text.trim() || get().submitting) return;
        set({ submitting: true, sendError: null });
        await send(async () => {
          await get().flushDraft();
          const { jobId } = await sendToBackground('job.submit', { text });
          await showJob(jobId);
        });
        set({ submitting: false });
      },

      cancel: (jobId) =>
        send(async () => {
          const inFlight = get().jobs.some((j) => j.id === jobId && j.status === 'sending');
          if (inFlight) set({ cancelledInFlight: [...get().cancelledInFlight, jobId] });
          await sendToBackground('job.cancel', { jobId });
        }),

      retry: (jobId) =>
        send(async () => showJob((await sendToBackground('job.retry', { jobId })).jobId)),

      another: (jobId, confirmed) =>
        send(async () => {
          set({ anotherAsk: null });
          const answer = await sendToBackground('job.another', { jobId, confirmed });
          if ('confirm' in answer) set({ anotherAsk: { jobId, ...answer.confirm } });
          else await showJob(answer.jobId);
        }),

      cancelAnother: () => set({ anotherAsk: null }),

      reopen: (jobId) =>
        send(async () => {
          set({ anotherAsk: null });
          await showJob(jobId);
        }),

      sendToOrigin: (jobIds, origin) =>
        send(async () => void (await sendToBackground('jobs.sendToOrigin', { jobIds, origin }))),

      async setHistoryExpanded(historyExpanded) {
        set({ historyExpanded });
        await loadDrawn();
      },

      openOptions: () => send(async () => void (await sendToBackground('options.open', {}))),
    };
  });
}

interface Stored {
  published: PublishedJobs;
  history: StoredHistoryEntry[];
}

/** The published views, each once: the current job may also be one of the first. */
function publishedViews({ head, followed }: PublishedJobs): StoredJobView[] {
  const ids = new Set(head.map((v) => v.id));
  return [...head, ...followed.filter((v) => !ids.has(v.id))];
}

function withTexts(
  { published, history }: Stored,
  cache: HistoryTextCache,
): Pick<PopupState, 'jobs' | 'history' | 'queue'> {
  // The cache holds texts by job id: its earlier versions' rewrites are found there too.
  const whole = (view: StoredJobView) => viewWithTexts(view, cache.texts.get(view.id), cache.texts);
  return {
    jobs: publishedViews(published).map(whole),
    history: historyWithTexts(history, cache.texts),
    queue: { head: published.head.map(whole), live: published.live },
  };
}

/**
 * The popup may close between sending "Humanize" and hearing back the job id. The newest
 * unfinished popup job for the same text is then the one it started.
 */
function findOrphanJob(jobs: JobView[], draft: string): string | null {
  const candidates = jobs.filter(
    (job) =>
      job.source.kind === 'popup' && job.text === draft && !TERMINAL_STATUSES.has(job.status),
  );
  candidates.sort((a, b) => b.createdAt - a.createdAt);
  return candidates[0]?.id ?? null;
}
