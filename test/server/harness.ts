/** Shared helpers of the server contract tests: a real server on a random port, and fetch. */
import { randomUUID } from 'node:crypto';
import { afterAll, inject, onTestFinished } from 'vitest';
import type { ServerConfig } from '../../server/config';
import type { OpsConfig } from '../../server/ops/ops-config';
import { type RunningServer, startServer } from '../../server/start';
import { type Store, openStore } from '../../server/store/open-store';
import { freshSchemaUrl } from './support/postgres-engine';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by test/server/support/postgres-global-setup.ts (npm run test:server:pg). */
    postgresUrl?: string;
    /** Set by test/server/support/redis-global-setup.ts (npm run test:server:pg). */
    redisUrl?: string;
  }
}

export const PRO_KEY = 'demo-pro-key';
export const STARTER_KEY = 'demo-starter-key';

export interface TestServer extends RunningServer {
  /** http://HOST:PORT (no /v1), for the /__test routes. */
  origin: string;
  humanizeUrl: string;
  /** POST /v1/humanize with a JSON body and the given key (null: no Authorization). */
  post(body: unknown, key?: string | null, headers?: Record<string, string>): Promise<Response>;
  /**
   * A /__test route as the test process calls it: with the run's X-Test-Token and no Origin.
   * GET without a body, POST with one (JSON unless a string).
   */
  control(path: string, body?: unknown): Promise<Response>;
}

export const DEFAULTS: Partial<ServerConfig> = {
  port: 0,
  host: '127.0.0.1',
  keys: new Map([
    [PRO_KEY, 'pro'],
    [STARTER_KEY, 'starter'],
    ['second-pro-key', 'pro'],
  ]),
  quota: 30,
  windowMs: 60_000,
  testFaults: false,
  databaseFile: ':memory:',
};

/** Starts a server for the current test file (call at top level); closed after the file. */
export async function serverForFile(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const server = await makeServer(overrides);
  afterAll(() => server.close());
  return server;
}

/** Starts a server for the current test only (call inside a test). */
export async function serverForTest(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const server = await makeServer(overrides);
  onTestFinished(() => server.close());
  return server;
}

/**
 * The database of a server under test: in-memory SQLite, or, when the run provides a
 * PostgreSQL server (vitest.server-pg.config.ts), a fresh schema there.
 */
export async function testDatabase(): Promise<Partial<ServerConfig>> {
  const postgres = inject('postgresUrl');
  return postgres ? { databaseUrl: await freshSchemaUrl(postgres) } : { databaseFile: ':memory:' };
}

/** A server for the current test with its store open beside it (to read the ledger). */
export async function storeServerForTest(
  overrides: Partial<ServerConfig> = {},
): Promise<TestServer & { store: Store }> {
  const database = { ...(await testDatabase()), ...overrides };
  const store = await openStore({
    databaseUrl: database.databaseUrl,
    databaseFile: database.databaseFile ?? ':memory:',
  });
  const server = await makeServer({ ...database, ...overrides }, store);
  onTestFinished(async () => {
    await server.close();
    await store.close();
  });
  return { ...server, store };
}

/**
 * The limiter of a server under test: this process's memory, or, when the run provides a Redis
 * (vitest.server-pg.config.ts), that Redis under a key prefix of the server's own (so that
 * /__test/reset and the counts of one test never touch another's). Without a Redis in the run,
 * REDIS_URL is ignored here: the embedded run stays embedded. Redis's own faults are tested
 * elsewhere (multi-instance-limit.test.ts, limiter-redis.test.ts).
 */
export function testLimiter(): Partial<OpsConfig> {
  const redisUrl = inject('redisUrl');
  if (!redisUrl) return { redisUrl: undefined };
  // A decision that takes longer than REDIS_TIMEOUT_MS is a 503 by design; on a loaded test
  // machine 150 ms is overrun now and then, which is not what the contract tests are about.
  return { redisUrl, redisKeyPrefix: `humanizer:test:${randomUUID()}:`, redisTimeoutMs: 2_000 };
}

async function makeServer(overrides: Partial<ServerConfig>, store?: Store): Promise<TestServer> {
  const server = await startServer(
    { ...DEFAULTS, ...(await testDatabase()), ...overrides },
    { store, ops: testLimiter() },
  );
  const humanizeUrl = `${server.baseUrl}/humanize`;
  return {
    ...server,
    origin: server.baseUrl.replace(/\/v1$/u, ''),
    humanizeUrl,
    post(body, key = PRO_KEY, headers = {}) {
      return fetch(humanizeUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(key === null ? {} : { authorization: `Bearer ${key}` }),
          ...headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    },
    control(path, body) {
      return fetch(`${server.baseUrl.replace(/\/v1$/u, '')}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'x-test-token': server.testToken ?? '' },
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
    },
  };
}

export interface ErrorShape {
  error: { code: string; message: string };
}

/** Reads an error reply and checks its shape. */
export async function errorOf(response: Response): Promise<ErrorShape['error']> {
  const body = (await response.json()) as ErrorShape;
  if (typeof body?.error?.code !== 'string' || typeof body.error.message !== 'string') {
    throw new Error(`not an error body: ${JSON.stringify(body)}`);
  }
  return body.error;
}

export function words(n: number, word = 'word'): string {
  return Array.from({ length: n }, () => word).join(' ');
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));
