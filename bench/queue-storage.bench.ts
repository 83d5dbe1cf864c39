/**
 * What the queue writes to storage (issue 18): N = 10, 20, 40 jobs of 10,000 words submitted
 * at once to the built extension in Chromium, the rate limit out of the way (1,000 requests
 * in a 1 s window: only the extension's own work is timed), the reference server answering.
 * Every `chrome.storage.local.set` the worker makes is counted, with its bytes (UTF-8 JSON),
 * by a wrapper put in the worker before the first job (test/e2e/support/storage-writes.ts).
 * Each N runs three times, each in a fresh browser profile: the time is their median. Bounds: bytes ≤ 3× the submitted text at every N,
 * and doubling N at most 2.2× the bytes and the time. `EXTENSION_DIR=<another build>` runs
 * it against that build (the "before" row).
 */
import { performance } from 'node:perf_hooks';
import { configureExtension } from '../test/e2e/support/extension-settings';
import { startExtensionAndServer } from '../test/e2e/support/extension-and-server';
import { countStorageWrites, storageWrites } from '../test/e2e/support/storage-writes';
import { median } from './median';

export const title = 'Queue storage writes: N jobs of 10,000 words';

const SIZES = [10, 20, 40];
/** Runs per N: the time is their median (the machine is shared), the bytes the first's. */
const RUNS = 3;
const WORDS = 10_000;

const textOf = (run: number, i: number) =>
  Array.from({ length: WORDS }, (_, k) => (k === 0 ? `run${run}job${i}` : `word${k % 10}`)).join(
    ' ',
  );

interface Measure {
  jobs: number;
  writes: number;
  bytes: number;
  submitted: number;
  ms: number;
}

async function measure(jobs: number): Promise<Measure> {
  const env = await startExtensionAndServer({ quota: 1_000_000 });
  try {
    await configureExtension(env.ext, env.server.baseUrl, {
      requestsPerMinute: 1000,
      windowMs: 1000,
    });
    const worker = await env.ext.worker();
    await countStorageWrites(worker);
    const texts = Array.from({ length: jobs }, (_, i) => textOf(jobs, i));
    const submitted = texts.reduce((n, t) => n + new TextEncoder().encode(t).length, 0);
    const started = performance.now();
    const done = await worker.evaluate(async (all) => {
      type Automation = { humanize(text: string): Promise<{ word_count: number }> };
      const { humanizer } = globalThis as unknown as { humanizer: Automation };
      const results = await Promise.all(all.map((text) => humanizer.humanize(text)));
      return results.filter((r) => r.word_count > 0).length;
    }, texts);
    const ms = performance.now() - started;
    if (done !== jobs) throw new Error(`${done} of ${jobs} jobs done.`);
    const { writes, bytes } = await storageWrites(worker);
    return { jobs, writes, bytes, submitted, ms };
  } finally {
    await env.close();
  }
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

export async function run() {
  const measures: Measure[] = [];
  for (const jobs of SIZES) {
    const runs: Measure[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(jobs));
    measures.push({ ...runs[0]!, ms: median(runs.map((r) => r.ms)) });
  }
  const rows: Array<Record<string, string | number>> = measures.map((m) => ({
    jobs: m.jobs,
    'storage writes': m.writes,
    'bytes written': mb(m.bytes),
    '× the submitted text': `${(m.bytes / m.submitted).toFixed(2)}×`,
    'time to all done': `${(m.ms / 1000).toFixed(1)} s`,
  }));
  const within = measures.every((m) => m.bytes <= 3 * m.submitted);
  const ratios = measures.slice(1).map((m, i) => ({
    bytes: m.bytes / measures[i]!.bytes,
    time: m.ms / measures[i]!.ms,
  }));
  rows.push({
    jobs: 'bounds',
    'bytes written': ratios.map((r) => `${r.bytes.toFixed(2)}×`).join(', ') + ' per doubling',
    '× the submitted text': within ? '≤ 3× at every N: met' : '≤ 3×: NOT met',
    'time to all done': ratios.map((r) => `${r.time.toFixed(2)}×`).join(', ') + ' per doubling',
    'storage writes': ratios.every((r) => r.bytes <= 2.2 && r.time <= 2.2)
      ? '≤ 2.2× per doubling: met'
      : '≤ 2.2× per doubling: NOT met',
  });
  return rows;
}
