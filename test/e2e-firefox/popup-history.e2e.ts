/**
 * Firefox: the popup's history can be searched and exported (issue 28 point 3), as in
 * test/e2e/popup-history-export.e2e.ts: three texts rewritten in the popup become history
 * (kept in the protected area in Firefox); a search by a word of one lists it alone, one by
 * its site lists all three; "Export all" as JSON is a real download (into the profile's
 * download folder) that parses back to the same originals, rewrites and charges.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { parseJsonExport } from '../../lib/history/history-export';
import { until } from '../e2e/support/popup-support';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { withFirefoxEnv } from './support/firefox-env';
import { fill } from './support/page-actions';
import { openPopup, resultText, submitDraft } from './support/popup-page';

const TEXTS = [
  'It is important to note that the lighthouse keeper utilizes a robust routine every night.',
  'Moreover, the harbour master leverages a comprehensive approach to scheduling the boats.',
  'Furthermore, the meadow committee facilitates a seamless process for every summer fair.',
];

const listed = (popup: Page) =>
  popup.evaluate(() =>
    [...document.querySelectorAll('.history-item .snippet')].map((s) => s.textContent?.trim()),
  );

describe('Firefox: popup history search and export', () => {
  const env = withFirefoxEnv({ quota: 100_000 });

  it('searches by words and site, and downloads all entries as JSON that parse back', async () => {
    await env.configure();
    const popup = await openPopup(env.ext);
    for (const text of TEXTS) {
      const before = await resultText(popup);
      await submitDraft(popup, text);
      await until(async () => ((await resultText(popup)) ?? '') !== (before ?? ''), {
        what: 'the rewrite in the popup',
        timeoutMs: 20_000,
      });
    }
    await until(async () => (await listed(popup)).length === TEXTS.length, {
      what: 'three history entries',
      timeoutMs: 20_000,
    });

    await fill(popup, 'input[type="search"]', 'lighthouse');
    await expect.poll(() => listed(popup), EVENTUALLY).toEqual([TEXTS[0]!.slice(0, 80)]);
    await fill(popup, 'input[type="search"]', 'popup');
    await expect.poll(async () => (await listed(popup)).length, EVENTUALLY).toBe(3);
    await fill(popup, 'input[type="search"]', '');

    await popup.select('.history-tools select', 'json');
    await popup.click('.history-tools button');
    const dir = env.ext.downloadsDir;
    const saved = async () =>
      (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
    await until(async () => (await saved()).length === 1, {
      what: 'the exported file',
      timeoutMs: 20_000,
    });
    const [name] = await saved();
    const exported = parseJsonExport(await readFile(join(dir, name!), 'utf8'));
    const rewrites = await Promise.all(TEXTS.map((t) => env.api.rewriteOf(t)));
    expect(exported.map((e) => [e.original, e.rewrite, e.site]).sort()).toEqual(
      TEXTS.map((t, i) => [t, rewrites[i], 'popup']).sort(),
    );
    for (const entry of exported) expect(entry.wordsCharged).toBeGreaterThan(0);
    await popup.close();
  });
});
