// @vitest-environment node
/**
 * Operations (issue 29, point 5): /livez, /readyz with registered checks and while draining,
 * /metrics in the Prometheus text format on its own port (never on the API port), and one JSON
 * log line per request with the Authorization header redacted and no key anywhere.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { MetricsRegistry } from '../../server/ops/metrics-registry';
import { startServer } from '../../server/start';
import { PRO_KEY } from './harness';

const valid = { text: 'Furthermore, we utilize robust tooling.' };
const KEYS = new Map([[PRO_KEY, 'pro' as const]]);

async function server(lines: string[] = [], metricsPort?: number) {
  const running = await startServer(
    { port: 0, host: '127.0.0.1', keys: KEYS, testFaults: false, quota: 30, windowMs: 60_000 },
    { log: (line) => lines.push(line), ops: metricsPort === undefined ? {} : { metricsPort } },
  );
  onTestFinished(() => running.close());
  const origin = running.baseUrl.replace(/\/v1$/u, '');
  const post = (key: string, body: unknown = valid) =>
    fetch(`${running.baseUrl}/humanize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { running, origin, post };
}

describe('operations', () => {
  it('/livez answers 200; /readyz follows every registered check', async () => {
    const { running, origin } = await server();
    expect((await fetch(`${origin}/livez`)).status).toBe(200);
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(200);
    let storeUp = true;
    running.operations.readiness.register('store', async () => {
      if (!storeUp) throw new Error('database refused the connection');
    });
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
    storeUp = false;
    const down = await fetch(`${origin}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({
      ready: false,
      checks: { store: 'database refused the connection' },
    });
    running.operations.readiness.register('store', () => new Promise(() => {}));
    const hung = await fetch(`${origin}/readyz`);
    expect(hung.status).toBe(503);
    expect(((await hung.json()) as { checks: Record<string, string> }).checks.store).toMatch(
      /no answer/u,
    );
  });

  it('serves /metrics on its own port only, counting requests by status and limiter decisions', async () => {
    const { running, origin, post } = await server([], 0);
    expect(running.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/u);
    expect(new URL(running.metricsUrl!).port).not.toBe(String(running.port));
    expect((await post(PRO_KEY)).status).toBe(200);
    expect((await post('wrong-key')).status).toBe(401);
    expect((await fetch(`${origin}/metrics`)).status).toBe(404);
    const response = await fetch(running.metricsUrl!);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/u);
    const text = await response.text();
    expect(text).toContain('# TYPE humanizer_http_requests_total counter');
    expect(text).toContain('humanizer_http_requests_total{route="/v1/humanize",status="200"} 1');
    expect(text).toContain('humanizer_http_requests_total{route="/v1/humanize",status="401"} 1');
    expect(text).toContain(
      'humanizer_limiter_decisions_total{limiter="memory",decision="allowed"} 1',
    );
    expect(text).toMatch(/humanizer_backend_seconds_count\{backend="rules"\} 1/u);
    expect(text).toMatch(
      /humanizer_limiter_decision_seconds_bucket\{limiter="memory",le="\+Inf"\} 1/u,
    );
    expect(text).not.toContain(PRO_KEY);
  });

  it('logs one JSON line per request, with the Authorization header redacted and no key', async () => {
    const lines: string[] = [];
    const { origin, post } = await server(lines);
    const secret = 'sk-live-very-secret-key-0123456789';
    await post(PRO_KEY);
    await post(secret);
    await fetch(`${origin}/v1/humanize?key=${secret}`, { method: 'POST' });
    await fetch(`${origin}/livez`);
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records).toHaveLength(4);
    expect(records.map((r) => r.status)).toEqual([200, 401, 401, 200]);
    expect(records[0]).toMatchObject({
      msg: 'request',
      method: 'POST',
      path: '/v1/humanize',
      limit: 'allowed',
      headers: { authorization: '[redacted]' },
    });
    expect(records[2]!.path).toBe('/v1/humanize');
    const all = lines.join('\n');
    expect(all).not.toContain(secret);
    expect(all).not.toContain(PRO_KEY);
  });

  it('while draining: /readyz 503, new requests 503 with Connection: close, /livez still 200', async () => {
    const { running, origin, post } = await server();
    running.operations.readiness.draining = true;
    const refused = await post(PRO_KEY);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('connection')).toBe('close');
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await fetch(`${origin}/readyz`)).status).toBe(503);
    expect((await fetch(`${origin}/livez`)).status).toBe(200);
  });
});

describe('MetricsRegistry', () => {
  it('returns the same metric for the same name, refuses another type, escapes labels', () => {
    const registry = new MetricsRegistry();
    const writes = registry.counter('humanizer_ledger_writes_total', 'Ledger rows', ['result']);
    expect(registry.counter('humanizer_ledger_writes_total', 'Ledger rows', ['result'])).toBe(
      writes,
    );
    expect(() => registry.histogram('humanizer_ledger_writes_total', 'x')).toThrow(/another type/u);
    expect(() => registry.counter('bad name', 'x')).toThrow(/invalid/u);
    writes.inc({ result: 'ok' });
    writes.inc({ result: 'ok' }, 2);
    writes.inc({ result: 'a"b\\c\nd' });
    const text = registry.render();
    expect(text).toContain('humanizer_ledger_writes_total{result="ok"} 3');
    expect(text).toContain('humanizer_ledger_writes_total{result="a\\"b\\\\c\\nd"} 1');
    const latency = registry.histogram('x_seconds', 'x', [], [0.1, 1]);
    latency.observe({}, 0.05);
    latency.observe({}, 0.5);
    latency.observe({}, 5);
    expect(registry.render()).toContain(
      'x_seconds_bucket{le="0.1"} 1\nx_seconds_bucket{le="1"} 2\nx_seconds_bucket{le="+Inf"} 3\nx_seconds_sum 5.55\nx_seconds_count 3',
    );
  });
});
