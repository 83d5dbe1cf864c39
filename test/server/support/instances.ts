/**
 * Two API instances in this process sharing one Redis, each with its own Redis client (as two
 * machines would), for the multi-instance tests and the bench. `post(i, …)` sends to instance
 * i % 2, so a burst is spread across both. They share one database too (a temporary SQLite
 * file unless `config` names one), as the instances of one deployment do: the limiter counts by
 * the key's id in that database, the same on every instance. recordingLimiters() gives them
 * a Redis limiter client each whose decisions go to one log, to check exactness against.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerConfig } from '../../../server/config';
import type { KeyLimiter } from '../../../server/limiter/key-limiter';
import { RedisLimiter } from '../../../server/limiter/redis-limiter';
import type { OpsConfig } from '../../../server/ops/ops-config';
import { type RunningServer, startServer } from '../../../server/start';
import { type LoggedDecision, recording } from './decision-log';

export const KEYS = new Map([
  ['demo-pro-key', 'pro' as const],
  ['other-pro-key', 'pro' as const],
]);

export interface Instances {
  servers: RunningServer[];
  post(i: number, body: unknown, key?: string): Promise<Response>;
  close(): Promise<void>;
}

export async function startInstances(
  count: number,
  config: Partial<ServerConfig>,
  ops: Partial<OpsConfig>,
  limiters: Array<KeyLimiter | undefined> = [],
  log?: (line: string) => void,
): Promise<Instances> {
  const servers: RunningServer[] = [];
  const shared = config.databaseUrl ?? config.databaseFile;
  const dir = shared === undefined ? mkdtempSync(join(tmpdir(), 'humanizer-instances-')) : '';
  const database = dir ? { databaseFile: join(dir, 'shared.sqlite') } : {};
  for (let i = 0; i < count; i += 1) {
    const limiter = limiters[i];
    servers.push(
      await startServer(
        { port: 0, host: '127.0.0.1', keys: KEYS, testFaults: false, ...database, ...config },
        { ops, log, ...(limiter ? { limiter } : {}) },
      ),
    );
  }
  return {
    servers,
    post(i, body, key = 'demo-pro-key') {
      const server = servers[i % servers.length]!;
      return fetch(`${server.baseUrl}/humanize`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    },
    async close() {
      await Promise.all(servers.map((server) => server.close()));
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Two connected Redis limiter clients on `url` (one per instance), both recording into `log`.
 * A long timeout by default: exactness on a loaded machine is measured, not failing fast.
 * The caller closes `clients`.
 */
export async function recordingLimiters(url: string, log: LoggedDecision[], timeoutMs = 3000) {
  const clients = [0, 1].map(() => new RedisLimiter({ url, timeoutMs }));
  await Promise.all(clients.map((c) => c.connect()));
  return { clients, limiters: clients.map((c) => recording(c, log)) };
}
