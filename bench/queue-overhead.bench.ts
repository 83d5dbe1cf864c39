/**
 * Client overhead per request: the queue (persisting, limiter, publishing, response
 * validation) against a bare fetch to the same server in the same run, interleaved so both
 * see the same machine load. Target: under 5 ms or 1.1×.
 */
import { startServer } from '../server/start';
import { benchQueue } from './queue-support';
import { median } from './median';

export const title = 'Queue client overhead per request vs a bare fetch';

const ROUNDS = 150;

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export async function run() {
  const server = await startServer({ port: 0, quota: 1_000_000, windowMs: 60_000 });
  try {
    const queue = benchQueue({
      baseUrl: server.baseUrl,
      apiKey: 'demo-pro-key',
      maxRequests: 1_000_000,
      windowMs: 60_000,
      historyEnabled: true,
    });
    const bare: number[] = [];
    const queued: number[] = [];
    const endpoint = `${server.baseUrl}/humanize`;
    for (let i = -10; i < ROUNDS; i += 1) {
      const text = `Overhead sample ${i}, a short sentence of a few words.`;
      let t = performance.now();
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer demo-pro-key' },
        body: JSON.stringify({ text }),
      });
      await res.json();
      const bareMs = performance.now() - t;
      t = performance.now();
      const job = await queue.submit(`${text} (queued)`, { kind: 'automation' });
      const view = await queue.waitFor(job.id);
      const queuedMs = performance.now() - t;
      if (view.status !== 'done') throw new Error(`Queued request ${i} ended ${view.status}.`);
      if (i >= 0) {
        bare.push(bareMs);
        queued.push(queuedMs);
      }
    }
    queue.stop();
    const row = (stat: string, f: (xs: number[]) => number) => ({
      statistic: stat,
      'bare fetch ms': f(bare),
      'queue ms': f(queued),
      'overhead ms': f(queued) - f(bare),
      ratio: f(queued) / f(bare),
      target: '< 5 ms or < 1.1×',
    });
    return [
      { ...row('median', median), requests: ROUNDS },
      { ...row('mean', mean), requests: ROUNDS },
    ];
  } finally {
    await server.close();
  }
}
