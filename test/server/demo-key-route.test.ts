// @vitest-environment node
/**
 * GET /v1/demo-key (issue 28): the welcome page's one-click demo key. Only the public demo key,
 * only in demo mode, only on loopback, never to a web page (no CORS, web origins refused).
 */
import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from '../../server/demo-key-route';
import { PRO_KEY, serverForTest } from './harness';

const demoKeyUrl = (baseUrl: string) => `${baseUrl}/demo-key`;

describe('GET /v1/demo-key', () => {
  it('gives the Pro demo key in demo mode, to the extension and to a local shell, without CORS', async () => {
    const server = await serverForTest({ demoKeys: true });
    const asked: Array<Record<string, string>> = [{}, { origin: 'chrome-extension://abcdefghij' }];
    for (const headers of asked) {
      const res = await fetch(demoKeyUrl(server.baseUrl), { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(await res.json()).toEqual({ key: PRO_KEY, plan: 'pro' });
    }
    // The key it gives works.
    expect((await server.post({ text: 'It is important to note that this works.' })).status).toBe(
      200,
    );
  });

  it('refuses a web page (404, no CORS header) even in demo mode', async () => {
    const server = await serverForTest({ demoKeys: true });
    const res = await fetch(demoKeyUrl(server.baseUrl), {
      headers: { origin: 'http://evil.example' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await res.text()).not.toContain(PRO_KEY);
  });

  it('does not exist outside demo mode, nor for keys that are not the public demo keys', async () => {
    const plain = await serverForTest({ demoKeys: false });
    expect((await fetch(demoKeyUrl(plain.baseUrl))).status).toBe(404);
    const real = await serverForTest({
      demoKeys: true,
      keys: new Map([['real-secret-key-0123456789', 'pro']]),
    });
    const res = await fetch(demoKeyUrl(real.baseUrl));
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('real-secret');
  });
});

describe('isLoopbackAddress', () => {
  it('accepts this computer only', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(a)).toBe(true);
    }
    for (const a of ['10.0.0.1', '192.168.1.2', '::ffff:10.0.0.1', 'fe80::1', '', undefined]) {
      expect(isLoopbackAddress(a)).toBe(false);
    }
  });
});
