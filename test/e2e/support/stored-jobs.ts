/**
 * Reading the queue's jobs from storage: every job's item with its text items put back
 * (lib/queue/stored-layout.ts; storage holds each text once), as views with their place in
 * the queue. Reading storage from an extension page does not wake the worker.
 */
import type { JobView } from '../../../lib/model/job-view';
import { queueFromItems } from '../../../lib/queue/stored-texts';
import { buildViews } from '../../../lib/queue/views';
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

/** Every job the queue keeps, whole (all of storage is read: job items have keys of their own). */
export async function storedJobs(page: PageEvaluator): Promise<StoredJob[]> {
  const all = await page.evaluate(async () => {
    const { chrome } = globalThis as unknown as PageChrome;
    return chrome.storage.local.get(null);
  }, null);
  return buildViews(queueFromItems(all), { max: 30, windowMs: 60_000 }, Date.now());
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
