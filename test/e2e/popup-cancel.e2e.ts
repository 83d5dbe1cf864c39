import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withExtensionAndServer } from './support/extension-and-server';
import { writeStorage } from './support/extension-settings';
import { openPopup, saveSettings } from './support/popup-support';
import { PRO_KEY, type LoggedRequest } from './support/reference-api';

/** The extension's own limit for these tests: one request per 3 s window. */
const WINDOW_MS = 3000;
const CHARGE_MINIMUM = 50;

describe('popup: cancel', () => {
  const env = withExtensionAndServer({ chargeMinimum: CHARGE_MINIMUM });
  let popup: Page;

  beforeAll(async () => {
    await saveSettings(env.ext, {
      apiKey: PRO_KEY,
      baseUrl: env.server.baseUrl,
      requestsPerMinute: 1,
    });
    // Test-only: shorten the extension's rate window so "1 per window" means 1 per 3 s.
    await writeStorage(env.ext, { queueWindowMs: WINDOW_MS });
  });
  beforeEach(async () => {
    await env.api.reset();
    popup = await openPopup(env.ext);
  });

  const draftBox = () => popup.getByRole('textbox', { name: 'Text to humanize' });
  const humanize = () => popup.getByRole('button', { name: 'Humanize', exact: true }).click();
  const jobPanel = () => popup.getByRole('region', { name: 'Current job' });
  const texts = async () => (await env.api.log()).map((r) => r.text);
  const resultText = () =>
    popup
      .getByLabel('Humanized text')
      .inputValue({ timeout: 500 })
      .catch(() => '');
  const inFlight = (log: LoggedRequest[]) => log.filter((r) => r.status === null).length;

  it('cancels a queued job: it says so, keeps the draft, and the text is never sent', async () => {
    await env.api.faults({ delayMs: 4000 });
    const ahead = 'The job ahead, which is sent and takes a while to come back.';
    const queued = 'The waiting job that the user changes their mind about.';
    const after = 'A later job, queued behind the cancelled one.';

    await draftBox().fill(ahead);
    await humanize();
    await expect.poll(async () => inFlight(await env.api.log())).toBe(1);
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
    await env.api.faults({ delayMs: 0 });
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
    await env.api.faults({ delayMs: 4000 });
    // Whatever the window still holds from the previous test has to pass first.
    const text = 'A job cancelled after its request has already left for the server.';
    const before = await usageToday(popup);
    await draftBox().fill(text);
    await humanize();
    await expect.poll(() => jobPanel().textContent(), { timeout: 10_000 }).toMatch(/Sending/);
    await expect.poll(async () => inFlight(await env.api.log()), { timeout: 10_000 }).toBe(1);
    await jobPanel().getByRole('button', { name: 'Cancel' }).click();

    const panel = await expectPoll(() => jobPanel().textContent(), /^Cancelled\./);
    expect(panel).toMatch(/already been sent, so the server may still charge for it/);
    expect(panel).not.toMatch(/no words|nothing (was )?charged|not charged/i);
    expect(await draftBox().inputValue()).toBe(text);

    // The server answers anyway and charges; the queue records it and the popup shows it.
    await expect
      .poll(async () => (await env.api.log()).find((r) => r.text === text)?.status, {
        timeout: 15_000,
      })
      .toBe(200);
    await expect.poll(() => usageToday(popup), { timeout: 10_000 }).toBe(before + CHARGE_MINIMUM);
    // Still cancelled: the late answer does not turn into a result.
    expect(await popup.getByLabel('Humanized text').count()).toBe(0);
    expect(env.ext.consoleErrors).toEqual([]);
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
