/**
 * Publishes job views: the `jobs` storage item the popup watches, and the subscribers (the
 * background pushes selection jobs, whole, to their frame). The item is bounded whatever the
 * queue's length (issue 18): the first PUBLISHED_HEAD live jobs, the jobs followed by id (the
 * popup's current one), and the number of live jobs; no text (the text items hold them).
 * Views are built only for the jobs that can have changed for someone: those that changed,
 * the head, the followed ones and waiting selection jobs (their cards show their place).
 * Subscribers hear only of jobs whose view changed.
 */
import type { WindowLimits } from '../rate-limit/rolling-window';
import { isWaiting } from './job-state';
import type { JobView } from '../model/job-view';
import type { PersistedQueue } from './persisted-queue';
import { storedView, type PublishedJobs, type StoredJobView } from './stored-texts';
import { pickViews, type JobCounts } from './views';

/** Live jobs the `jobs` item shows in full: the popup's queue list draws these. */
export const PUBLISHED_HEAD = 5;

/** What one change publishes, applied once the change is stored. */
export interface Publication {
  /** The `jobs` item, when it changed. */
  item?: PublishedJobs;
  apply(): void;
}

/**
 * What tells one view from the next: estimates move with the clock, so a change under a
 * second is not news; the texts never change without the state changing (and are long).
 */
const keyOf = (view: JobView | StoredJobView) => {
  const stored = 'text' in view ? storedView(view) : view;
  const est = stored.estimatedStartAt && Math.round(stored.estimatedStartAt / 1000);
  return JSON.stringify({ ...stored, estimatedStartAt: est });
};

export class JobPublisher {
  private readonly listeners = new Set<(job: JobView) => void>();
  private keys = new Map<string, string>();
  private stored?: string;
  private readonly followed = new Set<string>();

  constructor(private readonly onPublish?: (counts: JobCounts) => void) {}

  subscribe(listener: (job: JobView) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.listeners.clear();
  }

  /** Publishes `id`'s view whatever its place (undefined: none). Takes effect next change. */
  follow(id: string | undefined): void {
    this.followed.clear();
    if (id) this.followed.add(id);
  }

  /** The view of one job now, with its place and estimate. */
  view(queue: PersistedQueue, limits: WindowLimits, now: number, id: string): JobView | undefined {
    return pickViews(queue, limits, now, (job) => job.id === id).views[0];
  }

  /**
   * What to publish for `queue`, where `changed` are the jobs whose state changed in this
   * change (new ones included). Nothing is told or stored until `apply`.
   */
  prepare(
    queue: PersistedQueue,
    changed: ReadonlySet<string>,
    limits: WindowLimits,
    now: number,
  ): Publication {
    const headIds = new Set<string>();
    const picked = pickViews(queue, limits, now, (job, liveIndex) => {
      if (liveIndex >= 0 && liveIndex < PUBLISHED_HEAD) headIds.add(job.id);
      return (
        headIds.has(job.id) ||
        changed.has(job.id) ||
        this.followed.has(job.id) ||
        (isWaiting(job) && job.source.kind === 'selection') ||
        !this.keys.has(job.id)
      );
    });
    const head = picked.views.filter((view) => headIds.has(view.id));
    const followed = picked.views.filter((view) => this.followed.has(view.id));
    const item: PublishedJobs = {
      head: head.map(storedView),
      followed: followed.map(storedView),
      live: picked.counts.live,
    };
    const json = JSON.stringify({
      ...item,
      head: item.head.map(keyOf),
      followed: item.followed.map(keyOf),
    });
    const fresh = json !== this.stored;
    return {
      item: fresh ? item : undefined,
      apply: () => {
        this.stored = json;
        this.tell(queue, picked.views);
        this.onPublish?.(picked.counts);
      },
    };
  }

  private tell(queue: PersistedQueue, views: readonly JobView[]): void {
    for (const view of views) {
      const key = keyOf(view);
      if (this.keys.get(view.id) === key) continue;
      this.keys.set(view.id, key);
      this.notify(view);
    }
    if (this.keys.size > queue.jobs.length) {
      const ids = new Set(queue.jobs.map((j) => j.id));
      for (const id of this.keys.keys()) if (!ids.has(id)) this.keys.delete(id);
    }
  }

  private notify(view: JobView): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(view);
      } catch {
        // A listener's failure must not stop the queue or the other listeners.
      }
    }
  }
}
