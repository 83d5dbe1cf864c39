/**
 * Reading the queue's published jobs (storage `jobs`) from an extension page, as the popup
 * does: reading storage there does not wake the service worker.
 */
import type { ChromeStorage } from './extension-settings';

/** The bits of the extension API the page functions use. */
export interface PageChrome {
  chrome: { runtime: { sendMessage(message: object): Promise<unknown> } } & ChromeStorage['chrome'];
}

export interface StoredJob {
  id: string;
  text: string;
  status: string;
  resent?: boolean;
  error?: { kind: string; message: string };
  result?: { humanized_text: string; word_count: number };
}

/** Anything that runs a function in an extension page: a Playwright page or a raw CDP one. */
export interface PageEvaluator {
  evaluate<R>(fn: () => Promise<R>, arg: null): Promise<R>;
}

/** The published job `jobId`, or undefined when there is none (yet). */
export async function storedJob(
  page: PageEvaluator,
  jobId: string,
): Promise<StoredJob | undefined> {
  const jobs = await page.evaluate(async () => {
    const { chrome } = globalThis as unknown as PageChrome;
    return (await chrome.storage.local.get('jobs')).jobs as StoredJob[] | undefined;
  }, null);
  return jobs?.find((j) => j.id === jobId);
}
