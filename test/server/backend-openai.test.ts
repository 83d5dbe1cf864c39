// @vitest-environment node
/** The language-model backend against a fake OpenAI-compatible server (never a live model). */
import type { ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { BackendError } from '../../server/backends/backend';
import { type OpenAiBackendConfig, OPENAI_DEFAULTS } from '../../server/backends/backend-config';
import { createOpenAiBackend } from '../../server/backends/openai-backend';
import { humanize } from '../../server/engine/index';
import {
  type FakeCall,
  answerJson,
  answerRaw,
  answerStream,
  fakeOpenAiForFile,
  until,
} from './fake-openai';

/** The fake model: other plain words than the rule engine's, everything else kept. */
const modelRewrite = (text: string) =>
  text.replace(/Furthermore, /gu, 'Plus, ').replace(/utilize/gu, 'work with');

const echo = (call: FakeCall, response: ServerResponse) =>
  answerJson(response, modelRewrite(call.text));

const fake = await fakeOpenAiForFile(echo);

function backendWith(overrides: Partial<OpenAiBackendConfig> = {}) {
  const lines: string[] = [];
  const backend = createOpenAiBackend(
    {
      kind: 'openai',
      baseUrl: fake.baseUrl,
      model: 'fake-model',
      ...OPENAI_DEFAULTS,
      ...overrides,
    },
    { log: (line) => lines.push(line) },
  );
  return { backend, lines };
}

const TEXT = 'Furthermore, we utilize 3 servers in Berlin.\n\nThe team utilize them daily.';
const never = new AbortController().signal;

/** Waits for `ms` or until the caller goes away. */
const stall = (response: ServerResponse, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    response.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });

async function errorOf(run: Promise<unknown>): Promise<BackendError> {
  const error = await run.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof BackendError))
    throw new Error(`expected a BackendError: ${String(error)}`);
  return error;
}

beforeEach(() => {
  fake.calls.length = 0;
  fake.maxInFlight = 0;
  fake.answer = echo;
});

describe('openai backend: answers', () => {
  it('the fake model and the rule engine write differently (so a fallback shows)', () => {
    expect(modelRewrite(TEXT)).not.toBe(TEXT);
    expect(humanize(TEXT)).not.toBe(modelRewrite(TEXT));
  });

  it('uses a JSON answer and sends model, instructions, text and key', async () => {
    const { backend } = backendWith({ apiKey: 'sk-upstream', maxTokens: 512 });
    expect(await backend.rewrite(TEXT, never)).toBe(modelRewrite(TEXT));
    const [call] = fake.calls;
    expect(call?.headers.authorization).toBe('Bearer sk-upstream');
    expect(call?.body).toMatchObject({ model: 'fake-model', stream: false, max_tokens: 512 });
    expect(call?.body.messages?.map((m) => m.role)).toEqual(['system', 'user']);
    expect(call?.text).toBe(TEXT);
    expect(backend.stats()).toMatchObject({ upstreamCalls: 1, guardFailures: 0, fallbacks: 0 });
    expect(backend.stats().latencyMs).toHaveLength(1);
  });

  it('uses a streamed answer', async () => {
    fake.answer = (call, response) => {
      const text = modelRewrite(call.text);
      answerStream(response, [text.slice(0, 7), text.slice(7, 20), text.slice(20)]);
    };
    const { backend } = backendWith({ stream: true });
    expect(await backend.rewrite(TEXT, never)).toBe(modelRewrite(TEXT));
    expect(fake.calls[0]?.body.stream).toBe(true);
    expect(fake.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('reads the shape the server sent, whichever was asked for', async () => {
    const { backend: streaming } = backendWith({ stream: true });
    expect(await streaming.rewrite(TEXT, never)).toBe(modelRewrite(TEXT)); // JSON to a stream request
    fake.answer = (call, response) => answerStream(response, [modelRewrite(call.text)]);
    const { backend: plain } = backendWith({ stream: false });
    expect(await plain.rewrite(TEXT, never)).toBe(modelRewrite(TEXT)); // SSE to a JSON request
    expect(fake.calls.map((call) => call.body.stream)).toEqual([true, false]);
  });

  it('cuts a long text along paragraphs, a bounded number at once, separators kept', async () => {
    fake.answer = async (call, response) => {
      await stall(response, 30);
      echo(call, response);
    };
    const paragraph = (n: number) =>
      `Furthermore, paragraph ${n} says we utilize ${'plain words here '.repeat(8)}today.`;
    const text = `  ${[1, 2, 3, 4, 5, 6].map(paragraph).join('\n\n\n')}\n`;
    const { backend } = backendWith({ chunkWords: 60, concurrency: 2 });
    expect(await backend.rewrite(text, never)).toBe(modelRewrite(text));
    expect(fake.calls.length).toBeGreaterThanOrEqual(3);
    expect(fake.maxInFlight).toBe(2);
    expect(fake.calls.every((call) => call.text === call.text.trim())).toBe(true);
  });

  it('removes a leading <think> block', async () => {
    fake.answer = (call, response) =>
      answerJson(
        response,
        `<think>\nThe user wants me to…\n</think>\n\n${modelRewrite(call.text)}`,
      );
    const { backend } = backendWith();
    expect(await backend.rewrite(TEXT, never)).toBe(modelRewrite(TEXT));
    expect(backend.stats().guardFailures).toBe(0);
  });
});

describe('openai backend: guards, retry and fallback', () => {
  it('retries once after a preamble, and uses the second answer', async () => {
    fake.answer = (call, response) =>
      answerJson(
        response,
        fake.calls.length === 1
          ? `Here is the rewritten text:\n\n${modelRewrite(call.text)}`
          : modelRewrite(call.text),
      );
    const { backend, lines } = backendWith();
    expect(await backend.rewrite(TEXT, never)).toBe(modelRewrite(TEXT));
    expect(fake.calls).toHaveLength(2);
    expect(backend.stats()).toMatchObject({
      guardFailures: 1,
      guardFailuresByReason: { preamble: 1 },
      fallbacks: 0,
    });
    expect(lines.join('\n')).toMatch(/chunk 1\/1 failed its guard "preamble"/u);
  });

  it.each([
    [
      'cut by length',
      (text: string, response: ServerResponse) => answerJson(response, text.slice(0, 20), 'length'),
      'unfinished',
    ],
    [
      'a changed number',
      (text: string, response: ServerResponse) => answerJson(response, text.replace('3', '4')),
      'protected_span',
    ],
    [
      'a dropped paragraph',
      (text: string, response: ServerResponse) => answerJson(response, text.replace('\n\n', ' ')),
      'paragraph_count',
    ],
    [
      'a stream cut short',
      (text: string, response: ServerResponse) => answerStream(response, [text], null, false),
      'unfinished',
    ],
  ])('falls back to the rule engine after two answers with %s', async (_name, answer, reason) => {
    fake.answer = (call, response) => answer(modelRewrite(call.text), response);
    const { backend } = backendWith();
    const result = await backend.rewrite(TEXT, never);
    expect(result).toBe(humanize(TEXT));
    expect(result).toContain('3 servers');
    expect(fake.calls).toHaveLength(2);
    expect(backend.stats()).toMatchObject({
      guardFailures: 2,
      guardFailuresByReason: { [reason]: 2 },
      fallbacks: 1,
    });
  });

  it('with OPENAI_ON_GUARD_FAILURE=error, fails the request instead', async () => {
    fake.answer = (call, response) => answerJson(response, call.text.replace('3', '4'));
    const { backend } = backendWith({ onGuardFailure: 'error' });
    const error = await errorOf(backend.rewrite(TEXT, never));
    expect(error.code).toBe('guard_failed');
    expect(error.message).toMatch(/protected_span/u);
    expect(backend.stats().fallbacks).toBe(0);
  });
});

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
