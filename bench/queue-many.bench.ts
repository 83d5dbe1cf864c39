/**
 * Many jobs (issue 18, point 3): with 10 and with 1,000 short jobs queued (one request a
 * minute: the first is sent, the others wait), what it costs to submit one more, to open the
 * popup, and to change one job's state (cancel a waiting one), in the built extension in
 * Chromium. Time: from the popup page, the message's round trip (submit, cancel) or until
 * the popup has shown storage's answer (`data-hydrated`), median of REPEATS; bytes: every
 * storage.local write the worker made for it (test/e2e/support/storage-writes.ts). Bound:
 * each costs at most 1.5× with 1,000 queued what it costs with 10.
 */
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { configureExtension } from '../test/e2e/support/extension-settings';
import { startExtensionAndServer } from '../test/e2e/support/extension-and-server';
import type { ExtensionAndServer } from '../test/e2e/support/extension-and-server';
import { countStorageWrites, storageWrites } from '../test/e2e/support/storage-writes';
import { median } from './median';

export const title = 'Many jobs queued: one more, the popup, one change (10 vs 1,000)';

const SIZES = [10, 1000];
const REPEATS = 9;

interface Cost {
  ms: number;
  bytes: number;
}

type Sender = {
  chrome: {
    runtime: { sendMessage(m: object): Promise<{ ok: boolean; value: { jobId: string } }> };
  };
};

/** Sends a message from `page`; answers its round trip in the page's clock and the reply. */
async function timedMessage(page: Page, type: string, payload: object) {
  return page.evaluate(
    async ([t, p]) => {
      const { chrome } = globalThis as unknown as Sender;
      const start = performance.now();
      const reply = await chrome.runtime.sendMessage({ type: t, payload: p });
      return { ms: performance.now() - start, reply };
    },
    [type, payload] as const,
  );
}

async function written(env: ExtensionAndServer, action: () => Promise<number>): Promise<Cost> {
  const worker = await env.ext.worker();
  const before = (await storageWrites(worker)).bytes;
  const ms = await action();
  // Writes that follow the reply on the same chain (the pump) belong to it too.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { ms, bytes: (await storageWrites(worker)).bytes - before };
}

async function popupOpen(env: ExtensionAndServer): Promise<number> {
  const page = await env.ext.context.newPage();
  const start = performance.now();
  await page.goto(`chrome-extension://${env.ext.extensionId}/popup.html`, { waitUntil: 'commit' });
  await page.locator('main[data-hydrated="true"]').waitFor();
  const ms = performance.now() - start;
  await page.close();
  return ms;
}

async function measure(queued: number) {
  const env = await startExtensionAndServer({ quota: 1_000_000 });
  try {
    await configureExtension(env.ext, env.server.baseUrl, { requestsPerMinute: 1 });
    const worker = await env.ext.worker();
    await worker.evaluate(async (n) => {
      type Automation = { submit(text: string): Promise<unknown> };
      const { humanizer } = globalThis as unknown as { humanizer: Automation };
      for (let i = 0; i < n; i += 1) await humanizer.submit(`Queued job number ${i}, waiting.`);
    }, queued);
    await countStorageWrites(worker);
    const page = await env.ext.openExtensionPage('popup.html');
    const submits: Cost[] = [];
    const cancels: Cost[] = [];
    const opens: number[] = [];
    const ids: string[] = [];
    for (let i = 0; i < REPEATS; i += 1) {
      submits.push(
        await written(env, async () => {
          const { ms, reply } = await timedMessage(page, 'job.submit', { text: `One more ${i}.` });
          ids.push(reply.value.jobId);
          return ms;
        }),
      );
    }
    for (const jobId of ids) {
      cancels.push(
        await written(env, async () => (await timedMessage(page, 'job.cancel', { jobId })).ms),
      );
    }
    for (let i = 0; i < REPEATS; i += 1) opens.push(await popupOpen(env));
    return {
      submit: { ms: median(submits.map((c) => c.ms)), bytes: median(submits.map((c) => c.bytes)) },
      cancel: { ms: median(cancels.map((c) => c.ms)), bytes: median(cancels.map((c) => c.bytes)) },
      open: { ms: median(opens), bytes: 0 },
    };
  } finally {
    await env.close();
  }
}

export async function run() {
  const [few, many] = [await measure(SIZES[0]!), await measure(SIZES[1]!)];
  const what = {
    submit: 'submit one more',
    cancel: 'one job’s state change (cancel)',
    open: 'popup opening (ready)',
  } as const;
  return (Object.keys(what) as Array<keyof typeof what>).map((key) => {
    const ratio = many[key].ms / few[key].ms;
    return {
      cost: what[key],
      'ms with 10': few[key].ms,
      'ms with 1,000': many[key].ms,
      'time ratio': ratio,
      'bytes with 10': key === 'open' ? '–' : few[key].bytes,
      'bytes with 1,000': key === 'open' ? '–' : many[key].bytes,
      bound: ratio <= 1.5 ? '≤ 1.5×: met' : '≤ 1.5×: NOT met',
    };
  });
}
