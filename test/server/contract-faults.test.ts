// @vitest-environment node
/** Test-only fault injection (testFaults) over real HTTP. */
import { describe, expect, it } from 'vitest';
import { INTERNAL_ERROR_MESSAGE } from '../../server/core/errors';
import { errorOf, serverForTest, serverForFile } from './harness';

const server = await serverForFile({ quota: 1000, testFaults: true });
const valid = { text: 'Hello there, world.' };

async function control(path: string, body?: unknown): Promise<Response> {
  return fetch(`${server.origin}${path}`, {
    method: body === undefined && path === '/__test/requests' ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-test-token': server.testToken ?? '' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function log(): Promise<
  Array<{ at: number; key: string | null; text: string | null; status: number | null }>
> {
  return (await (await control('/__test/requests')).json()) as never;
}

describe('fault injection', () => {
  it('X-Test-Fail: 500 answers that request with a generic 500', async () => {
    const response = await server.post(valid, undefined, { 'x-test-fail': '500' });
    expect(response.status).toBe(500);
    const error = await errorOf(response);
    expect(error).toEqual({ code: 'internal_error', message: INTERNAL_ERROR_MESSAGE });
    expect(JSON.stringify(error)).not.toMatch(/at |\.ts|Injected|stack/u);
    expect(response.headers.get('ratelimit')).toMatch(/^"pro";/u);
    expect((await server.post(valid)).status).toBe(200);
  });

  it('X-Test-Delay-Ms delays the answer', async () => {
    const started = Date.now();
    const response = await server.post(valid, undefined, { 'x-test-delay-ms': '400' });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
  });

  it('supports long delays (45 s+) that end early when the server closes', async () => {
    const slow = await serverForTest({ testFaults: true });
    const pending = slow.post(valid, undefined, { 'x-test-delay-ms': '46000' }).then(
      (response) => response.status,
      () => 'aborted',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    await slow.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await pending).toBeDefined();
  });

  it('POST /__test/faults {failNext} fails the next n humanize requests, then recovers', async () => {
    expect((await control('/__test/reset', {})).status).toBe(200);
    const set = await control('/__test/faults', { failNext: 2 });
    expect(await set.json()).toMatchObject({
      failNext: 2,
      delayMs: 0,
      dropRateLimitHeaders: false,
    });
    expect((await server.post(valid)).status).toBe(500);
    expect((await server.post(valid)).status).toBe(500);
    expect((await server.post(valid)).status).toBe(200);
  });

  it('POST /__test/faults {answerNext} answers the next requests with those texts, charged as usual', async () => {
    expect((await control('/__test/reset', {})).status).toBe(200);
    const own = (await (await server.post(valid)).json()) as Record<string, unknown>;
    const set = await control('/__test/faults', { answerNext: ['First scripted.', 'Second.'] });
    expect(await set.json()).toMatchObject({ answerNext: ['First scripted.', 'Second.'] });
    const first = (await (await server.post(valid)).json()) as Record<string, unknown>;
    expect(first).toEqual({ ...own, humanized_text: 'First scripted.' });
    const second = (await (await server.post(valid)).json()) as Record<string, unknown>;
    expect(second.humanized_text).toBe('Second.');
    expect(await (await server.post(valid)).json()).toEqual(own);
    expect((await control('/__test/faults', { answerNext: 'not a list' })).status).toBe(422);
    expect((await control('/__test/faults', { answerNext: ['x'.repeat(100_001)] })).status).toBe(
      422,
    );
  });

  it('POST /__test/faults {delayMs} delays every humanize request until changed', async () => {
    await control('/__test/faults', { delayMs: 300 });
    const started = Date.now();
    expect((await server.post(valid)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await control('/__test/faults', { delayMs: 0 });
    const again = Date.now();
    await server.post(valid);
    expect(Date.now() - again).toBeLessThan(290);
  });

  it('dropRateLimitHeaders removes RateLimit, RateLimit-Policy and Retry-After', async () => {
    const limited = await serverForTest({ testFaults: true, quota: 1 });
    await limited.control('/__test/faults', { dropRateLimitHeaders: true });
    const ok = await limited.post(valid);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('ratelimit')).toBeNull();
    const refused = await limited.post(valid);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeNull();
    expect(refused.headers.get('ratelimit-policy')).toBeNull();
  });

  it('GET /__test/requests logs every humanize request with key, text and status', async () => {
    await control('/__test/reset', {});
    await server.post({ text: 'First text here.' });
    await server.post(valid, 'wrong-key');
    await server.post('{bad');
    const entries = await log();
    expect(entries.map((entry) => [entry.key, entry.text, entry.status])).toEqual([
      ['demo-pro-key', 'First text here.', 200],
      ['wrong-key', null, 401],
      ['demo-pro-key', null, 422],
    ]);
    expect(entries.every((entry) => typeof entry.at === 'number' && entry.at <= Date.now())).toBe(
      true,
    );
  });

  it('POST /__test/reset clears settings, log and rate-limit history', async () => {
    const limited = await serverForTest({ testFaults: true, quota: 1 });
    await limited.post(valid);
    expect((await limited.post(valid)).status).toBe(429);
    await limited.control('/__test/faults', { failNext: 5 });
    await limited.control('/__test/reset', '');
    expect((await limited.post(valid)).status).toBe(200);
    const entries = (await (await limited.control('/__test/requests')).json()) as unknown[];
    expect(entries).toHaveLength(1);
  });

  it('rejects invalid fault settings with 422', async () => {
    for (const body of [{ delayMs: -1 }, { failNext: 1.5 }, { dropRateLimitHeaders: 'yes' }, [1]]) {
      const response = await control('/__test/faults', body);
      expect(response.status).toBe(422);
      expect((await errorOf(response)).code).toBe('invalid_body');
    }
  });
});
