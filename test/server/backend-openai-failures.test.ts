// @vitest-environment node
/** The language-model backend against a fake OpenAI-compatible server: failures, deadline, cancel. */
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { humanize } from '../../server/engine/index';
import { answerJson, answerRaw, until } from './support/fake-openai';
import {
  TEXT,
  backendErrorOf as errorOf,
  echo,
  fakeModelForFile,
  never,
  stall,
} from './support/fake-model';

const { fake, backendWith } = await fakeModelForFile();

describe('openai backend: upstream failures', () => {
  const SECRET = 'UPSTREAM-SECRET-DETAIL';

  it.each([
    [
      'a 500 error body',
      (response: ServerResponse) =>
        answerRaw(response, 500, JSON.stringify({ error: { message: SECRET } })),
    ],
    [
      'a 200 error body',
      (response: ServerResponse) =>
        answerRaw(response, 200, JSON.stringify({ error: { message: SECRET } })),
    ],
    ['garbage JSON', (response: ServerResponse) => answerRaw(response, 200, `{${SECRET}`)],
    [
      'an HTML page',
      (response: ServerResponse) => answerRaw(response, 502, `<html>${SECRET}</html>`, 'text/html'),
    ],
    [
      'an error event in a stream',
      (response: ServerResponse) =>
        answerRaw(response, 200, `data: {"error":"${SECRET}"}\n\n`, 'text/event-stream'),
    ],
  ])('%s: retried once, then the rule engine, nothing of it kept', async (_name, answer) => {
    fake.answer = (_call, response) => answer(response);
    const { backend, lines } = backendWith();
    expect(await backend.rewrite(TEXT, never)).toBe(humanize(TEXT));
    expect(fake.calls).toHaveLength(2);
    expect(backend.stats()).toMatchObject({ upstreamErrors: 2, upstreamCalls: 2, fallbacks: 1 });
    expect(lines.join('\n')).not.toContain(SECRET);
  });

  it('with OPENAI_ON_UPSTREAM_ERROR=error, fails with our own message', async () => {
    fake.answer = (_call, response) => answerRaw(response, 503, SECRET, 'text/plain');
    const { backend } = backendWith({ onUpstreamError: 'error' });
    const error = await errorOf(backend.rewrite(TEXT, never));
    expect(error.code).toBe('upstream_failed');
    expect(error.message).toMatch(/http_status/u);
    expect(error.message).not.toContain(SECRET);
  });

  it('stops reading an answer over OPENAI_MAX_RESPONSE_BYTES', async () => {
    fake.answer = (call, response) => answerJson(response, `${call.text}${' pad'.repeat(5000)}`);
    const { backend, lines } = backendWith({ maxResponseBytes: 4096 });
    expect(await backend.rewrite(TEXT, never)).toBe(humanize(TEXT));
    expect(lines.join('\n')).toMatch(/upstream too_large/u);
  });

  it('a model server that is not there: the rule engine answers', async () => {
    const { backend, lines } = backendWith({ baseUrl: 'http://127.0.0.1:9/v1' });
    expect(await backend.rewrite(TEXT, never)).toBe(humanize(TEXT));
    expect(lines.join('\n')).toMatch(/upstream network/u);
  });
});

describe('openai backend: deadline and cancellation', () => {
  it('a slow model: the deadline aborts its call and the rule engine answers in time', async () => {
    fake.answer = async (call, response) => {
      await stall(response, 10_000);
      echo(call, response);
    };
    const { backend } = backendWith({ deadlineMs: 300 });
    const started = Date.now();
    expect(await backend.rewrite(TEXT, never)).toBe(humanize(TEXT));
    expect(Date.now() - started).toBeLessThan(3000);
    await until(() => fake.calls[0]?.aborted === true);
    expect(fake.calls).toHaveLength(1);
    expect(backend.stats()).toMatchObject({ upstreamErrors: 1, fallbacks: 1 });
  });

  it('a slow model with OPENAI_ON_UPSTREAM_ERROR=error: the deadline fails the request', async () => {
    fake.answer = async (call, response) => {
      await stall(response, 10_000);
      echo(call, response);
    };
    const { backend } = backendWith({ deadlineMs: 300, onUpstreamError: 'error' });
    const error = await errorOf(backend.rewrite(TEXT, never));
    expect(error.code).toBe('upstream_failed');
    expect(error.message).toMatch(/upstream deadline \(1 attempts\)/u);
  });

  it('a client that goes away aborts every upstream call, and nothing falls back', async () => {
    fake.answer = async (call, response) => {
      await stall(response, 10_000);
      echo(call, response);
    };
    const client = new AbortController();
    const { backend } = backendWith({ chunkWords: 50, concurrency: 3 });
    const text = [1, 2, 3].map((n) => `Paragraph ${n}: ${'words '.repeat(45)}end.`).join('\n\n');
    const pending = errorOf(backend.rewrite(text, client.signal));
    await until(() => fake.calls.length === 3);
    client.abort();
    expect((await pending).code).toBe('aborted');
    await until(() => fake.calls.every((call) => call.aborted));
    expect(backend.stats()).toMatchObject({ upstreamErrors: 0, fallbacks: 0 });
  });
});
