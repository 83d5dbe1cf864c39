// @vitest-environment node
/**
 * An instance killed with requests in flight (issue 29, point 7): no ledger row without a 200,
 * no 200 without a ledger row, and the idempotent retry, sent to a new instance, is answered and
 * charged once (the dead instance's claim is taken over when its lease runs out).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../server/store/open-store';
import { PRO_KEY, sleep } from './harness';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

async function startChild(file: string): Promise<string> {
  // node --import tsx: one process (the tsx command would leave its child running when killed).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve('test/server/support/server-child.ts')],
    {
      env: { ...process.env, HUMANIZER_DB_FILE: file, CHILD_LEASE_MS: '1000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  const line = await new Promise<string>((done, fail) => {
    createInterface({ input: child.stdout! }).once('line', done);
    child.once('exit', (code) => fail(new Error(`the server child exited (${code})`)));
  });
  return `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}/v1/humanize`;
}

function post(url: string, idempotencyKey: string | null, delayMs = 0): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${PRO_KEY}`,
      'content-type': 'application/json',
      'x-test-delay-ms': String(delayMs),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: JSON.stringify({ text: 'Furthermore, the text utilizes many words.' }),
  });
}

describe('an instance killed with requests in flight', () => {
  it('leaves no ledger row; the idempotent retry is answered and charged once', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'humanizer-crash-')), 'crash.sqlite');
    const first = await startChild(file);
    const inFlight = [
      post(first, 'k1', 20_000),
      post(first, 'k2', 20_000),
      post(first, null, 20_000),
    ];
    const outcomes = Promise.allSettled(inFlight);
    await sleep(1_500);
    children[0]?.kill('SIGKILL');
    const settled = await outcomes;
    expect(settled.every((outcome) => outcome.status === 'rejected')).toBe(true);

    const store = await openStore({ databaseFile: file });
    try {
      expect(await store.charges.rows()).toHaveLength(0);
      const second = await startChild(file);
      const retry = await post(second, 'k1'); // waits until the dead claim's lease ends
      expect(retry.status).toBe(200);
      const answer = await retry.json();
      const again = await post(second, 'k1');
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual(answer);
      const rows = await store.charges.rows();
      expect(rows.map((row) => row.requestId)).toEqual([retry.headers.get('x-request-id')]);
    } finally {
      await store.close();
    }
  }, 60_000);
});
