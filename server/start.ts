/**
 * Starts the reference server. Used by `npm run server` (main.ts) and by end-to-end tests:
 *
 *   const server = await startServer({ port: 0, testFaults: true });
 *   await fetch(`${server.baseUrl}/humanize`, …);
 *   await server.close();
 *
 * `partial` overrides the configuration read from the environment (loadConfig()).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from './app';
import { type ServerConfig, loadConfig, validateConfig } from './config';

export interface RunningServer {
  /** http://HOST:PORT/v1 — the API's base address. */
  baseUrl: string;
  port: number;
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
  const config = validateConfig({ ...loadConfig(), ...partial });
  const app = buildApp(config, options);
  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    baseUrl: `http://${urlHost(config.host)}:${port}/v1`,
    port,
    app,
    close: () => (closing ??= app.close().then(() => undefined)),
  };
}
