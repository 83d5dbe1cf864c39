import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../server/start';
import { launchExtension, type ExtensionHarness } from './support/extension';
import {
  openPopup,
  resetServer,
  saveSettings,
  serverLog,
  setFaults,
  type LoggedRequest,
} from './popup-support';

/** The extension's own limit for these tests: one request per 3 s window. */
const WINDOW_MS = 3000;
const CHARGE_MINIMUM = 50;

describe('popup: cancel', () => {
  let ext: ExtensionHarness;
  let server: RunningServer;
  let popup: Page;

  beforeAll(async () => {
    server = await startServer({ port: 0, testFaults: true, chargeMinimum: CHARGE_MINIMUM });
    ext = await launchExtension();
    await saveSettings(ext, {
      apiKey: 'demo-pro-key',
      baseUrl: server.baseUrl,
      requestsPerMinute: 1,
    });
    // Test-only: shorten the extension's rate window so "1 per window" means 1 per 3 s.
    await (
      await ext.worker()
    ).evaluate(
      (w) =>
        (
          globalThis as unknown as {
            chrome: { storage: { local: { set(items: object): Promise<void> } } };
          }
        ).chrome.storage.local.set({ queueWindowMs: w }),
      WINDOW_MS,
    );
  });
  afterAll(async () => {
    await ext?.close();
    await server?.close();
  });
  beforeEach(async () => {
    await resetServer(server.baseUrl);
    popup = await openPopup(ext);
  });

  const draftBox = () => popup.getByRole('textbox', { name: 'Text to humanize' });
  const humanize = () => popup.getByRole('button', { name: 'Humanize', exact: true }).click();
  const jobPanel = () => popup.getByRole('region', { name: 'Current job' });
  const texts = async () => (await serverLog(server.baseUrl)).map((r) => r.text);
  const resultText = () =>
    popup
      .getByLabel('Humanized text')
      .inputValue({ timeout: 500 })
      .catch(() => '');
  const inFlight = (log: LoggedRequest[]) => log.filter((r) => r.status === null).length;

  it('cancels a queued job: it says so, keeps the draft, and the text is never sent', async () => {
    await setFaults(server.baseUrl, { delayMs: 4000 });
    const ahead = 'The job ahead, which is sent and takes a while to come back.';
    const queued = 'The waiting job that the user changes their mind about.';
    const after = 'A later job, queued behind the cancelled one.';

    await draftBox().fill(ahead);
    await humanize();
    await expect.poll(async () => inFlight(await serverLog(server.baseUrl))).toBe(1);
    await draftBox().fill(queued);
    await humanize();
    await expect.poll(() => jobPanel().textContent()).toMatch(/Queued: position 1/);
    await jobPanel().getByRole('button', { name: 'Cancel' }).click();

    await expect
      .poll(() => jobPanel().textContent())
      .toBe('Cancelled. Your text is still in the box above.Try again');
    expect(await draftBox().inputValue()).toBe(queued);

    // A job submitted after it goes out after the window: had the cancelled one still been
    // waiting, it would have gone first.
    await setFaults(server.baseUrl, { delayMs: 0 });
    await draftBox().fill(after);
    await humanize();
    await expect.poll(resultText, { timeout: 30_000 }).not.toBe('');
    const sent = await texts();
    expect(sent).toContain(ahead);
    expect(sent).toContain(after);
    expect(sent).not.toContain(queued);
    await popup.close();
  });

  it('cancels while sending and says honestly that it may still be charged', async () => {
    await setFaults(server.baseUrl, { delayMs: 4000 });
    // Whatever the window still holds from the previous test has to pass first.
    const text = 'A job cancelled after its request has already left for the server.';
    const before = await usageToday(popup);
    await draftBox().fill(text);
    await humanize();
    await expect.poll(() => jobPanel().textContent(), { timeout: 10_000 }).toMatch(/Sending/);
    await expect
      .poll(async () => inFlight(await serverLog(server.baseUrl)), { timeout: 10_000 })
      .toBe(1);
    await jobPanel().getByRole('button', { name: 'Cancel' }).click();

    const panel = await expectPoll(() => jobPanel().textContent(), /^Cancelled\./);
    expect(panel).toMatch(/already been sent, so the server may still charge for it/);
    expect(panel).not.toMatch(/no words|nothing (was )?charged|not charged/i);
    expect(await draftBox().inputValue()).toBe(text);

    // The server answers anyway and charges; the queue records it and the popup shows it.
    await expect
      .poll(async () => (await serverLog(server.baseUrl)).find((r) => r.text === text)?.status, {
        timeout: 15_000,
      })
      .toBe(200);
    await expect.poll(() => usageToday(popup), { timeout: 10_000 }).toBe(before + CHARGE_MINIMUM);
    // Still cancelled: the late answer does not turn into a result.
    expect(await popup.getByLabel('Humanized text').count()).toBe(0);
    expect(ext.consoleErrors).toEqual([]);
    await popup.close();
  });
});

/** Today's words charged, as the popup's usage panel shows it. */
async function usageToday(popup: Page): Promise<number> {
  const usage = popup.getByRole('region', { name: 'Words charged' });
  const today = await usage.locator('dd').first().textContent();
  return Number((today ?? '').replace(/[^\d]/g, ''));
}

/** Polls until `read` matches, then returns what it read. */
async function expectPoll(read: () => Promise<string | null>, pattern: RegExp): Promise<string> {
  await expect.poll(read, { timeout: 10_000 }).toMatch(pattern);
  return (await read()) ?? '';
}
