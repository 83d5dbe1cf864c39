/**
 * The popup reads a history entry's texts only when it draws the entry (issue 8): the
 * newest HISTORY_COLLAPSED at open, the rest on "Show all", a reopened one when chosen.
 * Texts the queue still holds come with the queue item; the others are in per-entry items.
 */
import type { HistoryTexts, StoredHistoryEntry } from '@/lib/queue/history';

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

type Read = (ids: readonly string[]) => Promise<Map<string, HistoryTexts>>;

export class HistoryTextCache {
  private readonly known = new Map<string, HistoryTexts>();
  /** Read and found nothing: the entry shows its meta line alone. */
  private readonly missing = new Set<string>();
  /** Reads under way, by id: a second caller waits for the same read. */
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly read: Read) {}

  /** The texts read so far, by entry id. */
  get texts(): ReadonlyMap<string, HistoryTexts> {
    return this.known;
  }

  /**
   * Reads the items of `ids` not read yet, in batches in the given order, calling `onBatch`
   * after each; resolves once all of `ids` are read (by this call or one under way). A
   * failed read leaves its ids unread (tried again when next drawn).
   */
  async load(ids: readonly string[], onBatch: () => void): Promise<void> {
    const under = ids.flatMap((id) => this.pending.get(id) ?? []);
    const wanted = ids.filter(
      (id) => !this.known.has(id) && !this.missing.has(id) && !this.pending.has(id),
    );
    const batches: Array<Promise<void>> = [];
    let previous: Promise<void> = Promise.resolve();
    for (let i = 0; i < wanted.length; i += BATCH) {
      const batch = wanted.slice(i, i + BATCH);
      // One batch after the other: the newest entries' texts first.
      const done = previous.then(() => this.readBatch(batch, onBatch));
      for (const id of batch) this.pending.set(id, done);
      batches.push(done);
      previous = done;
    }
    await Promise.all([...batches, ...under]);
  }

  private async readBatch(batch: readonly string[], onBatch: () => void): Promise<void> {
    try {
      const found = await this.read(batch);
      for (const id of batch) {
        const texts = found.get(id);
        if (texts) this.known.set(id, texts);
        else this.missing.add(id);
      }
    } catch {
      // Shown without texts meanwhile; never another entry's or an error in their place.
    } finally {
      for (const id of batch) this.pending.delete(id);
    }
    onBatch();
  }
}
