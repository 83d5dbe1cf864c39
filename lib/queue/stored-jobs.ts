/**
 * What is stored of each job (its place, its item, its text items) and of the `queue` item,
 * and what a change must write so that storage holds the new queue: the job items that
 * differ from what is stored, the text items not stored yet, the `queue` item if it changed,
 * and the items of jobs that left (stored-layout.ts). Applied only once the write succeeded.
 */
import type { QueueStorage } from './engine-deps';
import type { LoadedQueue } from './queue-load';
import type { PersistedQueue } from './persisted-queue';
import { jobKey, metaOf, QUEUE_KEY, stateOf, textItemsOf } from './stored-layout';

/** What one change writes and removes. */
export interface Write {
  state: Record<string, unknown>;
  texts: Record<string, unknown>;
  removeState: string[];
  removeTexts: string[];
}

export const emptyWrite = (): Write => ({ state: {}, texts: {}, removeState: [], removeTexts: [] });

export class StoredJobs {
  private seqs = new Map<string, number>();
  private nextSeq = 0;
  /** Each job's item as stored (JSON), by id. */
  private stored = new Map<string, string>();
  private storedTexts = new Map<string, Set<string>>();
  private storedMeta?: string;

  /** What the start found stored (an older layout: nothing yet, all is written anew). */
  load(loaded: LoadedQueue): void {
    this.seqs = loaded.seqs;
    this.nextSeq = Math.max(-1, ...loaded.seqs.values()) + 1;
    this.stored = loaded.stored;
    this.storedTexts = loaded.storedTexts;
    this.storedMeta = loaded.legacy ? undefined : JSON.stringify(metaOf(loaded.queue));
  }

  /**
   * The job items and text items this change writes (those that differ from what is stored,
   * and texts not stored yet), the items of jobs that left, and how to record them once
   * stored. `current` is the queue as stored, `changed` the change's queue, `next` it with
   * old finished jobs dropped. Jobs the change did not touch (the same object as stored) are
   * not even looked at again.
   */
  changes(current: PersistedQueue, changed: PersistedQueue, next: PersistedQueue, write: Write) {
    const before = new Map(current.jobs.map((job) => [job.id, job]));
    const touched = new Set<string>();
    const stored = new Map<string, string>();
    const seqs = new Map<string, number>();
    const texts = new Map<string, string[]>();
    let nextSeq = this.nextSeq;
    for (const job of next.jobs) {
      if (before.get(job.id) === job && this.stored.has(job.id)) continue;
      touched.add(job.id);
      let seq = this.seqs.get(job.id);
      if (seq === undefined) seqs.set(job.id, (seq = nextSeq++));
      const state = stateOf(job, seq);
      const json = JSON.stringify(state);
      if (this.stored.get(job.id) !== json) {
        write.state[jobKey(job.id)] = state;
        stored.set(job.id, json);
      }
      const have = this.storedTexts.get(job.id);
      for (const [key, value] of textItemsOf(job)) {
        if (have?.has(key)) continue;
        write.texts[key] = value;
        texts.set(job.id, [...(texts.get(job.id) ?? []), key]);
      }
    }
    const inNext = new Set(next.jobs.map((job) => job.id));
    const left = [...this.stored.keys()].filter((id) => !inNext.has(id));
    write.removeState.push(...left.map(jobKey));
    const leftJobs = [...before.values(), ...changed.jobs].filter((job) => !inNext.has(job.id));
    const meta = JSON.stringify(metaOf(next));
    if (meta !== this.storedMeta) write.state[QUEUE_KEY] = metaOf(next);
    return {
      changed: touched,
      left: [...new Map(leftJobs.map((job) => [job.id, job])).values()],
      apply: () => {
        for (const [id, json] of stored) this.stored.set(id, json);
        for (const [id, seq] of seqs) this.seqs.set(id, seq);
        this.nextSeq = nextSeq;
        for (const [id, keys] of texts) {
          const have = this.storedTexts.get(id) ?? new Set<string>();
          keys.forEach((key) => have.add(key));
          this.storedTexts.set(id, have);
        }
        this.storedMeta = meta;
        for (const id of left) {
          this.stored.delete(id);
          this.seqs.delete(id);
          this.storedTexts.delete(id);
        }
      },
    };
  }
}

/** One write where one area holds everything; else the texts first, then the state. */
export async function storeWrite(storage: QueueStorage, { state, texts }: Write): Promise<void> {
  const hasTexts = Object.keys(texts).length > 0;
  if (storage.texts === storage.state) {
    if (hasTexts || Object.keys(state).length > 0) await storage.state.set({ ...texts, ...state });
    return;
  }
  // A text stored without the state that names it is an orphan the next start sweeps;
  // the reverse would be a job without its text.
  if (hasTexts) await storage.texts.set(texts);
  if (Object.keys(state).length > 0) await storage.state.set(state);
}

/** Job items before their texts: a job is never left without its text. */
export async function removeLeftovers(
  storage: QueueStorage,
  { removeState, removeTexts }: Write,
): Promise<void> {
  if (storage.texts === storage.state) {
    const keys = [...removeState, ...removeTexts];
    if (keys.length > 0) await storage.state.remove(keys);
    return;
  }
  if (removeState.length > 0) await storage.state.remove(removeState);
  if (removeTexts.length > 0) await storage.texts.remove(removeTexts);
}
