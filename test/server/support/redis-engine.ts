/**
 * A real Redis for the tests (never a mock): /usr/bin/redis-server on a free loopback port, in
 * a temporary directory, without persistence, stopped after. Faults for the fault tests:
 * freeze() / thaw() (SIGSTOP / SIGCONT: the TCP connection stays open, nothing answers),
 * stop() and start() again on the same port.
 *
 *   const redis = await startRedis();
 *   afterAll(() => redis.close());
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export interface RedisEngine {
  url: string;
  port: number;
  /** SIGSTOP: the process holds its connections but answers nothing. */
  freeze(): void;
  /** SIGCONT after freeze(). */
  thaw(): void;
  /** Stops the server (SIGKILL: as a crash); start() brings it back, empty, on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function launch(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--protected-mode',
      'yes',
      '--loglevel',
      'notice',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not start in 10 s: ${output}`));
    }, 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready to accept connections/u.test(output)) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}): ${output}`));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startRedis(): Promise<RedisEngine> {
  const dir = mkdtempSync(join(tmpdir(), 'humanizer-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined = await launch(port, dir);
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running) return;
    running.kill('SIGCONT');
    running.kill('SIGKILL');
    await exited(running);
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    stop,
    async start() {
      if (!child) child = await launch(port, dir);
    },
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
