// @vitest-environment node
/**
 * PostgreSQL stopped and restarted mid-load (issue 29, points 3, 5 and 7), with the store and
 * the operations wired together: while the database is down, /readyz answers 503 and requests
 * fail without a charge; once it is back, /readyz is 200 again and requests are served. Every
 * 200 has exactly one ledger row and no row exists without a 200. Real PostgreSQL, started here.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../server/store/open-store';
import { startServer } from '../../server/start';
import { startPostgres } from './support/postgres-engine';
import { DEFAULTS, PRO_KEY, sleep } from './harness';

const engine = await startPostgres();
afterAll(() => engine.stop());

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await sleep(50);
  }
}

describe('PostgreSQL stopped and restarted mid-load', () => {
  it('answers no 200 without its ledger row, and /readyz is 503 while the database is down', async () => {
    const databaseUrl = await engine.freshSchemaUrl();
    const server = await startServer(
      { ...DEFAULTS, databaseUrl, quota: 1_000_000, keyCacheMs: 0 },
      { ops: { redisUrl: undefined } },
    );
    const origin = server.baseUrl.replace(/\/v1$/u, '');
    const readyz = () => fetch(`${origin}/readyz`).then((response) => response.status);
    const served = new Set<string>();
    const statuses: number[] = [];
    let loading = true;
    let n = 0;
    const client = async () => {
      while (loading) {
        n += 1;
        const response = await fetch(`${server.baseUrl}/humanize`, {
          method: 'POST',
          headers: { authorization: `Bearer ${PRO_KEY}`, 'content-type': 'application/json' },
          body: JSON.stringify({ text: `Request ${n}: we utilize robust tooling.` }),
        });
        await response.arrayBuffer();
        statuses.push(response.status);
        if (response.status === 200) served.add(response.headers.get('x-request-id') ?? '');
      }
    };
    try {
      expect(await readyz()).toBe(200);
      const clients = [client(), client(), client()];
      await sleep(500);
      await engine.halt();
      await until('/readyz 503', async () => (await readyz()) === 503, 5_000);
      const before = statuses.length;
      await sleep(1_000);
      expect(await readyz()).toBe(503);
      const duringOutage = statuses.slice(before);
      expect(duringOutage.length).toBeGreaterThan(0);
      expect(duringOutage.every((status) => status !== 200)).toBe(true);
      await engine.resume();
      await until('/readyz 200', async () => (await readyz()) === 200, 20_000);
      const after = statuses.length;
      await sleep(700);
      loading = false;
      await Promise.all(clients);
      expect(statuses.slice(after)).toContain(200);
      expect(new Set(statuses)).toEqual(new Set([200, 500]));
    } finally {
      loading = false;
      await server.close();
    }
    const store = await openStore({ databaseUrl, databaseFile: ':memory:' });
    try {
      const { rows } = await store.db.query('SELECT request_id FROM ledger');
      const charged = rows.map((row) => String(row.request_id));
      expect(charged.length).toBe(new Set(charged).size);
      expect(new Set(charged)).toEqual(served);
    } finally {
      await store.close();
    }
  }, 60_000);
});
