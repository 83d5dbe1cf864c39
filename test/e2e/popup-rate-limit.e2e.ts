import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/start';
import { withExtensionAndServer } from './support/extension-and-server';
import { openPopup, saveSettings } from './support/popup-support';
import { PRO_KEY, referenceApi } from './support/reference-api';

/** The server allows one request per 3 s; the extension is set to its default 30 a minute. */
const SERVER_QUOTA = 1;
const SERVER_WINDOW_MS = 3000;

describe('popup: a job that meets a 429', () => {
  const env = withExtensionAndServer({ quota: SERVER_QUOTA, windowMs: SERVER_WINDOW_MS });
  /** Same engine, no limit: says what the answers must be without spending the quota. */
  let reference: RunningServer;

  beforeAll(async () => {
    reference = await startServer({ port: 0 });
    await saveSettings(env.ext, {
      apiKey: PRO_KEY,
      baseUrl: env.server.baseUrl,
      requestsPerMinute: 30,
    });
  });
  afterAll(async () => {
    await reference?.close();
  });

  it('shows the wait as a countdown, then the result, and never a failure', async () => {
    const first = 'The first text goes out at once and takes the only slot.';
    const second = 'The second text meets the server limit and must wait its turn.';
    const expected = await referenceApi(reference.baseUrl).answer(second);
    // The first request is still at the server when the second goes out: the server 429s
    // the second before the extension could learn its quota from the first's headers.
    await env.api.faults({ delayMs: 1500 });

    const popup = await openPopup(env.ext);
    // Everything the job panel ever showed, and whether an alert ever appeared.
    await popup.evaluate(() => {
      const seen = { texts: [] as string[], alerts: 0, live: [] as string[] };
      (window as unknown as { seen: typeof seen }).seen = seen;
      const panel = document.querySelector('section.job');
      new MutationObserver(() => {
        const text = panel?.textContent ?? '';
        if (text && seen.texts.at(-1) !== text) seen.texts.push(text);
        if (document.querySelector('[role="alert"]')) seen.alerts += 1;
        // What a screen reader hears: every live region's text, each time it changes.
        const regions = document.querySelectorAll('[aria-live], [role="status"], [role="alert"]');
        const live = [...regions].map((r) => r.textContent ?? '').join(' | ');
        if (live.trim() && seen.live.at(-1) !== live) seen.live.push(live);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const box = popup.getByRole('textbox', { name: 'Text to humanize' });
    const humanize = popup.getByRole('button', { name: 'Humanize', exact: true });
    await box.fill(first);
    await humanize.click();
    await expect.poll(async () => (await env.api.log()).some((r) => r.status === null)).toBe(true);
    await box.fill(second);
    await humanize.click();

    const panel = popup.getByRole('region', { name: 'Current job' });
    await expect.poll(() => panel.textContent(), { timeout: 10_000 }).toMatch(/retrying in \d+ s/i);
    const output = popup.getByLabel('Humanized text');
    await expect.poll(() => output.count(), { timeout: 30_000 }).toBe(1);
    expect(await output.inputValue()).toBe(expected.humanized_text);
    expect(await popup.getByText(`Words charged: ${expected.words_charged}`).count()).toBe(1);

    const log = await env.api.log();
    const statuses = log.filter((r) => r.key !== null && r.text !== '').map((r) => r.status);
    expect(statuses).toContain(429);
    type Seen = { texts: string[]; alerts: number; live: string[] };
    const seen = await popup.evaluate(() => (window as unknown as { seen: Seen }).seen);
    expect(seen.alerts).toBe(0);
    const countdown = seen.texts.filter((t) => /retrying in \d+ s/i.test(t));
    expect(countdown.length).toBeGreaterThan(0);
    // A screen reader hears the wait once and the result, never the seconds (issue 28.6).
    expect(seen.live.some((t) => /rate limiting/.test(t))).toBe(true);
    expect(seen.live.filter((t) => /\d+ s\b/.test(t))).toEqual([]);
    expect(seen.live.at(-1)).toMatch(/Humanized text\./);
    expect(seen.texts.join('\n')).not.toMatch(/fail|error|exceeded|too many requests|try again/i);
    expect(env.ext.consoleErrors).toEqual([]);
  });
});
