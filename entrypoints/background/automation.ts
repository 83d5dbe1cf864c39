/**
 * The worker's automation surface, `globalThis.humanizer`: the same user actions as the
 * context menu, shortcut and popup, for end-to-end tests and scripting.
 */
import type { HumanizeResult } from '@/lib/queue/job-view';
import { HumanizeError } from '@/lib/api/errors';
import { getQueue } from './queue-service';
import { humanizeSelection } from './selection-action';

export interface HumanizerAutomation {
  humanize(text: string): Promise<HumanizeResult>;
  humanizeSelection(tabId: number): Promise<void>;
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
  };
  (globalThis as { humanizer?: HumanizerAutomation }).humanizer = automation;
}
