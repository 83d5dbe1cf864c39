/**
 * Each text is stored once (issues 10 and 18): a job's text and each chunk's rewrite in text
 * items of their own, written when they first exist and kept, not copied, when the job leaves
 * the queue for the history. The published `jobs` item, the job items and the history index
 * hold no text. Readers (the popup, tests) read the text items of what they show with these
 * functions; the background keeps whole views in memory for the cards.
 */
import { isRecord } from '../is-record';
import type { HistoryTexts, LoadedHistoryEntry, StoredHistoryEntry } from './history';
import { withoutTexts } from './history-log';
import { historyVersionsOf } from './history-versions';
import type { EarlierVersion, HumanizeResult, JobView } from '../model/job-view';
import type { PersistedJob, PersistedQueue } from './persisted-queue';
import {
  asJobState,
  isTextKey,
  JOB_PREFIX,
  jobFrom,
  joinResult,
  QUEUE_KEY,
  textKey,
  textKeysOf,
  type StoredQueueMeta,
} from './stored-layout';

/** A job view as the `jobs` item stores it: counts and state, no text. */
export type StoredJobView = Omit<JobView, 'text' | 'result' | 'versions'> & {
  result?: Omit<HumanizeResult, 'humanized_text'>;
  /** The earlier versions without their rewrites (readers read their text items). */
  versions?: Array<Omit<EarlierVersion, 'text'>>;
};

/** The `jobs` item (v3): bounded, whatever the queue's length (publisher.ts). */
export interface PublishedJobs {
  /** The first live jobs, in queue order. */
  head: StoredJobView[];
  /** The jobs followed by id (the popup's current job), wherever they are. */
  followed: StoredJobView[];
  /** Jobs not finished, in all. */
  live: number;
}

export const emptyPublished = (): PublishedJobs => ({ head: [], followed: [], live: 0 });

export function storedView(view: JobView): StoredJobView {
  const { text: _text, result, versions, ...rest } = view;
  const stored: StoredJobView = versions
    ? { ...rest, versions: versions.map(({ text: _rewrite, ...counts }) => counts) }
    : rest;
  if (!result) return stored;
  const { humanized_text: _rewrite, ...counts } = result;
  return { ...stored, result: counts };
}

const isView = (v: unknown): v is StoredJobView =>
  isRecord(v) && typeof v.id === 'string' && typeof v.status === 'string' && isRecord(v.source);

/** The stored `jobs` item, checked (an older version's or a broken value reads as empty). */
export function asPublishedJobs(value: unknown): PublishedJobs {
  if (!isRecord(value)) return emptyPublished();
  const list = (v: unknown) => (Array.isArray(v) ? v.filter(isView) : []);
  const live = typeof value.live === 'number' && value.live >= 0 ? value.live : 0;
  return { head: list(value.head), followed: list(value.followed), live };
}

/** What to read for one job or entry: its text, and its rewrite in `parts` chunks if done. */
export interface TextSpec {
  id: string;
  parts: number;
  withResult: boolean;
}

export const specOfView = (view: StoredJobView): TextSpec => ({
  id: view.id,
  parts: view.chunkCount,
  withResult: view.status === 'done',
});

export const specOfEntry = (entry: StoredHistoryEntry): TextSpec => ({
  id: entry.id,
  parts: entry.parts ?? 1,
  withResult: entry.status === 'done',
});

/** The keys of a spec's text items: its text, and its rewrite's parts when it asks for one. */
export const keysOfSpec = (s: TextSpec): string[] =>
  s.withResult ? textKeysOf(s.id, s.parts) : [textKey(s.id)];

/** The texts of `specs`, in one read of their items; an id whose text is missing is absent. */
export async function readTexts(
  get: (keys: string[]) => Promise<Record<string, unknown>>,
  specs: readonly TextSpec[],
): Promise<Map<string, HistoryTexts>> {
  if (specs.length === 0) return new Map();
  const keys = specs.flatMap(keysOfSpec);
  return textsIn(new Map(Object.entries(await get(keys))), specs);
}

/** The texts of `specs` among text items already read, by key. */
export function textsIn(
  items: ReadonlyMap<string, unknown>,
  specs: readonly TextSpec[],
): Map<string, HistoryTexts> {
  const found = new Map<string, HistoryTexts>();
  for (const spec of specs) {
    const original = items.get(textKey(spec.id));
    if (typeof original !== 'string') continue;
    const result = spec.withResult ? joinResult(spec.id, spec.parts, items) : undefined;
    found.set(spec.id, { original, ...(result !== undefined && { result }) });
  }
  return found;
}

/** The text items to read for a view's earlier versions (job-versions.ts). */
export const versionSpecs = (view: StoredJobView): TextSpec[] =>
  (view.versions ?? []).map((v) => ({ id: v.id, parts: v.parts, withResult: true }));

/**
 * A view with its texts put back (empty while they are not read). Its earlier versions are
 * those whose rewrites `versionTexts` holds (read with versionSpecs); the others are left out.
 */
export function viewWithTexts(
  view: StoredJobView,
  texts: HistoryTexts | undefined,
  versionTexts: ReadonlyMap<string, HistoryTexts> = new Map(),
): JobView {
  const { result, versions, ...rest } = view;
  const found = (versions ?? []).flatMap((v) => {
    const rewrite = versionTexts.get(v.id)?.result;
    return rewrite === undefined ? [] : [{ ...v, text: rewrite }];
  });
  return {
    ...rest,
    text: texts?.original ?? '',
    ...(result && { result: { ...result, humanized_text: texts?.result ?? '' } }),
    ...(found.length > 0 && { versions: found }),
  };
}

/**
 * Every entry of the index, with its texts where they were read; an entry whose texts are
 * not is shown without them.
 */
export function historyWithTexts(
  history: readonly StoredHistoryEntry[],
  items: ReadonlyMap<string, HistoryTexts> = new Map(),
): LoadedHistoryEntry[] {
  return history.map((entry) => {
    const { textBytes: _bytes, parts: _parts, versions: _v, ...meta } = withoutTexts(entry);
    const versions = historyVersionsOf(entry).map(({ id, wordsCharged }) => {
      const text = items.get(id)?.result;
      return { id, wordsCharged, ...(text !== undefined && { text }) };
    });
    const texts = items.get(entry.id);
    return { ...meta, ...texts, ...(versions.length > 0 && { versions }) };
  });
}

/** The text items to read for a history entry's earlier versions (history-versions.ts). */
export const entryVersionSpecs = (entry: StoredHistoryEntry): TextSpec[] =>
  historyVersionsOf(entry).map((v) => ({ id: v.id, parts: v.parts, withResult: true }));

/** Text items found in a read of a whole area (tests, e2e helpers), by key. */
export const textItemsIn = (all: Record<string, unknown>) =>
  new Map(Object.entries(all).filter(([key]) => isTextKey(key)));

/** Every history entry with its texts, from a read of all of storage (tests, e2e helpers). */
export function historyFromItems(
  history: readonly StoredHistoryEntry[],
  texts: Record<string, unknown>,
): LoadedHistoryEntry[] {
  const specs = history.flatMap((e) => [specOfEntry(e), ...entryVersionSpecs(e)]);
  return historyWithTexts(history, textsIn(textItemsIn(texts), specs));
}

/**
 * The whole queue from a read of all of storage (tests and e2e helpers; the background
 * loads it with queue-load.ts): the `queue` item, every job item in order, their texts.
 */
export function queueFromItems(
  state: Record<string, unknown>,
  texts: Record<string, unknown> = state,
): PersistedQueue {
  const meta = (state[QUEUE_KEY] ?? {}) as Partial<StoredQueueMeta>;
  const items = new Map(Object.entries(texts));
  const jobs = Object.entries(state)
    .filter(([key]) => key.startsWith(JOB_PREFIX))
    .flatMap(([, value]) => asJobState(value) ?? [])
    .sort((a, b) => a.seq - b.seq)
    .flatMap((s): PersistedJob[] => {
      const job = jobFrom(s, items);
      return job ? [job] : [];
    });
  const { version: _v, ...rest } = meta;
  return { limiter: { sends: [] }, ...rest, version: 1, jobs } as PersistedQueue;
}
