/**
 * Reading the queue's jobs from storage as the popup does: the published `jobs` views, with
 * their texts put back from the queue item and the history entries' own items (storage
 * holds each text once). Reading storage from an extension page does not wake the worker.
 */
import type { StoredHistoryEntry } from '../../../lib/queue/history';
import type { JobView } from '../../../lib/queue/job-view';
import type { PersistedQueue } from '../../../lib/queue/persisted-queue';
import {
  historyTextsIn,
  viewsWithTexts,
  type StoredJobView,
} from '../../../lib/queue/stored-texts';
import type { ChromeStorage } from './extension-settings';
import type { ExtensionHarness } from './extension';

/** The bits of the extension API the page functions use. */
export interface PageChrome {
  chrome: { runtime: { sendMessage(message: object): Promise<unknown> } } & ChromeStorage['chrome'];
}

export type StoredJob = JobView;

/** Anything that runs a function in an extension page: a Playwright page or a raw CDP one. */
export interface PageEvaluator {
  evaluate<R>(fn: () => Promise<R>, arg: null): Promise<R>;
}

interface StoredItems {
  jobs?: StoredJobView[];
  queue?: PersistedQueue | null;
  history?: StoredHistoryEntry[];
}

/** Every published job, whole (all of storage is read: the history items have dynamic keys). */
export async function storedJobs(page: PageEvaluator): Promise<StoredJob[]> {
  const all = await page.evaluate(async () => {
    const { chrome } = globalThis as unknown as PageChrome;
    return (await chrome.storage.local.get(null)) as StoredItems & Record<string, unknown>;
  }, null);
  const { jobs, queue, history } = all;
  return viewsWithTexts(jobs ?? [], queue ?? null, history ?? [], historyTextsIn(all));
}

/** The same, read in the extension's service worker. */
export async function storedJobsOf(ext: ExtensionHarness): Promise<StoredJob[]> {
  const worker = await ext.worker();
  return storedJobs({ evaluate: (fn) => worker.evaluate(fn) });
}

/** The published job `jobId`, or undefined when there is none (yet). */
export async function storedJob(
  page: PageEvaluator,
  jobId: string,
): Promise<StoredJob | undefined> {
  return (await storedJobs(page)).find((j) => j.id === jobId);
}
