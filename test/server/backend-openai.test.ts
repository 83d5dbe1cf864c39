// @vitest-environment node
/** The language-model backend against a fake OpenAI-compatible server: answers and guards. */
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { humanize } from '../../server/engine/index';
import { answerJson, answerStream } from './support/fake-openai';
import {
  TEXT,
  backendErrorOf as errorOf,
  echo,
  fakeModelForFile,
  modelRewrite,
  never,
  stall,
} from './support/fake-model';

const { fake, backendWith } = await fakeModelForFile();

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
