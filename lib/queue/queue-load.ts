/**
 * Reads the stored queue at a worker's start, in any layout it was ever stored in: layout 3
 * (the `queue` item with the limiter, a `job:<id>` item per job, text items), or the older
 * ones, where the `queue` item held every job with its text inline (layout 2; layout 1 also
 * kept a copy of each chunk's text). An older layout is returned with nothing marked stored,
 * so the first change writes every job in layout 3 (stored-layout.ts).
 */
import { isRecord } from '../is-record';
import type { QueueStorage } from './engine-deps';
import { upgradeChunks } from './job-state';
import { emptyQueue, type PersistedJob, type PersistedQueue } from './persisted-queue';
import {
  asJobState,
  isTextKey,
  JOB_PREFIX,
  jobFrom,
  QUEUE_KEY,
  stateOf,
  storedTextKeys,
} from './stored-layout';

export interface LoadedQueue {
  queue: PersistedQueue;
  /** Each job's place (its `seq`), by id. */
  seqs: Map<string, number>;
  /** Each job's item as stored (JSON), by id: a change rewrites only those that differ. */
  stored: Map<string, string>;
  /** The text item keys stored for each job. */
  storedTexts: Map<string, Set<string>>;
  /** Every key of the state area (for the startup sweep). */
  stateKeys: string[];
  /** Job items that could not be read back (no text, or broken): removed by the sweep. */
  unreadable: string[];
  /** Read from an older layout: the first change writes it all anew. */
  legacy: boolean;
}

const isLegacy = (value: unknown): value is PersistedQueue =>
  isRecord(value) && Array.isArray(value.jobs);

const looksLikeJob = (value: unknown): value is PersistedJob =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.text === 'string' &&
  Array.isArray(value.chunks);

export async function loadQueue(storage: QueueStorage): Promise<LoadedQueue> {
  const stateKeys = await storage.state.keys();
  const meta = (await storage.state.get([QUEUE_KEY]))[QUEUE_KEY];
  const loaded: LoadedQueue = {
    queue: emptyQueue(),
    seqs: new Map(),
    stored: new Map(),
    storedTexts: new Map(),
    stateKeys,
    unreadable: [],
    legacy: isLegacy(meta),
  };
  if (isLegacy(meta)) {
    const { jobs, ...rest } = meta;
    const valid = jobs.filter(looksLikeJob).map(upgradeChunks);
    valid.forEach((job, i) => loaded.seqs.set(job.id, i));
    loaded.queue = { ...emptyQueue(), ...rest, version: 1, jobs: valid };
    return loaded;
  }
  const jobKeys = stateKeys.filter((key) => key.startsWith(JOB_PREFIX));
  const states = Object.entries(jobKeys.length ? await storage.state.get(jobKeys) : {})
    .map(([key, value]) => ({ key, state: asJobState(value) }))
    .sort((a, b) => (a.state?.seq ?? 0) - (b.state?.seq ?? 0));
  const textKeys = states.flatMap(({ state }) => (state ? storedTextKeys(state) : []));
  const texts = new Map(
    Object.entries(textKeys.length ? await storage.texts.get(textKeys) : {}).filter(([key]) =>
      isTextKey(key),
    ),
  );
  const jobs: PersistedJob[] = [];
  for (const { key, state } of states) {
    const job = state && jobFrom(state, texts);
    if (!state || !job) {
      loaded.unreadable.push(key);
      continue;
    }
    jobs.push(job);
    loaded.seqs.set(job.id, state.seq);
    loaded.stored.set(job.id, JSON.stringify(stateOf(job, state.seq)));
    loaded.storedTexts.set(job.id, new Set(storedTextKeys(stateOf(job, state.seq))));
  }
  const rest = isRecord(meta) ? (({ version: _v, ...r }) => r)(meta) : {};
  loaded.queue = { ...emptyQueue(), ...rest, version: 1, jobs } as PersistedQueue;
  return loaded;
}
