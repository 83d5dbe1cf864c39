// @vitest-environment node
/**
 * Failed authentications are limited per client address (issue 16, point 9): after
 * authFailureLimit 401s in the rolling window, every request from that address gets 429 with
 * Retry-After, whatever its key, until the oldest 401 leaves the window. 401s still count
 * against no key (contract-auth.test.ts).
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PRO_KEY, type TestServer, errorOf, serverForTest, sleep } from './harness';

const valid = { text: 'Hello there, world.' };

/** POST /v1/humanize from another loopback address (Linux routes all of 127/8 to lo). */
function postFrom(
  server: TestServer,
  localAddress: string,
  key: string,
): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(valid);
    const req = request(
      server.humanizeUrl,
      {
        method: 'POST',
        localAddress,
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('failed authentications', () => {
  it('answer 429 with Retry-After once an address used its budget of 401s, even for a valid key', async () => {
    const server = await serverForTest({ authFailureLimit: 5, authFailureWindowMs: 60_000 });
    for (let i = 0; i < 5; i += 1)
      expect((await server.post(valid, `guess-${i}`)).status).toBe(401);
    for (const key of ['guess-5', null, PRO_KEY]) {
      const refused = await server.post(valid, key);
      expect(refused.status, String(key)).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Nothing about a key: no key's quota, and the same answer for a valid and a wrong key.
      expect(refused.headers.get('ratelimit')).toBeNull();
      expect(refused.headers.get('www-authenticate')).toBeNull();
      const error = await errorOf(refused);
      expect(error.code).toBe('too_many_auth_failures');
      expect(error.message).toMatch(/Retry in \d+ s/u);
    }
  });

  it('count per client address: another address may still try, and its key is served', async () => {
    const server = await serverForTest({ authFailureLimit: 3 });
    for (let i = 0; i < 3; i += 1) {
      expect((await postFrom(server, '127.0.0.2', 'wrong')).status).toBe(401);
    }
    expect((await postFrom(server, '127.0.0.2', PRO_KEY)).status).toBe(429);
    expect((await postFrom(server, '127.0.0.3', 'wrong')).status).toBe(401);
    expect((await postFrom(server, '127.0.0.3', PRO_KEY)).status).toBe(200);
  });

  it('free one attempt as each 401 leaves the rolling window; 429s do not extend it', async () => {
    const WINDOW_MS = 3000;
    const server = await serverForTest({ authFailureLimit: 2, authFailureWindowMs: WINDOW_MS });
    const start = Date.now();
    expect((await server.post(valid, 'a')).status).toBe(401);
    await sleep(1500);
    expect((await server.post(valid, 'b')).status).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await server.post(valid, 'c')).status).toBe(429);
    // The first 401 has left the window; the second (1.5 s later) has not.
    await sleep(Math.max(0, start + WINDOW_MS + 150 - Date.now()));
    expect((await server.post(valid, PRO_KEY)).status).toBe(200);
    expect((await server.post(valid, 'd')).status).toBe(401);
    expect((await server.post(valid, PRO_KEY)).status).toBe(429);
  });

  it('count only 401s: 403s, 422s and 200s spend none of the budget', async () => {
    const server = await serverForTest({ authFailureLimit: 2 });
    for (let i = 0; i < 5; i += 1) {
      expect((await server.post(valid, 'demo-starter-key')).status).toBe(403);
      expect((await server.post('{bad', PRO_KEY)).status).toBe(422);
      expect((await server.post(valid, PRO_KEY)).status).toBe(200);
    }
    expect((await server.post(valid, 'wrong')).status).toBe(401);
    expect((await server.post(valid, 'wrong')).status).toBe(401);
    expect((await server.post(valid, 'wrong')).status).toBe(429);
  });

  it('leave every key its whole quota', async () => {
    const server = await serverForTest({ quota: 3, authFailureLimit: 2, authFailureWindowMs: 800 });
    for (let i = 0; i < 2; i += 1) expect((await server.post(valid, 'nope')).status).toBe(401);
    expect((await server.post(valid)).status).toBe(429);
    await sleep(900);
    for (let i = 0; i < 3; i += 1) expect((await server.post(valid)).status).toBe(200);
    expect((await errorOf(await server.post(valid))).code).toBe('rate_limited');
  });

  it('are forgotten by POST /__test/reset', async () => {
    const server = await serverForTest({ testFaults: true, authFailureLimit: 1 });
    expect((await server.post(valid, 'nope')).status).toBe(401);
    expect((await server.post(valid)).status).toBe(429);
    expect((await server.control('/__test/reset', '')).status).toBe(200);
    expect((await server.post(valid)).status).toBe(200);
  });
});
