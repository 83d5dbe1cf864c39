/**
 * The worker's automation surface, `globalThis.humanizer`: the same user actions as the
 * context menu, shortcut and popup, for end-to-end tests and scripting.
 */
import type { HumanizeResult, JobView } from '@/lib/model/job-view';
import { HumanizeError } from '@/lib/model/errors';
import { getQueue } from './queue/queue-service';
import { humanizeSelection } from './selection/selection-action';
import { anotherParagraphVersion } from './selection/caret-paragraph-action';
import { inPageButtonHandlers } from './in-page-button/button-handlers';
import type { ButtonChange } from '@/lib/in-page-button/button-settings';
import type { RuntimeProtocol } from '@/lib/messages/protocol';
import { sidePanelAutomation, type SidePanelAutomation } from './side-panel/setup-side-panel';

export interface HumanizerAutomation {
  /** Queued like any other request; the summed result of all chunks. */
  humanize(text: string): Promise<HumanizeResult>;
  humanizeSelection(tabId: number): Promise<void>;
  /** "Another version of this paragraph": the paragraph under the caret, as the menu item. */
  anotherParagraphVersion(tabId: number): Promise<void>;
  /** Queues without waiting (tests that restart the worker meanwhile). */
  submit(text: string): Promise<JobView>;
  /**
   * The in-page button's popup and options actions (after the page got the permission the
   * change needs): the same handlers their messages reach.
   */
  inPageButton: {
    get(url?: string): Promise<RuntimeProtocol['inPageButton.get']['response']>;
    set(
      change: ButtonChange,
      url?: string,
    ): Promise<RuntimeProtocol['inPageButton.set']['response']>;
  };
  /** The side panel's command and "Humanize in side panel" item. */
  sidePanel: SidePanelAutomation;
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
    anotherParagraphVersion: (tabId) => anotherParagraphVersion(tabId),
    submit: (text) => getQueue().submit(text, { kind: 'automation' }),
    inPageButton: {
      get: (url) => inPageButtonHandlers['inPageButton.get']({ url }, {}),
      set: (change, url) => inPageButtonHandlers['inPageButton.set']({ change, url }, {}),
    },
    sidePanel: sidePanelAutomation(),
  };
  (globalThis as { humanizer?: HumanizerAutomation }).humanizer = automation;
}
