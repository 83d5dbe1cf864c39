import { describe, expect, it, vi } from 'vitest';
import { englishMessages } from '../i18n/english-messages';
import { callHumanize, type ClientDeps } from './client';
import { parseRateLimit, parseRetryAfter } from './rate-headers';
import { interpretProbe } from './probe';

const NOW = Date.parse('2026-03-10T12:00:00Z');

function deps(reply: () => Promise<Response> | Response, over: Partial<ClientDeps> = {}) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => reply());
  const d: ClientDeps = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => NOW,
    isOriginPermitted: async () => true,
    timeoutMs: 1000,
    t: englishMessages,
    ...over,
  };
  return { d, fetch };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });

const call = {
  baseUrl: 'https://api.example.com/',
  apiKey: 'k-1',
  keyOrigin: 'https://api.example.com',
  text: 'Hello there',
};

describe('callHumanize', () => {
  it('posts the text with the Bearer key to the normalised endpoint', async () => {
    const { d, fetch } = deps(() =>
      json(
        200,
        { humanized_text: 'Hi', word_count: 2, words_charged: 7 },
        { 'x-request-id': 'r1' },
      ),
    );
    const outcome = await callHumanize(call, d);
    expect(outcome).toEqual({
      ok: true,
      result: { humanized_text: 'Hi', word_count: 2, words_charged: 7 },
      hints: {},
      requestId: 'r1',
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.example.com/v1/humanize');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer k-1' });
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'Hello there' });
  });

  it('sends the Idempotency-Key it is given, and none when it has none', async () => {
    const ok = () => json(200, { humanized_text: 'Hi', word_count: 2, words_charged: 2 });
    const { d, fetch } = deps(ok);
    await callHumanize({ ...call, idempotencyKey: 'humanizer-j1-0' }, d);
    await callHumanize(call, d);
    const sent = fetch.mock.calls.map(([, init]) => init?.headers as Record<string, string>);
    expect(sent[0]).toMatchObject({ 'idempotency-key': 'humanizer-j1-0' });
    expect(sent[1]).not.toHaveProperty('idempotency-key');
  });

  it('accepts any 2xx with the success body', async () => {
    const { d } = deps(() => json(201, { humanized_text: '', word_count: 0, words_charged: 0 }));
    expect((await callHumanize(call, d)).ok).toBe(true);
  });

  it.each([
    ['no text', { word_count: 1, words_charged: 1 }],
    ['a fractional count', { humanized_text: 'x', word_count: 1.5, words_charged: 1 }],
    ['a string count', { humanized_text: 'x', word_count: '1', words_charged: 1 }],
    ['not JSON', '<html>ok</html>'],
  ])('treats a 2xx with %s as a bad response', async (_name, body) => {
    const { d } = deps(() => json(200, body));
    expect(await callHumanize(call, d)).toMatchObject({
      ok: false,
      error: { kind: 'bad_response' },
    });
  });

  it.each([
    [401, {}, 'unauthorized', 'open_options'],
    [403, { error: { code: 'plan_required', message: 'Upgrade.' } }, 'plan_required', 'none'],
    [413, '', 'payload_too_large', 'shorten_text'],
    [
      422,
      { error: { code: 'too_many_words', message: 'Too long.' } },
      'too_many_words',
      'shorten_text',
    ],
    [400, { error: { code: 'too_many_words' } }, 'too_many_words', 'shorten_text'],
    [
      422,
      { error: { code: 'invalid_body', message: 'text must be a string' } },
      'invalid_request',
      'none',
    ],
    [429, 'slow down', 'rate_limited', 'wait'],
    [500, null, 'server_error', 'retry'],
    [503, '<html>down</html>', 'server_error', 'retry'],
    [404, {}, 'invalid_request', 'open_options'],
  ])('maps %i %j to %s', async (status, body, kind, action) => {
    const { d } = deps(() => json(status, body));
    const outcome = await callHumanize(call, d);
    expect(outcome).toMatchObject({ ok: false, sent: true, error: { kind, action, status } });
    if (!outcome.ok) expect(outcome.error.message.length).toBeGreaterThan(5);
  });

  it('shows the server’s own message for 413/422 as its own, after ours', async () => {
    const { d } = deps(() => json(422, { error: { code: 'invalid_body', message: 'Say more.' } }));
    expect(await callHumanize(call, d)).toMatchObject({
      error: { message: 'The API refused the request (status 422). The API said: “Say more.”' },
    });
  });

  it('reads Retry-After and RateLimit from a 429', async () => {
    const { d } = deps(() => json(429, {}, { 'retry-after': '12', ratelimit: '"pro";r=0;t=30' }));
    expect(await callHumanize(call, d)).toMatchObject({
      error: { kind: 'rate_limited', retryAfterMs: 12_000 },
      hints: { retryAfterMs: 12_000, remaining: 0, resetMs: 30_000 },
    });
  });

  it('uses the RateLimit reset when a 429 has no Retry-After', async () => {
    const { d } = deps(() => json(429, {}, { ratelimit: '"pro";r=0;t=9' }));
    expect(await callHumanize(call, d)).toMatchObject({ error: { retryAfterMs: 9000 } });
  });

  it('reports a network failure and a timeout as such', async () => {
    const { d } = deps(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await callHumanize(call, d)).toMatchObject({ error: { kind: 'network' } });
    vi.useFakeTimers();
    const slow = deps(() => new Promise<Response>(() => undefined), {});
    slow.d.fetch = ((_u: string, init: RequestInit) =>
      new Promise((_r, reject) =>
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      )) as unknown as typeof fetch;
    const pending = callHumanize(call, slow.d);
    await vi.advanceTimersByTimeAsync(1001);
    expect(await pending).toMatchObject({ error: { kind: 'timeout', action: 'retry' } });
    vi.useRealTimers();
  });

  it('sends nothing without a key, to an invalid URL, or to an origin not granted', async () => {
    const { d, fetch } = deps(() => json(200, {}));
    expect(await callHumanize({ ...call, apiKey: ' ' }, d)).toMatchObject({
      sent: false,
      error: { kind: 'missing_key', action: 'open_options' },
    });
    expect(await callHumanize({ ...call, baseUrl: 'not a url' }, d)).toMatchObject({
      sent: false,
      error: { action: 'open_options' },
    });
    const denied = { ...d, isOriginPermitted: async () => false };
    expect(await callHumanize(call, denied)).toMatchObject({
      sent: false,
      error: { kind: 'origin_not_permitted', action: 'open_options' },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends nothing to a stored plain http:// API that is not on this computer', async () => {
    // Saved before Save required https: the key would travel in clear text.
    const { d, fetch } = deps(() =>
      json(200, { humanized_text: 'x', word_count: 1, words_charged: 1 }),
    );
    const insecure = {
      ...call,
      baseUrl: 'http://api.example.com/v1',
      keyOrigin: 'http://api.example.com',
    };
    expect(await callHumanize(insecure, d)).toMatchObject({
      ok: false,
      sent: false,
      error: {
        kind: 'invalid_request',
        action: 'open_options',
        message: englishMessages('baseUrlInsecure'),
      },
    });
    expect(fetch).not.toHaveBeenCalled();
    // On this computer http:// never leaves the machine.
    const local = await callHumanize(
      { ...call, baseUrl: 'http://127.0.0.1:8787/v1', keyOrigin: 'http://127.0.0.1:8787' },
      d,
    );
    expect(local.ok).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('rate-limit headers', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('5', NOW)).toBe(5000);
    expect(parseRetryAfter(new Date(NOW + 8000).toUTCString(), NOW)).toBe(8000);
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
    expect(parseRetryAfter(null, NOW)).toBeUndefined();
  });

  it('reads the draft RateLimit header, taking the tightest policy', () => {
    expect(parseRateLimit('"pro";r=3;t=42')).toEqual({ remaining: 3, resetMs: 42_000 });
    expect(parseRateLimit('"a";r=9;t=1, "b";r=2;t=60')).toEqual({ remaining: 2, resetMs: 60_000 });
    expect(parseRateLimit('garbage')).toEqual({});
  });
});

describe('interpretProbe', () => {
  it('reads 422 as a working key and passes other errors on', () => {
    const error = {
      kind: 'invalid_request' as const,
      message: 'x',
      action: 'none' as const,
      status: 422,
    };
    expect(interpretProbe({ ok: false, error, hints: {}, sent: true })).toEqual({ kind: 'key_ok' });
    const denied = { ...error, kind: 'unauthorized' as const, status: 401 };
    expect(interpretProbe({ ok: false, error: denied, hints: {}, sent: true })).toMatchObject({
      kind: 'error',
      error: { kind: 'unauthorized' },
    });
    const result = { humanized_text: '', word_count: 0, words_charged: 0 };
    expect(interpretProbe({ ok: true, result, hints: {} })).toEqual({ kind: 'unexpected_success' });
  });
});
