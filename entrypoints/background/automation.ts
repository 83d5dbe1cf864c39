/**
 * The worker's automation surface, `globalThis.humanizer`: the same user actions as the
 * context menu, shortcut and popup, for end-to-end tests and scripting.
 */
import type { HumanizeResult, JobView } from '@/lib/queue/job-view';
import { HumanizeError } from '@/lib/api/errors';
import { getQueue } from './queue-service';
import { humanizeSelection } from './selection-action';

export interface HumanizerAutomation {
  /** Queued like any other request; the summed result of all chunks. */
  humanize(text: string): Promise<HumanizeResult>;
  humanizeSelection(tabId: number): Promise<void>;
  /** Queues without waiting (tests that restart the worker meanwhile). */
  submit(text: string): Promise<JobView>;
}

export function setupAutomation(): void {
  const automation: HumanizerAutomation = {
    async humanize(text) {
      const queue = getQueue();
      const job = await queue.waitFor((await queue.submit(text, { kind: 'automation' })).id);
      if (job.status !== 'done' || !job.result) {
        throw job.error ? new HumanizeError(job.error) : new Error(`Job ${job.status}.`);
      }
      return job.result;
    },
    humanizeSelection: (tabId) => humanizeSelection(tabId),
    submit: (text) => getQueue().submit(text, { kind: 'automation' }),
  };
  (globalThis as { humanizer?: HumanizerAutomation }).humanizer = automation;
}
