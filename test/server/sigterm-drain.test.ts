// @vitest-environment node
/**
 * SIGTERM (issue 29, point 5): the server process stops taking requests (/readyz 503, new
 * requests refused), finishes the one in flight (a slow request through the test-faults delay)
 * with its 200, then exits 0. Before, closing cut the request in flight. The drain also closes
 * the store cleanly: the request's ledger row is in the database file, and SQLite's write-ahead
 * log was checkpointed and removed (it stays behind when the process exits with it open).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { PRO_KEY } from './harness';

const TOKEN = 'sigterm-test-token-0123456789';

function startChild(
  databaseFile: string,
): Promise<{ child: ChildProcess; baseUrl: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      HUMANIZER_KEYS: `${PRO_KEY}:pro`,
      HUMANIZER_TEST_FAULTS: '1',
      HUMANIZER_TEST_TOKEN: TOKEN,
      REDIS_URL: '',
      DATABASE_URL: '',
      HUMANIZER_DB_FILE: databaseFile,
      METRICS_PORT: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Base URL: (http:\/\/\S+\/v1)/u.exec(output);
      if (match) {
        clearInterval(timer);
        resolve({ child, baseUrl: match[1]!, output: () => output });
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}): ${output}`));
    });
  });
}

describe('SIGTERM', () => {
  it('finishes the request in flight, refuses new ones, then exits 0', async () => {
    const databaseFile = join(mkdtempSync(join(tmpdir(), 'humanizer-drain-')), 'drain.sqlite');
    const { child, baseUrl, output } = await startChild(databaseFile);
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    try {
      const slow = fetch(`${baseUrl}/humanize`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${PRO_KEY}`,
          'content-type': 'application/json',
          'x-test-delay-ms': '2500',
        },
        body: JSON.stringify({ text: 'Furthermore, we utilize robust tooling.' }),
      });
      await new Promise((resolve) => setTimeout(resolve, 700));
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const origin = baseUrl.replace(/\/v1$/u, '');
      const ready = await fetch(`${origin}/readyz`).then(
        (r) => r.status,
        () => 'refused',
      );
      expect([503, 'refused']).toContain(ready);
      const fresh = await fetch(`${baseUrl}/humanize`, {
        method: 'POST',
        headers: { authorization: `Bearer ${PRO_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'Hello there.' }),
      }).then(
        (r) => r.status,
        () => 'refused',
      );
      expect([503, 'refused']).toContain(fresh);
      const response = await slow;
      expect(response.status).toBe(200);
      const body = (await response.json()) as { humanized_text: string; words_charged: number };
      expect(body.words_charged).toBe(5);
      expect(await exited).toBe(0);
      expect(output()).toMatch(/SIGTERM received/u);
      expect(existsSync(`${databaseFile}-wal`)).toBe(false);
      const db = new Database(databaseFile, { readonly: true });
      try {
        const rows = db.prepare('SELECT request_id, words_charged FROM ledger').all();
        expect(rows).toEqual([
          { request_id: response.headers.get('x-request-id'), words_charged: 5 },
        ]);
      } finally {
        db.close();
      }
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 30_000);
});
