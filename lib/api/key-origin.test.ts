/** Issue 16, point 5: the key goes only to the provider it was saved for. */
import { describe, expect, it, vi } from 'vitest';
import { englishMessages } from '../i18n/english-messages';
import { callHumanize } from './client';
import { keyOriginOf, keyOriginProblem } from './key-origin';

describe('keyOriginOf', () => {
  it('uses the stored origin', () => {
    expect(keyOriginOf('https://api.example.com', 'http://127.0.0.1:8787/v1')).toBe(
      'https://api.example.com',
    );
  });

  it.each([
    ['absent (a key saved before keys were bound)', null],
    ['not a string', 42],
    ['a URL with a path', 'https://api.example.com/v1'],
    ['another scheme', 'ftp://api.example.com'],
    ['no URL at all', 'nonsense'],
  ])('binds a key whose stored origin is %s to the saved base URL’s origin', (_n, stored) => {
    expect(keyOriginOf(stored, 'http://127.0.0.1:8787/v1/')).toBe('http://127.0.0.1:8787');
  });
});

describe('keyOriginProblem', () => {
  const saved = { savedKey: 'key-a', savedKeyOrigin: 'http://127.0.0.1:8787' };
  const problem = (baseUrl: string, apiKey: string, keyTyped = false) =>
    keyOriginProblem({ baseUrl, apiKey, keyTyped, ...saved }, englishMessages);

  it('refuses the saved key, not typed again, for a base URL on another origin', () => {
    expect(problem('http://localhost:8788/v1', 'key-a')).toBe(
      englishMessages('optionsKeyForOrigin', 'http://localhost:8788', 'http://127.0.0.1:8787'),
    );
    // Another port is another origin.
    expect(problem('http://127.0.0.1:9999/v1', 'key-a')).not.toBeNull();
  });

  it('accepts the same origin, a key typed for the new one, another key, or no key', () => {
    expect(problem('http://127.0.0.1:8787/other/v1', 'key-a')).toBeNull();
    expect(problem('http://localhost:8788/v1', 'key-a', true)).toBeNull();
    expect(problem('http://localhost:8788/v1', 'key-b')).toBeNull();
    expect(problem('http://localhost:8788/v1', '')).toBeNull();
  });
});

describe('the client', () => {
  it('never sends a key to an origin it was not saved for', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    const outcome = await callHumanize(
      {
        baseUrl: 'http://localhost:8788/v1',
        apiKey: 'key-a',
        keyOrigin: 'http://127.0.0.1:8787',
        text: 'Hello there',
      },
      {
        fetch: fetch as unknown as typeof globalThis.fetch,
        now: Date.now,
        isOriginPermitted: async () => true,
        timeoutMs: 1000,
        t: englishMessages,
      },
    );
    expect(outcome).toMatchObject({
      ok: false,
      sent: false,
      error: {
        kind: 'missing_key',
        action: 'open_options',
        message: englishMessages(
          'apiKeyOtherOrigin',
          'http://127.0.0.1:8787',
          'http://localhost:8788',
        ),
      },
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
