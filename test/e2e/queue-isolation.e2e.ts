/**
 * What a web page's process can reach (issue 10, points 4 and 6), in Chromium with the built
 * extension: the content script's world cannot read storage.local (the key, the queue, the
 * history of every site); a content script acts only on its own tab's jobs; identical text in
 * two tabs is two jobs, each card gets its own; a done job's retry is never resent.
 * Code "in the content script's world" runs there through scripting.executeScript, which
 * uses the same isolated world as our content script.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { EVENTUALLY } from './support/editor-page';
import { PRO_KEY, countByText } from './support/reference-api';
import { card, cardPart, withSelectionEnv } from './support/selection-helpers';
import { storedJobsOf, type StoredJob } from './support/stored-jobs';
import { messageFromTab, selectArticle } from './support/content-world';

/** The bits of the extension API the worker and the content script's world use here. */
declare const chrome: {
  storage: {
    local: {
      get(keys: string | string[] | null): Promise<Record<string, unknown>>;
      set(items: object): Promise<void>;
    };
  };
  runtime: { sendMessage(message: object): Promise<unknown> };
  scripting: {
    executeScript<A extends unknown[], R>(injection: {
      target: { tabId: number; frameIds: number[] };
      func: (...args: A) => R;
      args?: A;
    }): Promise<Array<{ result?: Awaited<R> }>>;
  };
};

const storedJobs = storedJobsOf;

describe('trusted contexts and job ownership', () => {
  const env = withSelectionEnv();
  afterEach(async () => {
    await env.api.faults({ delayMs: 0 });
  });

  it('the content script’s world cannot read storage.local; the background can', async () => {
    const { page, tabId } = await env.open('article.html');
    const worker = await env.ext.worker();
    expect(
      await worker.evaluate(async () => (await chrome.storage.local.get('apiKey')).apiKey),
    ).toBe(PRO_KEY);
    const seen = await worker.evaluate(async (id) => {
      const [result] = await chrome.scripting.executeScript({
        target: { tabId: id, frameIds: [0] },
        func: async () => {
          try {
            return { read: JSON.stringify(await chrome.storage.local.get(null)) };
          } catch (err) {
            return { error: String(err) };
          }
        },
      });
      return result?.result as { read?: string; error?: string };
    }, tabId);
    expect(seen.read).toBeUndefined();
    expect(seen.error).toMatch(/not allowed|access/i);
    expect(JSON.stringify(seen)).not.toContain(PRO_KEY);
    await page.close();
  });

  it('the content script’s world cannot write what the background obeys (settings, button sites, policy)', async () => {
    const { page, tabId } = await env.open('article.html');
    const worker = await env.ext.worker();
    const keys = ['settings', 'inPageButton', 'managedPolicy', 'queueWindowMs'];
    const before = await worker.evaluate((k) => chrome.storage.local.get(k), keys);
    const tried = await worker.evaluate(async (id) => {
      const [result] = await chrome.scripting.executeScript({
        target: { tabId: id, frameIds: [0] },
        func: async () => {
          const site = 'http://127.0.0.1/*';
          try {
            await chrome.storage.local.set({
              settings: { confirmAboveWords: 10_000, requestsPerMinute: 600 },
              inPageButton: { sites: [site], hidden: [], allSites: true, paused: false },
              managedPolicy: { allowedSites: [site], blockedSites: [], lockSettings: false },
              queueWindowMs: 1,
            });
            return 'written';
          } catch (err) {
            return String(err);
          }
        },
      });
      return result?.result;
    }, tabId);
    expect(tried).toMatch(/not allowed|access/i);
    expect(await worker.evaluate((k) => chrome.storage.local.get(k), keys)).toEqual(before);
    await page.close();
  });

  it('gives identical text in two tabs a job and a card each; a tab cannot cancel the other’s', async () => {
    const one = await env.open('article.html');
    const two = await env.open('article.html?tab=2');
    const text = await selectArticle(one.page);
    expect(await selectArticle(two.page)).toBe(text);
    const rewrite = await env.api.rewriteOf(text);
    await env.api.reset();
    // Slow answers: tab 2 submits while tab 1's request is still in flight.
    await env.api.faults({ delayMs: 4000 });
    await env.humanizeSelection(one.tabId);
    await env.humanizeSelection(two.tabId);

    const jobs = (await storedJobs(env.ext)).filter((j) => j.text === text);
    const tabOf = (j: StoredJob) => (j.source.kind === 'selection' ? j.source.tabId : undefined);
    expect(jobs.map(tabOf).sort()).toEqual([one.tabId, two.tabId].sort());
    const jobOf = (tabId: number) => jobs.find((j) => tabOf(j) === tabId)!.id;

    // Tab 2's content script may not cancel (nor retry) tab 1's job.
    const refused = await messageFromTab(env.ext, two.tabId, 'job.cancel', {
      jobId: jobOf(one.tabId),
    });
    expect(refused).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not started from this page/),
    });
    const refusedRetry = await messageFromTab(env.ext, two.tabId, 'job.retry', {
      jobId: jobOf(one.tabId),
    });
    expect(refusedRetry.ok).toBe(false);

    for (const { page } of [one, two]) {
      await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('result');
      expect(await cardPart(page, 'card-text').textContent()).toBe(rewrite);
    }
    expect(countByText(await env.api.textLog()).get(text)).toBe(2);

    // Retrying a done job from its own tab answers with that job: nothing resent or charged.
    const retried = await messageFromTab(env.ext, one.tabId, 'job.retry', {
      jobId: jobOf(one.tabId),
    });
    expect(retried).toMatchObject({ ok: true, value: { jobId: jobOf(one.tabId) } });
    expect(countByText(await env.api.textLog()).get(text)).toBe(2);
    await one.page.close();
    await two.page.close();
  });
});
