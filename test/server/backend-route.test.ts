// @vitest-environment node
/** POST /v1/humanize with a language model behind it (a fake OpenAI-compatible server). */
import { describe, expect, it, onTestFinished } from 'vitest';
import { OPENAI_DEFAULTS, type OpenAiBackendConfig } from '../../server/backends/backend-config';
import { humanize } from '../../server/engine/index';
import { INTERNAL_ERROR_MESSAGE } from '../../server/core/errors';
import { startServer } from '../../server/start';
import { answerJson, answerRaw, fakeOpenAiForFile, until } from './support/fake-openai';
import { PRO_KEY, errorOf, serverForTest } from './harness';

const fake = await fakeOpenAiForFile((call, response) =>
  answerJson(response, call.text.replace('utilize', 'work with')),
);
const SECRET = 'UPSTREAM-SECRET-DETAIL';
const TEXT = 'We utilize 2 tools every day.';

function openai(overrides: Partial<OpenAiBackendConfig> = {}): OpenAiBackendConfig {
  return { kind: 'openai', baseUrl: fake.baseUrl, model: 'fake', ...OPENAI_DEFAULTS, ...overrides };
}

/** A server for this test whose log lines are kept. */
async function serverWithLog(backend: OpenAiBackendConfig) {
  const lines: string[] = [];
  const server = await startServer(
    { port: 0, host: '127.0.0.1', keys: new Map([[PRO_KEY, 'pro']]), testFaults: false, backend },
    { log: (line) => lines.push(line) },
  );
  onTestFinished(() => server.close());
  return { server, lines };
}

describe('humanize route with HUMANIZER_BACKEND=openai', () => {
  it('answers with the model rewrite, counting and charging as always', async () => {
    const server = await serverForTest({ backend: openai() });
    const response = await server.post({ text: TEXT });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      humanized_text: 'We work with 2 tools every day.',
      word_count: 6,
      words_charged: 6,
    });
    expect(fake.calls).toHaveLength(1);
    expect(server.app.humanizerBackend.stats()).toMatchObject({ upstreamCalls: 1 });
  });

  it('the rule engine stays the default', async () => {
    const server = await serverForTest();
    const response = await server.post({ text: TEXT });
    expect((await response.json()).humanized_text).toBe(humanize(TEXT));
    expect(fake.calls).toHaveLength(0);
  });

  it('a failing model server with OPENAI_ON_UPSTREAM_ERROR=error: a generic 500, nothing leaked', async () => {
    fake.answer = (_call, response) =>
      answerRaw(response, 500, JSON.stringify({ error: { message: SECRET } }));
    const { server, lines } = await serverWithLog(openai({ onUpstreamError: 'error' }));
    const response = await fetch(`${server.baseUrl}/humanize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${PRO_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: TEXT }),
    });
    expect(response.status).toBe(500);
    const raw = await response.clone().text();
    expect(await errorOf(response)).toEqual({
      code: 'internal_error',
      message: INTERNAL_ERROR_MESSAGE,
    });
    expect(raw + JSON.stringify([...response.headers])).not.toContain(SECRET);
    expect(response.headers.get('ratelimit')).toMatch(/^"pro";/u);
    expect(lines.join('\n')).toMatch(/upstream_failed/u);
    expect(lines.join('\n')).not.toContain(SECRET);
  });

  it('a guard failure falls back to the rule engine: still a 200', async () => {
    fake.answer = (call, response) => answerJson(response, call.text.replace('2', '3'));
    const server = await serverForTest({ backend: openai() });
    const response = await server.post({ text: TEXT });
    expect(response.status).toBe(200);
    expect((await response.json()).humanized_text).toBe(humanize(TEXT));
    expect(fake.calls).toHaveLength(2);
    // The backend's counters reach /metrics (server-limit's registry), beside the ledger write.
    const metrics = server.operations.metrics.registry.render();
    expect(metrics).toMatch(
      /humanizer_backend_guard_failures_total\{backend="openai",guard="[a-z_]+"\} 2/u,
    );
    expect(metrics).toContain('humanizer_fallbacks_total{what="backend_rule_engine"} 1');
    expect(metrics).toContain('humanizer_backend_upstream_calls_total{backend="openai"} 2');
    expect(metrics).toContain('humanizer_ledger_writes_total{result="written"} 1');
    expect(metrics).toMatch(/humanizer_backend_seconds_count\{backend="openai"\} 1/u);
  });

  it('a client that disconnects cancels the upstream call', async () => {
    fake.answer = () => undefined; // never answers
    const { server, lines } = await serverWithLog(openai());
    const client = new AbortController();
    const pending = fetch(`${server.baseUrl}/humanize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${PRO_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: TEXT }),
      signal: client.signal,
    }).catch((error: unknown) => error);
    await until(() => fake.calls.length === 1);
    expect(fake.calls[0]?.aborted).toBe(false);
    client.abort();
    await pending;
    await until(() => fake.calls[0]?.aborted === true);
    // Nothing to report: no internal error, no upstream failure (Fastify logs no aborted request).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines).toEqual([]);
  });
});
