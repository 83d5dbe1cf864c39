/**
 * The popup reads a job's or history entry's texts only when it draws it (issues 8, 18): the
 * newest HISTORY_COLLAPSED entries at open, the rest on "Show all", a reopened one when
 * chosen, the current job and the first rows of the queue. Each is read from its text items.
 */
import type { HistoryTexts, StoredHistoryEntry, TextSpec } from '@/lib/queue/published';

/** Entries drawn before "Show all": keeps the popup within Chrome's 600 px. */
export const HISTORY_COLLAPSED = 3;
/** Items read at once after "Show all": the first ones show before the last are read. */
const BATCH = 10;

/** Ids of the entries the popup draws, newest first, plus the shown job's if it is one. */
export function drawnIds(
  history: readonly StoredHistoryEntry[],
  expanded: boolean,
  jobId: string | null,
): string[] {
  const sorted = [...history].sort((a, b) => b.finishedAt - a.finishedAt);
  const ids = (expanded ? sorted : sorted.slice(0, HISTORY_COLLAPSED)).map((entry) => entry.id);
  if (jobId && !ids.includes(jobId) && history.some((entry) => entry.id === jobId)) {
    ids.unshift(jobId);
  }
  return ids;
}

type Read = (specs: readonly TextSpec[]) => Promise<Map<string, HistoryTexts>>;

/** A spec's texts are known: its original, and its rewrite if it asks for one. */
const keyOf = (spec: TextSpec) => `${spec.id}|${spec.withResult}`;

export class HistoryTextCache {
  private readonly known = new Map<string, HistoryTexts>();
  /** Read and found nothing (by spec): the entry shows its meta line alone. */
  private readonly missing = new Set<string>();
  /** Reads under way, by spec: a second caller waits for the same read. */
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly read: Read) {}

  /** The texts read so far, by job or entry id. */
  get texts(): ReadonlyMap<string, HistoryTexts> {
    return this.known;
  }

  private has(spec: TextSpec): boolean {
    const texts = this.known.get(spec.id);
    return texts !== undefined && (!spec.withResult || texts.result !== undefined);
  }

  /**
   * Reads the items of `specs` not read yet, in batches in the given order, calling
   * `onBatch` after each; resolves once all of them are read (by this call or one under
   * way). A failed read leaves its specs unread (tried again when next drawn).
   */
  async load(specs: readonly TextSpec[], onBatch: () => void): Promise<void> {
    const under = specs.flatMap((spec) => this.pending.get(keyOf(spec)) ?? []);
    const wanted = specs.filter(
      (spec) => !this.has(spec) && !this.missing.has(keyOf(spec)) && !this.pending.has(keyOf(spec)),
    );
    const batches: Array<Promise<void>> = [];
    let previous: Promise<void> = Promise.resolve();
    for (let i = 0; i < wanted.length; i += BATCH) {
      const batch = wanted.slice(i, i + BATCH);
      // One batch after the other: the newest entries' texts first.
      const done = previous.then(() => this.readBatch(batch, onBatch));
      for (const spec of batch) this.pending.set(keyOf(spec), done);
      batches.push(done);
      previous = done;
    }
    await Promise.all([...batches, ...under]);
  }

  private async readBatch(batch: readonly TextSpec[], onBatch: () => void): Promise<void> {
    try {
      const found = await this.read(batch);
      for (const spec of batch) {
        const texts = found.get(spec.id);
        if (texts) this.known.set(spec.id, texts);
        if (!texts || (spec.withResult && texts.result === undefined))
          this.missing.add(keyOf(spec));
      }
    } catch {
      // Shown without texts meanwhile; never another entry's or an error in their place.
    } finally {
      for (const spec of batch) this.pending.delete(keyOf(spec));
    }
    onBatch();
  }
}
