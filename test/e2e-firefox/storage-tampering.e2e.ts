/**
 * Firefox: nothing a page's process can run changes what the background obeys (issue 26,
 * point 5). Firefox lets every content-script world write storage.local; a script run in a
 * page's isolated world (where our content script lives) writes a word threshold of 10,000,
 * turns the button on for the page's site and forges the last-known policy there. The writes
 * land (read back in that world), yet a 5,000-word selection still asks before it is sent, the
 * site the user never turned on stays off, and the user's own settings are as they saved them.
 * The background reads these items from the extension's IndexedDB (utils/trusted-item.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { selectInFieldInPage } from '../e2e/support/in-page-selection';
import { withFirefoxEnv } from './support/firefox-env';
import { cardKind, cardPartText, clickCardPart } from './support/in-page-card';
import { sentinelIn, setButton } from './support/in-page-button';

declare const browser: {
  scripting: {
    executeScript<A extends unknown[], R>(p: {
      target: { tabId: number };
      func: (...args: A) => R;
      args: A;
    }): Promise<Array<{ result?: Awaited<R> }>>;
    getRegisteredContentScripts(): Promise<Array<{ id: string; matches?: string[] }>>;
  };
  runtime: {
    getBackgroundPage(): Promise<{
      humanizer: { inPageButton: { get(url?: string): Promise<{ site?: { state: string } }> } };
    }>;
  };
};

const SITE = 'http://127.0.0.1/*';

/** The end of the first `count` sentences (ten words each) of the page's long field. */
const sentencesEnd = (page: Page, count: number) =>
  page.evaluate((n) => (window as unknown as { sentence: string }).sentence.length * n - 1, count);

describe('Firefox: a page’s process cannot change what the background obeys', () => {
  const env = withFirefoxEnv({ quota: 100_000 });
  beforeAll(async () => {
    await env.configure({ editableBehaviour: 'replace', confirmAboveWords: 1000 });
  });

  it('a threshold, sites and a policy forged in storage.local are not obeyed', async () => {
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/hidden-words.html?t`);
    const forged = {
      settings: {
        baseUrl: env.server.baseUrl,
        requestsPerMinute: 600,
        historyEnabled: true,
        editableBehaviour: 'replace',
        confirmAboveWords: 10_000,
      },
      settings$: { v: 3 },
      inPageButton: { sites: [SITE], hidden: [], allSites: true, paused: false, noteShown: true },
      managedPolicy: { allowedSites: [SITE], blockedSites: [], lockSettings: false },
    };
    // Written from the page's isolated world, as a compromised page process could.
    const [written] = await env.ext.control.evaluate(
      (id, items) =>
        browser.scripting.executeScript({
          target: { tabId: id },
          args: [items] as [Record<string, unknown>],
          func: async (all) => {
            type Local = {
              set(i: object): Promise<void>;
              get(k: string[]): Promise<Record<string, unknown>>;
            };
            const { local } = (globalThis as unknown as { browser: { storage: { local: Local } } })
              .browser.storage;
            await local.set(all);
            return JSON.stringify(await local.get(Object.keys(all)));
          },
        }),
      tabId,
      forged,
    );
    expect(JSON.parse(written!.result!)).toEqual(forged); // Firefox let it write…

    // …but a 5,000-word selection still asks before anything is sent.
    await env.api.reset();
    const end = await sentencesEnd(page, 500);
    await page.evaluate(selectInFieldInPage, ['#long', 0, end] as const);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('confirm');
    expect(await cardPartText(env.ext, page, 'card-confirm')).toBe('Send 5,000 words');
    expect(await env.api.log()).toEqual([]);
    await clickCardPart(env.ext, page, 'card-cancel');
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('cancelled');
    expect(await env.api.log()).toEqual([]);

    // The button: a change from the popup registers from the user's choices, not the forged
    // ones: the site stays off, nothing registered, and no script in the open tab.
    expect((await setButton(env.ext, { kind: 'paused', on: false })).ok).toBe(true);
    const registered = await env.ext.control.evaluate(() =>
      browser.scripting.getRegisteredContentScripts(),
    );
    expect(registered.filter((s) => s.id === 'humanizer-button')).toEqual([]);
    const state = await env.ext.control.evaluate(
      async (url) =>
        (await (await browser.runtime.getBackgroundPage()).humanizer.inPageButton.get(url)).site
          ?.state,
      page.url(),
    );
    expect(state).toBe('off');
    const fresh = await env.ext.openWebPage(`${env.pages.url}/button-fields.html`);
    await new Promise((r) => setTimeout(r, 1000)); // a negative: time for a wrong injection
    expect(await sentinelIn(env.ext, fresh.tabId)).toBe(false);
    expect(await sentinelIn(env.ext, tabId)).toBe(false);

    // The user's own settings are kept, as saved.
    const saved = await env.ext.sendMessage<{
      confirmAboveWords: number;
      requestsPerMinute: number;
    }>('settings.get', {});
    expect(saved).toMatchObject({ confirmAboveWords: 1000, requestsPerMinute: 30 });
    await fresh.page.close();
    await page.close();
  });
});
