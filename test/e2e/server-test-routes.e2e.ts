/**
 * The reference server's /__test routes are out of a web page's reach (issue 16, point 9), in
 * real Chromium: a page on another loopback port can neither read the request log (keys and
 * texts) nor change the fault switches, with a simple request or with a guessed token.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withExtensionAndServer } from './support/extension-and-server';
import { PRO_KEY } from './support/reference-api';
import { serveDir, type StaticServer } from './support/static-server';

describe('a web page and the reference server’s test routes', () => {
  const env = withExtensionAndServer();
  let site: StaticServer;

  beforeAll(async () => {
    const empty = await mkdtemp(join(tmpdir(), 'humanizer-attacker-'));
    site = await serveDir(empty, { '/attacker.html': '<!doctype html><title>Attacker</title>' });
  });
  afterAll(async () => {
    await site?.close();
  });

  it('cannot read the log nor switch faults on, and the server is unchanged', async () => {
    const secret = 'A private draft that only the server should have seen.';
    await env.api.answer(secret);
    const page = await env.ext.context.newPage();
    await page.goto(`${site.url}/attacker.html`);
    const origin = new URL(env.server.baseUrl).origin;
    const attempts = await page.evaluate(async (server) => {
      const attempt = async (path: string, init?: RequestInit) => {
        try {
          const response = await fetch(`${server}${path}`, init);
          return `${response.type} ${response.status} ${await response.text()}`;
        } catch (error) {
          return `refused: ${(error as Error).name}`;
        }
      };
      return {
        read: await attempt('/__test/requests'),
        readWithGuess: await attempt('/__test/requests', {
          headers: { 'x-test-token': 'guessed-token-0123456789' },
        }),
        // A simple request (no preflight); its answer is opaque, but it reaches the server.
        write: await attempt('/__test/faults', {
          method: 'POST',
          mode: 'no-cors',
          body: JSON.stringify({ failNext: 5, delayMs: 60_000 }),
        }),
      };
    }, origin);
    await page.close();

    expect(attempts.read).toBe('refused: TypeError');
    expect(attempts.readWithGuess).toBe('refused: TypeError');
    expect(attempts.write).toBe('opaque 0 ');
    for (const result of Object.values(attempts)) {
      expect(result).not.toContain(PRO_KEY);
      expect(result).not.toContain(secret);
    }
    // The switches are untouched: the next request is answered at once, with 200.
    expect((await env.api.answer('Still answered normally.')).word_count).toBe(3);
    const log = await env.api.log();
    expect(log.at(-1)).toMatchObject({ text: 'Still answered normally.', status: 200 });
  });
});
