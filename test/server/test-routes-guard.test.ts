// @vitest-environment node
/**
 * The /__test routes answer only the test process (issue 16, point 9): never a request with an
 * Origin (a web page), never without the run's X-Test-Token, and never with CORS headers.
 */
import { describe, expect, it } from 'vitest';
import { errorOf, serverForFile, serverForTest } from './harness';

const server = await serverForFile({ testFaults: true });
const PAGE = 'https://attacker.example';
const ROUTES = [
  ['GET', '/__test/requests'],
  ['POST', '/__test/faults'],
  ['POST', '/__test/reset'],
] as const;

async function call(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Response> {
  return fetch(`${server.origin}${path}`, {
    method,
    headers,
    body: method === 'POST' ? (body ?? '{"failNext": 3}') : undefined,
  });
}

async function expectRefused(response: Response): Promise<void> {
  expect(response.status).toBe(403);
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
  const text = await response.text();
  expect(text).not.toContain('demo-pro-key');
  expect(JSON.parse(text)).toMatchObject({ error: { code: 'forbidden' } });
}

/** The server still runs with default switches and has logged the given texts. */
async function expectUntouched(): Promise<void> {
  expect((await server.post({ text: 'Still fine here.' })).status).toBe(200);
  const log = (await (await server.control('/__test/requests')).json()) as Array<{
    text: string | null;
  }>;
  expect(log.at(-1)?.text).toBe('Still fine here.');
}

describe('the /__test routes', () => {
  it('are refused to a web page: a simple cross-origin request, without the token', async () => {
    await server.post({ text: 'A secret draft.' });
    for (const [method, path] of ROUTES) {
      const response = await call(method, path, {
        origin: PAGE,
        'content-type': 'text/plain;charset=UTF-8',
      });
      await expectRefused(response);
    }
    await expectUntouched();
  });

  it('are refused to a web page even with the right token', async () => {
    for (const [method, path] of ROUTES) {
      const token = server.testToken ?? '';
      await expectRefused(await call(method, path, { origin: PAGE, 'x-test-token': token }));
      await expectRefused(await call(method, path, { origin: 'null', 'x-test-token': token }));
    }
    await expectUntouched();
  });

  it('are refused without the token or with a wrong one (a same-origin GET has no Origin)', async () => {
    const wrong = `${server.testToken ?? ''}x`;
    for (const [method, path] of ROUTES) {
      await expectRefused(await call(method, path, {}));
      await expectRefused(await call(method, path, { 'x-test-token': wrong }));
      await expectRefused(await call(method, path, { 'x-test-token': '' }));
    }
    await expectUntouched();
  });

  it('answer no CORS preflight, so a page cannot send the token header at all', async () => {
    for (const [method, path] of ROUTES) {
      const response = await fetch(`${server.origin}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: PAGE,
          'access-control-request-method': method,
          'access-control-request-headers': 'x-test-token',
        },
      });
      expect(response.status).not.toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-headers')).toBeNull();
    }
  });

  it('answer the test process: no Origin and the run’s token', async () => {
    const response = await server.control('/__test/requests');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it('are not offered to web pages in the API’s own preflight (no X-Test-* headers)', async () => {
    const response = await fetch(server.humanizeUrl, {
      method: 'OPTIONS',
      headers: { origin: PAGE, 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).not.toMatch(/x-test/iu);
  });

  it('have a secret of its own per run', async () => {
    expect(server.testToken).toMatch(/^[\x21-\x7e]{32,}$/u);
    const other = await serverForTest({ testFaults: true });
    expect(other.testToken).not.toBe(server.testToken);
    await expectRefused(
      await fetch(`${other.origin}/__test/requests`, {
        headers: { 'x-test-token': server.testToken ?? '' },
      }),
    );
  });
});

describe('errors', () => {
  it('say why a test route refused', async () => {
    const page = await call('GET', '/__test/requests', { origin: PAGE });
    expect((await errorOf(page)).message).toMatch(/Origin/u);
    const noToken = await call('GET', '/__test/requests', {});
    expect((await errorOf(noToken)).message).toMatch(/x-test-token/iu);
  });
});
