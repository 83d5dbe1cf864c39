/**
 * Firefox keeps the key and the texts of every site from web pages' processes (issue 16,
 * point 8). Firefox lets a content script read storage.local (Chrome's setAccessLevel has no
 * equivalent there), so the key and every text item live in the extension's IndexedDB, which
 * a content script cannot reach: its IndexedDB is the page's. After a key is saved and jobs
 * were done from the popup and in a page, a script run in a page's isolated world (where our
 * content script runs) reads all of storage.local and the IndexedDB it can open, and finds
 * neither the key nor any text; the extension's own page finds both in the protected place.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { selectInFieldInPage } from '../e2e/support/in-page-selection';
import { PRO_KEY } from '../e2e/support/reference-api';
import { withFirefoxEnv } from './support/firefox-env';
import { cardKind } from './support/in-page-card';
import { valueOf } from './support/page-actions';
import { openPopup, resultText, submitDraft } from './support/popup-page';

/** The slice of the extension API the control page's snippet uses. */
declare const browser: {
  scripting: {
    executeScript<R>(p: {
      target: { tabId: number };
      func: () => R;
    }): Promise<Array<{ result?: Awaited<R> }>>;
  };
};

describe('Firefox: what a content script can read', () => {
  const env = withFirefoxEnv({ quota: 100_000 });
  beforeAll(async () => {
    await env.configure({ apiKey: PRO_KEY, editableBehaviour: 'replace' });
  });

  it('finds neither the key nor any text in storage.local after jobs were done', async () => {
    // A job from the popup…
    const popupText = 'A popup text that no web page may read back from our storage.';
    const popupRewrite = await env.api.rewriteOf(popupText);
    const popup = await openPopup(env.ext);
    await submitDraft(popup, popupText);
    await expect.poll(() => resultText(popup), EVENTUALLY).toBe(popupRewrite);
    await popup.close();
    // …and one in a page.
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/textarea.html`);
    const original = (await valueOf(page, '#field')) ?? '';
    const start = original.indexOf('it is important');
    const selected = original.slice(start, original.indexOf('robust tools'));
    const pageRewrite = await env.api.rewriteOf(selected);
    await page.evaluate(selectInFieldInPage, ['#field', start, start + selected.length] as const);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('replaced');

    const secrets = [PRO_KEY, popupText, popupRewrite, selected, pageRewrite];
    // A script in the page's isolated world, where our content script lives.
    const [seen] = await env.ext.control.evaluate(
      (id) =>
        browser.scripting.executeScript({
          target: { tabId: id },
          func: async () => {
            type Area = { get(keys: null): Promise<Record<string, unknown>> };
            const api = (globalThis as unknown as { browser: { storage: { local: Area } } })
              .browser;
            const local = JSON.stringify(await api.storage.local.get(null));
            const databases = (await indexedDB.databases()).map((db) => db.name ?? '');
            return { local, databases };
          },
        }),
      tabId,
    );
    const { local, databases } = seen!.result!;
    expect(local.length).toBeGreaterThan(2); // it could read storage.local…
    expect(local).toContain('"usage"');
    for (const secret of secrets) {
      expect(local).not.toContain(JSON.stringify(secret).slice(1, -1)); // …but not these
    }
    expect(databases).not.toContain('humanizer');

    // The extension holds them, where its own pages read them.
    const guarded = JSON.stringify(await env.ext.readProtected());
    for (const secret of secrets) expect(guarded).toContain(JSON.stringify(secret).slice(1, -1));
    expect(env.ext.consoleErrors).toEqual([]);
  });
});
