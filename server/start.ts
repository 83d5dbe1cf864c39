/**
 * Starts the reference server. Used by `npm run server` (main.ts) and by end-to-end tests:
 *
 *   const server = await startServer({ port: 0, testFaults: true });
 *   await fetch(`${server.baseUrl}/humanize`, …);
 *   await fetch(`${origin}/__test/requests`, { headers: { 'x-test-token': server.testToken } });
 *   await server.close();
 *
 * `partial` overrides the configuration read from the environment (loadConfig()). With test
 * faults on and no testToken given, the run gets a fresh one (server.testToken).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from './app';
import { type ServerConfig, loadConfig, newTestToken, validateConfig } from './config';

export interface RunningServer {
  /** http://HOST:PORT/v1 — the API's base address. */
  baseUrl: string;
  port: number;
  /** The secret the /__test routes require in X-Test-Token; undefined without test faults. */
  testToken: string | undefined;
  close(): Promise<void>;
  app: FastifyInstance;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

export async function startServer(
  partial: Partial<ServerConfig> = {},
  options: BuildOptions = {},
): Promise<RunningServer> {
  const merged: ServerConfig = { ...loadConfig(), ...partial };
  if (merged.testFaults) merged.testToken ??= newTestToken();
  const config = validateConfig(merged);
  const app = buildApp(config, options);
  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    baseUrl: `http://${urlHost(config.host)}:${port}/v1`,
    port,
    testToken: config.testFaults ? config.testToken : undefined,
    app,
    close: () => (closing ??= app.close().then(() => undefined)),
  };
}
