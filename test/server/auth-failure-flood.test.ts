// @vitest-environment node
/**
 * 1,000 wrong keys a second from one address (issue 29, point 7): the failed-authentication
 * limit (auth-failure-limiter.ts) holds under the flood (at most its budget of 401s, the rest
 * 429), and a client at another address keeps being served meanwhile, every request a 200.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PRO_KEY, type TestServer, serverForTest } from './harness';

function postFrom(server: TestServer, localAddress: string, key: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ text: 'Hello there, world.' });
    const req = request(
      server.humanizeUrl,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('a flood of wrong keys from one address', () => {
  it('is limited to its budget of 401s, and another address is served throughout', async () => {
    const server = await serverForTest({
      quota: 100_000,
      authFailureLimit: 30,
      authFailureWindowMs: 60_000,
    });
    const flood: Array<Promise<number>> = [];
    const others: number[] = [];
    let flooding = true;
    const other = (async () => {
      while (flooding) others.push(await postFrom(server, '127.0.0.3', PRO_KEY));
    })();
    // 1,000 wrong keys over one second: 100 every 100 ms.
    for (let tick = 0; tick < 10; tick += 1) {
      for (let i = 0; i < 100; i += 1)
        flood.push(postFrom(server, '127.0.0.2', `wrong-${tick}-${i}`));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const statuses = await Promise.all(flood);
    flooding = false;
    await other;
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(970);
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((s) => s !== 200)).toEqual([]);
  }, 60_000);
});
