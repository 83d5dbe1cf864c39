// @vitest-environment node
/**
 * The client never follows a redirect (issue 10, point 5), against a real HTTP server, and
 * reports it as a redirect (issue 16, point 4), never as a network failure to retry.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessages } from '../i18n/english-messages';
import { callHumanize, type ClientDeps } from './client';
import { PERMANENT_KINDS } from '../model/errors';

let redirecting: Server;
let target: Server;
let targetHits = 0;
const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const listen = (server: Server) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

beforeAll(async () => {
  target = createServer((_request, response) => {
    targetHits += 1;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ humanized_text: 'stolen', word_count: 1, words_charged: 1 }));
  });
  await listen(target);
  redirecting = createServer((_request, response) => {
    response.writeHead(307, { location: `${origin(target)}/v1/humanize` }).end();
  });
  await listen(redirecting);
});

afterAll(() => {
  redirecting.close();
  target.close();
});

const deps: ClientDeps = {
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
  isOriginPermitted: async () => true,
  timeoutMs: 5000,
  t: englishMessages,
};

describe('a redirecting API', () => {
  it('is refused plainly, and the text never reaches the other address', async () => {
    const outcome = await callHumanize(
      {
        baseUrl: `${origin(redirecting)}/v1`,
        apiKey: 'k-1',
        keyOrigin: origin(redirecting),
        text: 'Hello there',
      },
      deps,
    );
    expect(outcome).toMatchObject({
      ok: false,
      sent: true,
      error: {
        kind: 'invalid_request',
        action: 'open_options',
        message: englishMessages('apiRedirected'),
      },
    });
    expect(targetHits).toBe(0);
  });

  it('is told from a network failure in a browser, where fetch hides the redirect', async () => {
    // Chrome's fetch: `redirect: 'error'` rejects with "Failed to fetch", as offline does;
    // `redirect: 'manual'` resolves with an opaque redirect (status 0, no headers, no body).
    const chromeLikeFetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.redirect !== 'manual') throw new TypeError('Failed to fetch');
      const opaque = { type: 'opaqueredirect', status: 0, ok: false, body: null };
      return { ...opaque, headers: new Headers() } as unknown as Response;
    }) as typeof fetch;
    const outcome = await callHumanize(
      {
        baseUrl: `${origin(redirecting)}/v1`,
        apiKey: 'k-1',
        keyOrigin: origin(redirecting),
        text: 'Hello there',
      },
      { ...deps, fetch: chromeLikeFetch },
    );
    expect(outcome).toMatchObject({
      ok: false,
      error: { kind: 'invalid_request', message: englishMessages('apiRedirected') },
    });
    // Permanent: the queue fails the job on it rather than sending it again.
    if (!outcome.ok) expect(PERMANENT_KINDS.has(outcome.error.kind)).toBe(true);
  });
});

describe('a key that cannot travel in a header', () => {
  it('is never sent', async () => {
    let sent = 0;
    const outcome = await callHumanize(
      {
        baseUrl: `${origin(target)}/v1`,
        apiKey: 'demo\u200Bkey',
        keyOrigin: origin(target),
        text: 'Hello there',
      },
      { ...deps, fetch: async (...args) => ((sent += 1), fetch(...args)) },
    );
    expect(outcome).toMatchObject({ ok: false, sent: false, error: { kind: 'invalid_request' } });
    expect(sent).toBe(0);
  });
});
