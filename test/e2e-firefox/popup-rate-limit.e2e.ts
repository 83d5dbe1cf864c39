/**
 * Firefox: a job that meets the server's 429 waits with a countdown in the popup, then
 * shows its result; no failure is ever shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/start';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { referenceApi } from '../e2e/support/reference-api';
import { withFirefoxEnv } from './support/firefox-env';
import { hasText } from './support/page-actions';
import { jobPanelText, openPopup, resultText, submitDraft } from './support/popup-page';

describe('Firefox: popup job that meets a 429', () => {
  // One request per 3 s at the server; the extension keeps its default 30 a minute.
  const env = withFirefoxEnv({ quota: 1, windowMs: 3000 });
  /** Same engine, no limit: says what the answers must be without spending the quota. */
  let reference: RunningServer;

  beforeAll(async () => {
    reference = await startServer({ port: 0 });
    await env.configure({ requestsPerMinute: 30 });
  });
  afterAll(async () => {
    await reference?.close();
  });

  it('shows the wait as a countdown, then the result, and never a failure', async () => {
    const first = 'The first text goes out at once and takes the only slot.';
    const second = 'The second text meets the server limit and must wait its turn.';
    const expected = await referenceApi(reference.baseUrl).answer(second);
    // The first request is still at the server when the second goes out.
    await env.api.faults({ delayMs: 1500 });

    const popup = await openPopup(env.ext);
    // Everything the job panel showed, and whether an alert ever appeared.
    await popup.evaluate(() => {
      const seen = { texts: [] as string[], alerts: 0 };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('section.job')?.textContent ?? '';
        if (text && seen.texts.at(-1) !== text) seen.texts.push(text);
        if (document.querySelector('[role="alert"]')) seen.alerts += 1;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await submitDraft(popup, first);
    await expect
      .poll(async () => (await env.api.log()).some((r) => r.status === null), EVENTUALLY)
      .toBe(true);
    await submitDraft(popup, second);

    await expect.poll(() => jobPanelText(popup), EVENTUALLY).toMatch(/retrying in \d+ s/i);
    await expect
      .poll(() => resultText(popup), { ...EVENTUALLY, timeout: 30_000 })
      .toBe(expected.humanized_text);
    expect(await hasText(popup, '.counts span', `Words charged: ${expected.words_charged}`)).toBe(
      true,
    );

    const statuses = (await env.api.log())
      .filter((r) => r.key !== null && r.text !== '')
      .map((r) => r.status);
    expect(statuses).toContain(429);
    const seen = await popup.evaluate(
      () => (window as unknown as { seen: { texts: string[]; alerts: number } }).seen,
    );
    expect(seen.alerts).toBe(0);
    expect(seen.texts.some((t) => /retrying in \d+ s/i.test(t))).toBe(true);
    expect(seen.texts.join('\n')).not.toMatch(/fail|error|exceeded|too many requests|try again/i);
    expect(env.ext.consoleErrors).toEqual([]);
  });
});
