// @vitest-environment node
/** Error shape, X-Request-Id, 404/405, CORS preflight over real HTTP. */
import { describe, expect, it } from 'vitest';
import { errorOf, serverForTest, serverForFile } from './harness';

const server = await serverForFile({ quota: 1000 });
const valid = { text: 'Hello there, world.' };

describe('X-Request-Id', () => {
  it('is on every reply: 200, 401, 403, 404, 405, 413, 422, 429, 500 and 204', async () => {
    const limited = await serverForTest({ quota: 1, testFaults: true });
    await limited.post(valid);
    const replies: Array<[number, Response]> = [
      [200, await server.post(valid)],
      [401, await server.post(valid, null)],
      [403, await server.post(valid, 'demo-starter-key')],
      [404, await fetch(`${server.origin}/nowhere`)],
      [405, await fetch(server.humanizeUrl)],
      [413, await server.post('x'.repeat(1024 * 1024 + 1))],
      [422, await server.post('{')],
      [429, await limited.post(valid)],
      [500, await limited.post(valid, 'second-pro-key', { 'x-test-fail': '500' })],
      [204, await fetch(server.humanizeUrl, { method: 'OPTIONS' })],
    ];
    const ids = new Set<string>();
    for (const [status, response] of replies) {
      expect(response.status).toBe(status);
      const id = response.headers.get('x-request-id');
      expect(id, `status ${status}`).toMatch(/^[0-9a-f-]{36}$/u);
      ids.add(id ?? '');
    }
    expect(ids.size).toBe(replies.length);
  });
});

describe('error bodies', () => {
  it('are {"error": {"code", "message"}} with JSON content type', async () => {
    const response = await server.post('{');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/u);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['error']);
    expect(Object.keys(body.error as object).sort()).toEqual(['code', 'message']);
  });
});

describe('404 and 405', () => {
  it.each([
    ['GET', '/'],
    ['POST', '/humanize'],
    ['POST', '/v2/humanize'],
    ['POST', '/v1/humanize/extra'],
    ['GET', '/v1'],
  ])('%s %s → 404 not_found', async (method, path) => {
    const response = await fetch(`${server.origin}${path}`, { method });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('not_found');
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])(
    '%s /v1/humanize → 405 method_not_allowed with Allow',
    async (method) => {
      const response = await fetch(server.humanizeUrl, {
        method,
        headers: { authorization: 'Bearer demo-pro-key' },
      });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      expect((await errorOf(response)).code).toBe('method_not_allowed');
    },
  );

  it('an undecodable URL → 404 not_found with X-Request-Id', async () => {
    const response = await fetch(`${server.origin}/v1/%E0%A4%A`);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect((await errorOf(response)).code).toBe('not_found');
  });

  it('HEAD /v1/humanize → 405 without a body', async () => {
    const response = await fetch(server.humanizeUrl, { method: 'HEAD' });
    expect(response.status).toBe(405);
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('does not offer the test routes without testFaults', async () => {
    for (const [method, path] of [
      ['POST', '/__test/faults'],
      ['GET', '/__test/requests'],
      ['POST', '/__test/reset'],
    ] as const) {
      const response = await fetch(`${server.origin}${path}`, {
        method,
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(response.status, path).toBe(404);
      expect((await errorOf(response)).code).toBe('not_found');
    }
  });

  it('ignores X-Test-* headers without testFaults', async () => {
    const response = await server.post(valid, undefined, {
      'x-test-fail': '500',
      'x-test-delay-ms': '5000',
    });
    expect(response.status).toBe(200);
  });
});

describe('CORS', () => {
  it('answers a preflight with 204 allowing Authorization and Content-Type', async () => {
    const response = await fetch(server.humanizeUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://tools.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toMatch(
      /Authorization, Content-Type/u,
    );
  });

  it('lets a web page read the reply and its headers', async () => {
    const response = await server.post(valid, undefined, { origin: 'https://tools.example' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toMatch(
      /X-Request-Id.*Retry-After.*RateLimit/u,
    );
  });
});
