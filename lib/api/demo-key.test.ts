import { describe, expect, it, vi } from 'vitest';
import { fetchDemoKey, isLocalServer } from './demo-key';

const answer = (body: string, status = 200) =>
  vi.fn(async () => new Response(body, { status })) as unknown as typeof fetch;

describe('isLocalServer', () => {
  it('is true for http:// on this computer only', () => {
    expect(isLocalServer('http://127.0.0.1:8787/v1')).toBe(true);
    expect(isLocalServer('http://localhost:8787')).toBe(true);
    expect(isLocalServer('https://api.example.com/v1')).toBe(false);
    expect(isLocalServer('https://localhost:8787/v1')).toBe(false);
    expect(isLocalServer('not a url')).toBe(false);
  });
});

describe('fetchDemoKey', () => {
  it('asks the local server at {base}/demo-key and returns its key', async () => {
    const fetchFn = answer('{"key":"demo-pro-key","plan":"pro"}');
    expect(await fetchDemoKey('http://127.0.0.1:8787', fetchFn)).toEqual({
      ok: true,
      key: 'demo-pro-key',
    });
    expect(vi.mocked(fetchFn).mock.calls[0]?.[0]).toBe('http://127.0.0.1:8787/v1/demo-key');
  });

  it('never asks a server that is not on this computer', async () => {
    const fetchFn = answer('{"key":"x"}');
    expect(await fetchDemoKey('https://api.example.com/v1', fetchFn)).toEqual({
      ok: false,
      reason: 'not_local',
    });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it.each([
    ['a 404', '{"error":{}}', 404],
    ['no key', '{"plan":"pro"}', 200],
    ['a key with spaces', '{"key":"a b"}', 200],
    ['a huge body', `{"key":"${'k'.repeat(5000)}"}`, 200],
    ['garbage', '<html>', 200],
  ])('reports unavailable on %s', async (_name, body, status) => {
    expect(await fetchDemoKey('http://localhost:8787/v1', answer(body, status))).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });

  it('reports unavailable when nothing listens', async () => {
    const refused = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await fetchDemoKey('http://127.0.0.1:9/v1', refused)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});
