/**
 * Code run "in our content script's world": the isolated world of a tab's top frame, where
 * `scripting.executeScript` runs a function with the content script's rights. Tests use it to
 * act as a page's content script would (read storage, send our messages) without a page.
 */
import type { Page } from 'playwright-core';
import type { ExtensionHarness } from './extension';
import { selectAcross } from './selection-helpers';

declare const chrome: {
  runtime: { sendMessage(message: object): Promise<unknown> };
  scripting: {
    executeScript(injection: {
      target: { tabId: number; frameIds: number[] };
      func: (...args: unknown[]) => unknown;
      args?: unknown[];
    }): Promise<Array<{ result?: unknown }>>;
  };
};

/** Runs `func(...args)` in the isolated world of the tab's top frame; its result, if any. */
export async function inContentWorld<A extends unknown[], R>(
  ext: ExtensionHarness,
  tabId: number,
  func: (...args: A) => R,
  ...args: A
): Promise<Awaited<R> | undefined> {
  const worker = await ext.worker();
  return worker.evaluate(
    async ([id, source, a]) => {
      // The function crosses into the worker as source text and runs there as the injection.
      const fn = new Function(`return (${source})`)() as (...x: unknown[]) => unknown;
      const [result] = await chrome.scripting.executeScript({
        target: { tabId: id, frameIds: [0] },
        func: fn,
        args: a,
      });
      return result?.result;
    },
    [tabId, func.toString(), args] as const,
  ) as Promise<Awaited<R> | undefined>;
}

/** A reply of the background to one of our messages. */
export type Reply = {
  ok: boolean;
  value?: { jobId?: string; cancelled?: boolean };
  error?: string;
};

/** Sends one of our runtime messages from that world, as our content script would. */
export async function messageFromTab(
  ext: ExtensionHarness,
  tabId: number,
  type: string,
  payload: object,
): Promise<Reply> {
  const send = (t: string, p: object) => chrome.runtime.sendMessage({ type: t, payload: p });
  return (await inContentWorld(ext, tabId, send, type, payload)) as Reply;
}

/** Selects the first 40 characters of article.html's first paragraph; the selected text. */
export async function selectArticle(page: Page): Promise<string> {
  await selectAcross(page, { selector: '#p1', offset: 0 }, { selector: '#p1', offset: 40 });
  return page.evaluate(() => document.getSelection()?.toString() ?? '');
}
