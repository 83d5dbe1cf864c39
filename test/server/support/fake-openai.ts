/**
 * A fake OpenAI-compatible chat-completions server for the backend tests (node:http on a
 * loopback port): each test says how it answers; every call is recorded, with whether the
 * caller went away before the answer was complete. Never a live model. fakeOpenAiForFile() is
 * the one setup of the test files: started once per file, reset before each test (no calls,
 * the file's own answer), closed after.
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach } from 'vitest';

export interface FakeCall {
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    max_tokens?: number;
    messages?: Array<{ role: string; content: string }>;
  };
  /** The text to rewrite (the user message). */
  text: string;
  /** The caller closed the connection before the answer ended. */
  aborted: boolean;
}

export type Answer = (call: FakeCall, response: ServerResponse) => void | Promise<void>;

export interface FakeOpenAi {
  /** http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  calls: FakeCall[];
  /** How the next calls are answered. */
  answer: Answer;
  /** Calls being answered right now, and the most at once. */
  inFlight: number;
  maxInFlight: number;
  close(): Promise<void>;
}

export function answerJson(
  response: ServerResponse,
  content: string | null,
  finishReason: string | null = 'stop',
): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    }),
  );
}

/** A streamed answer: one SSE event per piece, then the finish reason and [DONE]. */
export function answerStream(
  response: ServerResponse,
  pieces: string[],
  finishReason: string | null = 'stop',
  done = true,
): void {
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
  const event = (delta: object, reason: string | null) =>
    `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: reason }] })}\n\n`;
  response.write(': keep-alive comment\n\n');
  response.write(event({ role: 'assistant' }, null));
  for (const piece of pieces) response.write(event({ content: piece }, null));
  if (finishReason !== null) response.write(event({}, finishReason));
  response.end(done ? 'data: [DONE]\n\n' : '');
}

export function answerRaw(
  response: ServerResponse,
  status: number,
  body: string,
  type = 'application/json',
): void {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/**
 * Starts the fake for the current test file (call at top level); before each test it has no
 * calls and answers with `answer` again; closed after the file.
 */
export async function fakeOpenAiForFile(answer: Answer): Promise<FakeOpenAi> {
  const fake = await startFakeOpenAi(answer);
  beforeEach(() => {
    fake.calls.length = 0;
    fake.maxInFlight = 0;
    fake.answer = answer;
  });
  afterAll(() => fake.close());
  return fake;
}

export async function startFakeOpenAi(answer: Answer): Promise<FakeOpenAi> {
  const server = createServer((request, response) => {
    void (async () => {
      const body = JSON.parse(await readBody(request)) as FakeCall['body'];
      const call: FakeCall = {
        headers: request.headers,
        body,
        text: body.messages?.find((message) => message.role === 'user')?.content ?? '',
        aborted: false,
      };
      fake.calls.push(call);
      fake.inFlight += 1;
      fake.maxInFlight = Math.max(fake.maxInFlight, fake.inFlight);
      response.on('close', () => {
        fake.inFlight -= 1;
        if (!response.writableFinished) call.aborted = true;
      });
      if (request.url !== '/v1/chat/completions' || request.method !== 'POST') {
        answerRaw(response, 404, '{"error":{"message":"no such route"}}');
        return;
      }
      await fake.answer(call, response);
    })();
  });
  // Idle connections stay open longer than a test file runs: a keep-alive connection closed by
  // the server just as the client reuses it would fail a call the test did not mean to fail.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeOpenAi = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls: [],
    answer,
    inFlight: 0,
    maxInFlight: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

/** Waits until `condition` holds (polling every 10 ms, at most `ms`). */
export async function until(condition: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
