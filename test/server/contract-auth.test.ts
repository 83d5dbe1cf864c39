// @vitest-environment node
/** Authentication and plans over real HTTP (contract-decisions.md, "Authentication"). */
import { describe, expect, it } from 'vitest';
import { PRO_KEY, STARTER_KEY, errorOf, serverForTest, serverForFile } from './harness';

const server = await serverForFile({ quota: 5 });
const valid = { text: 'Hello there, world.' };

describe('401 unauthorized', () => {
  const cases: Array<[string, Record<string, string>]> = [
    ['no Authorization header', {}],
    ['an empty header', { authorization: '' }],
    [
      'another scheme',
      { authorization: `Basic ${Buffer.from(`${PRO_KEY}:x`).toString('base64')}` },
    ],
    ['Bearer without a token', { authorization: 'Bearer' }],
    ['an unknown key', { authorization: 'Bearer not-a-key' }],
    ['a key differing in case', { authorization: `Bearer ${PRO_KEY.toUpperCase()}` }],
  ];
  for (const [name, headers] of cases) {
    it(`answers 401 with WWW-Authenticate: Bearer for ${name}`, async () => {
      const response = await fetch(server.humanizeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(valid),
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(response.headers.get('x-request-id')).toBeTruthy();
      expect(response.headers.get('ratelimit')).toBeNull();
      expect((await errorOf(response)).code).toBe('unauthorized');
    });
  }

  it('accepts the scheme in any case', async () => {
    const response = await server.post(valid, null, { authorization: `bearer ${PRO_KEY}` });
    expect(response.status).toBe(200);
  });

  it('checks the key before the body: bad key + bad body → 401', async () => {
    for (const body of ['{not json', '[]', JSON.stringify({ text: 42 })]) {
      const response = await server.post(body, 'wrong-key');
      expect(response.status).toBe(401);
      expect((await errorOf(response)).code).toBe('unauthorized');
    }
  });

  it('answers 401 for a bad key even when the body is over 1 MiB', async () => {
    const response = await server.post('x'.repeat(1024 * 1024 + 10), 'wrong-key');
    expect(response.status).toBe(401);
  });

  it('good key + bad body → 422', async () => {
    const response = await server.post('{not json', 'second-pro-key');
    expect(response.status).toBe(422);
    expect((await errorOf(response)).code).toBe('invalid_body');
  });
});

describe('403 plan_required', () => {
  it('answers a Starter key with 403 plan_required, whatever the body', async () => {
    for (const body of [valid, '{bad']) {
      const response = await server.post(body, STARTER_KEY);
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe('plan_required');
      expect(response.headers.get('x-request-id')).toBeTruthy();
    }
  });
});

describe('401s consume no quota', () => {
  it('lets a Pro key use its whole quota after many 401s', async () => {
    const fresh = await serverForTest({ quota: 3 });
    for (let i = 0; i < 10; i += 1) expect((await fresh.post(valid, 'nope')).status).toBe(401);
    for (let i = 0; i < 10; i += 1) expect((await fresh.post(valid, null)).status).toBe(401);
    for (let i = 0; i < 3; i += 1) expect((await fresh.post(valid)).status).toBe(200);
    expect((await fresh.post(valid)).status).toBe(429);
  });
});
