// @vitest-environment node
/**
 * Edges of HTTP itself (issue 10, point 8): oversized headers, bytes that are not UTF-8 and a
 * malformed Bearer header still get the API's error body and an X-Request-Id.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PRO_KEY, errorOf, serverForFile } from './harness';

const server = await serverForFile();

describe('oversized headers', () => {
  it('answers 431 headers_too_large with the JSON error body and X-Request-Id', async () => {
    const reply = await new Promise<{
      status: number;
      headers: Record<string, unknown>;
      body: string;
    }>((resolve, reject) => {
      const req = request(server.humanizeUrl, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${PRO_KEY}`,
          'content-type': 'application/json',
          'x-padding': 'a'.repeat(32 * 1024),
        },
      });
      req.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      });
      req.on('error', reject);
      req.end('{"text":"Hello there."}');
    });
    expect(reply.status).toBe(431);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(reply.body)).toEqual({
      error: { code: 'headers_too_large', message: expect.stringMatching(/headers are too large/) },
    });
  });
});

describe('invalid UTF-8', () => {
  it('answers 422 invalid_body instead of rewriting U+FFFD', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"text":"Hello '),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from(' there."}'),
    ]);
    const raw = await fetch(server.humanizeUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${PRO_KEY}`, 'content-type': 'application/json' },
      body: bytes,
    });
    expect(raw.status).toBe(422);
    expect(raw.headers.get('x-request-id')).toBeTruthy();
    expect(await errorOf(raw)).toEqual({
      code: 'invalid_body',
      message: expect.stringMatching(/not valid UTF-8/),
    });
  });

  it('still checks the key first: invalid UTF-8 with a bad key → 401', async () => {
    const response = await fetch(server.humanizeUrl, {
      method: 'POST',
      headers: { authorization: 'Bearer wrong', 'content-type': 'application/json' },
      body: Buffer.from([0x7b, 0xff, 0x7d]),
    });
    expect(response.status).toBe(401);
  });
});

describe('malformed Bearer headers', () => {
  it.each([
    ['Bearer a b', /contains spaces/],
    [`Bearer ${PRO_KEY} extra`, /contains spaces/],
    ['Bearer   ', /no API key/],
    ['Token abc', /Bearer scheme/],
  ])('%j gets 401 with an accurate message', async (authorization, message) => {
    const response = await server.post({ text: 'Hello there.' }, null, { authorization });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect((await errorOf(response)).message).toMatch(message);
  });
});
