/**
 * Runtime messages sent from an extension page, as the popup and options page send them.
 * A message also starts a stopped service worker.
 */
import type { Page } from 'playwright-core';
import type { PageChrome } from './stored-jobs';

/** Sends `{type, payload}` and answers the reply's value; a refusal throws with its error. */
export async function sendFromPage<T>(page: Page, type: string, payload: object): Promise<T> {
  const reply = (await page.evaluate(
    ([t, p]) =>
      (globalThis as unknown as PageChrome).chrome.runtime.sendMessage({ type: t, payload: p }),
    [type, payload] as const,
  )) as { ok: boolean; value: T; error?: string };
  if (!reply.ok) throw new Error(`${type} refused: ${reply.error}`);
  return reply.value;
}

/** Queues `text` as the popup does; answers the job's id. */
export async function submitFromPage(page: Page, text: string): Promise<string> {
  return (await sendFromPage<{ jobId: string }>(page, 'job.submit', { text })).jobId;
}

/** Starts the worker after stopWorker(): any event does (the queue's alarm would too). */
export async function wakeWorker(page: Page): Promise<void> {
  await sendFromPage(page, 'settings.get', {});
}
