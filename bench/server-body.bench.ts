/**
 * What a 1 MiB request costs the reference server (issue 16, point 9): for each shape, the
 * longest time the event loop was held (other requests wait that long; wall clock, so a loaded
 * machine stretches it), the characters handed to Intl.Segmenter, the process's CPU time for
 * the request (client and server: one process) and its wall time. Best of 3; measured, never
 * asserted here
 * (test/server/body-work.test.ts asserts the mechanism: work bounded by the limit, turns given).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startServer } from '../server/start';

export const title = 'Reference server: one 1 MiB request (refused or accepted)';

const MiB = 1024 * 1024;

/** A JSON body of just under 1 MiB whose text repeats `unit`. */
function nearlyMiB(unit: string): string {
  return JSON.stringify({ text: unit.repeat(Math.floor((MiB - 100) / Buffer.byteLength(unit))) });
}

const CASES: Array<[string, string, string]> = [
  ['401, wrong key', 'wrong-key', nearlyMiB('a ')],
  ['413, over 1 MiB', 'demo-pro-key', 'x'.repeat(MiB + 10)],
  ['422 too_many_words, "a "', 'demo-pro-key', nearlyMiB('a ')],
  ['422 too_many_words, Han', 'demo-pro-key', nearlyMiB('我们今天去学校学习中文然后回家吃饭')],
  ['422 no words, ">"', 'demo-pro-key', nearlyMiB('>')],
  [
    '200, 10,000 long words',
    'demo-pro-key',
    JSON.stringify({ text: `${'x'.repeat(100)} `.repeat(10_000) }),
  ],
];

export async function run(): Promise<Array<Record<string, string | number>>> {
  const server = await startServer({ port: 0, quota: 1_000_000, authFailureLimit: 1_000_000 });
  const segment = Intl.Segmenter.prototype.segment;
  let segmented = 0;
  Intl.Segmenter.prototype.segment = function (this: Intl.Segmenter, input: string) {
    segmented += input.length;
    return segment.call(this, input);
  };
  try {
    const rows = [];
    for (const [shape, key, body] of CASES) {
      let best = { held: Infinity, wall: Infinity, cpu: 0, chars: 0, status: 0 };
      for (let round = 0; round < 3; round += 1) {
        segmented = 0;
        const delay = monitorEventLoopDelay({ resolution: 1 });
        delay.enable();
        const started = performance.now();
        const cpuBefore = process.cpuUsage();
        const response = await fetch(`${server.baseUrl}/humanize`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body,
        });
        await response.arrayBuffer();
        const wall = performance.now() - started;
        const used = process.cpuUsage(cpuBefore);
        const cpu = (used.user + used.system) / 1000;
        delay.disable();
        const held = delay.max / 1e6;
        if (held < best.held) best = { held, wall, cpu, chars: segmented, status: response.status };
      }
      rows.push({
        shape,
        status: best.status,
        'event loop held, ms': Math.round(best.held),
        'characters segmented': best.chars,
        'CPU, ms': Math.round(best.cpu),
        'request, ms': Math.round(best.wall),
      });
    }
    return rows;
  } finally {
    Intl.Segmenter.prototype.segment = segment;
    await server.close();
  }
}
