/**
 * A tiny hostile (or buggy) provider for end-to-end tests: a Node HTTP server on a free
 * loopback port whose answers each test scripts, request by request. The extension reaches
 * 127.0.0.1 and localhost without a permission prompt (the manifest grants both).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The JSON body's `text`, or null when the body was not `{"text": …}`. */
  text: string | null;
}

/** Answers one request; `index` counts the requests this stub received, from 0. */
export type StubAnswer = (
  request: StubRequest,
  response: ServerResponse,
  index: number,
) => void | Promise<void>;

export interface StubProvider {
  /** http://HOST:PORT/v1 */
  readonly baseUrl: string;
  readonly origin: string;
  readonly requests: StubRequest[];
  /** Bytes of body written by `endless` answers before the client stopped reading. */
  readonly written: { bytes: number; closed: boolean };
  answer: StubAnswer;
  close(): Promise<void>;
}

/** What the reference server would say: the text upper-cased, charged by its words. */
export const humanized = (text: string) => ({
  humanized_text: text.toUpperCase(),
  word_count: text.split(/\s+/).filter(Boolean).length,
  words_charged: text.split(/\s+/).filter(Boolean).length,
});

export function replyJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** The default answer: a proper success for the request's text. */
export const succeed: StubAnswer = (request, response) =>
  replyJson(response, 200, humanized(request.text ?? ''));

async function readRequest(request: IncomingMessage): Promise<StubRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  let text: string | null = null;
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { text?: unknown };
    if (typeof body.text === 'string') text = body.text;
  } catch {
    text = null;
  }
  return {
    method: request.method ?? '',
    path: request.url ?? '',
    authorization: request.headers.authorization,
    text,
  };
}

/** `host` is how the extension addresses it: 127.0.0.1 or localhost (another origin). */
export async function startStubProvider(host = '127.0.0.1'): Promise<StubProvider> {
  const written = { bytes: 0, closed: false };
  const server = createServer((request, response) => {
    void readRequest(request).then(async (logged) => {
      stub.requests.push(logged);
      await stub.answer(logged, response, stub.requests.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  const stub: StubProvider = {
    baseUrl: `${origin}/v1`,
    origin,
    requests: [],
    written,
    answer: succeed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stub;
}

/**
 * A 200 whose body starts like a success and never ends: writes until the client stops
 * reading (or 256 MiB, so a test against code without a cap still ends).
 */
export function endless(stub: StubProvider): StubAnswer {
  return (_request, response) => {
    stub.written.bytes = 0;
    stub.written.closed = false;
    response.on('close', () => (stub.written.closed = true));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"humanized_text":"');
    const chunk = 'a'.repeat(64 * 1024);
    const pump = () => {
      while (!response.destroyed && stub.written.bytes < 256 * 1024 * 1024) {
        stub.written.bytes += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      response.end('"}');
    };
    pump();
  };
}
