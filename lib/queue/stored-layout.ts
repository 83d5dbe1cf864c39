/**
 * How the queue is laid out in storage (layout 3, issue 18): each job's small state in an
 * item of its own (`job:<id>`), its text in `text:<id>` and each chunk's rewrite in
 * `result:<id>:<chunk>`, each written once, when it first exists; the `queue` item holds only
 * the limiter and the pause. A change writes the items that changed, never the whole queue.
 * In memory the queue is still one PersistedQueue (what the planner sees); these functions
 * split a job into its items and put it back together.
 */
import { isRecord } from '../is-record';
import type { HumanizeResult } from '../model/job-view';
import type { PersistedChunk, PersistedJob, PersistedQueue } from './persisted-queue';

export const QUEUE_KEY = 'queue';
export const JOB_PREFIX = 'job:';
export const TEXT_PREFIX = 'text:';
export const RESULT_PREFIX = 'result:';
/** The layout version the `queue` item records (1 and 2 held every job, texts inline). */
export const LAYOUT_VERSION = 3;

export const jobKey = (id: string) => `${JOB_PREFIX}${id}`;
export const textKey = (id: string) => `${TEXT_PREFIX}${id}`;
export const resultKey = (id: string, chunk: number) => `${RESULT_PREFIX}${id}:${chunk}`;

/** Is this key a text item (a job's text or a chunk's rewrite)? */
export const isTextKey = (key: string) =>
  key.startsWith(TEXT_PREFIX) || key.startsWith(RESULT_PREFIX);

/** The job (or history entry) id a text item belongs to. */
export function ownerOf(key: string): string | undefined {
  if (key.startsWith(TEXT_PREFIX)) return key.slice(TEXT_PREFIX.length);
  if (!key.startsWith(RESULT_PREFIX)) return undefined;
  const rest = key.slice(RESULT_PREFIX.length);
  const colon = rest.lastIndexOf(':');
  return colon > 0 ? rest.slice(0, colon) : undefined;
}

/** Keys of the text items of a job or entry: its text, and the rewrites of `parts` chunks. */
export function textKeysOf(id: string, parts: number): string[] {
  return [textKey(id), ...Array.from({ length: parts }, (_, k) => resultKey(id, k))];
}

/** A chunk's rewrite, with the original characters that follow it (to join the parts). */
export interface ResultItem {
  text: string;
  after: string;
}

export function asResultItem(value: unknown): ResultItem | undefined {
  if (!isRecord(value) || typeof value.text !== 'string') return undefined;
  return { text: value.text, after: typeof value.after === 'string' ? value.after : '' };
}

/** A chunk as its job's item stores it: the counts of its result, not the rewrite. */
export type StoredChunk = Omit<PersistedChunk, 'result'> & {
  result?: Omit<HumanizeResult, 'humanized_text'>;
};

/** A job's item: everything but its texts, and its place in the queue (`seq`). */
export type StoredJobState = Omit<PersistedJob, 'text' | 'chunks'> & {
  seq: number;
  chunks: StoredChunk[];
};

/** The `queue` item: the limiter and the pause (and whatever else the queue holds but jobs). */
export type StoredQueueMeta = Omit<PersistedQueue, 'jobs' | 'version'> & {
  version: typeof LAYOUT_VERSION;
};

export function metaOf(queue: PersistedQueue): StoredQueueMeta {
  const { jobs: _jobs, version: _version, ...rest } = queue;
  return { ...rest, version: LAYOUT_VERSION };
}

export function stateOf(job: PersistedJob, seq: number): StoredJobState {
  const { text: _text, chunks, ...rest } = job;
  const stored = chunks.map(({ result, ...chunk }): StoredChunk => {
    if (!result) return chunk;
    const { humanized_text: _rewrite, ...counts } = result;
    return { ...chunk, result: counts };
  });
  return { ...rest, seq, chunks: stored };
}

/** The text items of a job as it is now: its text, and each rewrite it has. */
export function textItemsOf(job: PersistedJob): Array<[string, string | ResultItem]> {
  const items: Array<[string, string | ResultItem]> = [[textKey(job.id), job.text]];
  job.chunks.forEach((chunk, k) => {
    if (chunk.result) {
      const item: ResultItem = { text: chunk.result.humanized_text, after: chunk.separatorAfter };
      items.push([resultKey(job.id, k), item]);
    }
  });
  return items;
}

/** Keys of the text items a stored job has (its text, and the chunks with a result). */
export function storedTextKeys(state: StoredJobState): string[] {
  const keys = [textKey(state.id)];
  state.chunks.forEach((chunk, k) => chunk.result && keys.push(resultKey(state.id, k)));
  return keys;
}

/** A stored value that is a job's item, or undefined (checked: storage is not trusted). */
export function asJobState(value: unknown): StoredJobState | undefined {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.seq !== 'number') {
    return undefined;
  }
  if (typeof value.status !== 'string' || !Array.isArray(value.chunks)) return undefined;
  const chunksOk = value.chunks.every(
    (c) => isRecord(c) && typeof c.length === 'number' && typeof c.separatorAfter === 'string',
  );
  return chunksOk ? (value as unknown as StoredJobState) : undefined;
}

/**
 * The job back from its item and its text items. Without its text there is no job (the
 * startup sweep removes the item); a chunk whose rewrite is missing has no result.
 */
export function jobFrom(
  state: StoredJobState,
  texts: ReadonlyMap<string, unknown>,
): PersistedJob | undefined {
  const text = texts.get(textKey(state.id));
  if (typeof text !== 'string') return undefined;
  const { seq: _seq, chunks, ...rest } = state;
  const joined = chunks.map(({ result, ...chunk }, k): PersistedChunk => {
    const rewrite = result && asResultItem(texts.get(resultKey(state.id, k)));
    return rewrite && result
      ? { ...chunk, result: { ...result, humanized_text: rewrite.text } }
      : chunk;
  });
  return { ...rest, text, chunks: joined } as PersistedJob;
}

/** The rewrite of `parts` chunks joined back, when every part is there. */
export function joinResult(
  id: string,
  parts: number,
  texts: ReadonlyMap<string, unknown>,
): string | undefined {
  let joined = '';
  for (let k = 0; k < parts; k += 1) {
    const item = asResultItem(texts.get(resultKey(id, k)));
    if (!item) return undefined;
    joined += item.text + item.after;
  }
  return joined;
}
