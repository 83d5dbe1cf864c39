/**
 * Publishes job views: the `jobs` storage item (the popup watches it; texts left out, as the
 * queue item holds them: stored-texts.ts) and the subscribers (the background pushes
 * selection jobs, whole, to their frame). Subscribers hear only of jobs whose view changed.
 */
import type { Cell } from './engine-deps';
import type { JobView } from './job-view';
import { storedView, type StoredJobView } from './stored-texts';

export class JobPublisher {
  private readonly listeners = new Set<(job: JobView) => void>();
  private keys = new Map<string, string>();
  views = new Map<string, JobView>();

  constructor(
    private readonly cell: Cell<StoredJobView[]>,
    private readonly onPublish?: (views: readonly JobView[]) => void,
  ) {}

  subscribe(listener: (job: JobView) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.listeners.clear();
  }

  /**
   * Tells the subscribers (the cards) first and stores the list after: a list that cannot
   * be stored must still reach the card waiting for it. A failed write is the caller's.
   */
  async publish(list: JobView[]): Promise<void> {
    this.views = new Map(list.map((v) => [v.id, v]));
    this.onPublish?.(list);
    const keys = new Map<string, string>();
    for (const view of list) {
      // Estimates move with the clock: a change under a second is not news.
      const est = view.estimatedStartAt && Math.round(view.estimatedStartAt / 1000);
      const key = JSON.stringify({ ...view, estimatedStartAt: est });
      keys.set(view.id, key);
      if (this.keys.get(view.id) !== key) this.notify(view);
    }
    this.keys = keys;
    await this.cell.setValue(list.map(storedView));
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
