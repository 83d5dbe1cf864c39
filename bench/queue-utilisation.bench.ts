/**
 * Queue utilisation against a strict server: requests completed per window divided by the
 * quota (target ≥ 0.95, with zero 429s). Short window so it runs in seconds; once with the
 * server's rate-limit headers and once without (a provider may send none).
 */
import { startServer } from '../server/start';
import { referenceApi } from '../test/e2e/support/reference-api';
import { benchQueue } from './queue-support';

export const title = 'Queue utilisation against a strict rolling-window server';

const QUOTA = 5;
const WINDOW_MS = 2000;
const JOBS = 30;

async function measure(dropRateLimitHeaders: boolean) {
  const server = await startServer({
    port: 0,
    quota: QUOTA,
    windowMs: WINDOW_MS,
    testFaults: true,
  });
  try {
    const api = referenceApi(server.baseUrl, server.testToken);
    await api.faults({ dropRateLimitHeaders });
    const queue = benchQueue({
      baseUrl: server.baseUrl,
      apiKey: 'demo-pro-key',
      maxRequests: QUOTA,
      windowMs: WINDOW_MS,
      historyEnabled: true,
    });
    const jobs = await Promise.all(
      Array.from({ length: JOBS }, (_, i) =>
        queue.submit(`Bench text number ${i}.`, { kind: 'automation' }),
      ),
    );
    const done = await Promise.all(jobs.map((j) => queue.waitFor(j.id)));
    queue.stop();
    const log = await api.textLog();
    const starts = log.map((r) => r.at).sort((a, b) => a - b);
    const span = starts[starts.length - 1]! - starts[0]!;
    // N windows' worth of starts span (N - 1) windows: perfect pacing gives 1.0.
    const windows = span / WINDOW_MS + 1;
    const completed = done.filter((j) => j.status === 'done').length;
    return {
      headers: dropRateLimitHeaders ? 'none' : 'RateLimit + Retry-After',
      quota: QUOTA,
      'window ms': WINDOW_MS,
      jobs: JOBS,
      completed,
      '429s': log.filter((r) => r.status === 429).length,
      'per window ÷ quota': completed / windows / QUOTA,
      target: '≥ 0.95, 0 × 429',
    };
  } finally {
    await server.close();
  }
}

export async function run() {
  return [await measure(false), await measure(true)];
}
