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
 * `options.ops` overrides the operations settings read from the environment (ops/ops-config.ts:
 * REDIS_URL, REDIS_FALLBACK, METRICS_PORT, …): the limiter is chosen and the metrics port
 * opened here, and both are closed with the server.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from './app';
import { type ServerConfig, loadConfig, newTestToken, validateConfig } from './config';
import { createKeyLimiter } from './limiter/create-limiter';
import { type MetricsServer, startMetricsServer } from './ops/metrics-server';
import { type OpsConfig, loadOpsConfig } from './ops/ops-config';
import { type Operations, createOperations, drain } from './ops/operations';

export interface RunningServer {
  /** http://HOST:PORT/v1 — the API's base address. */
  baseUrl: string;
  port: number;
  /** The secret the /__test routes require in X-Test-Token; undefined without test faults. */
  testToken: string | undefined;
  close(): Promise<void>;
  /** Stops taking requests, finishes those in flight (bounded wait), then closes. */
  drain(timeoutMs?: number): Promise<boolean>;
  app: FastifyInstance;
  /** Metrics, readiness checks (registerReadiness) and the in-flight count. */
  operations: Operations;
  /** http://HOST:PORT/metrics when METRICS_PORT (ops.metricsPort) is set. */
  metricsUrl: string | undefined;
}

export interface StartOptions extends BuildOptions {
  ops?: Partial<OpsConfig>;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

export async function startServer(
  partial: Partial<ServerConfig> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const merged: ServerConfig = { ...loadConfig(), ...partial };
  if (merged.testFaults) merged.testToken ??= newTestToken();
  const config = validateConfig(merged);
  const opsConfig = { ...loadOpsConfig(), ...options.ops };
  const operations = options.operations ?? createOperations();
  const ownLimiter = options.limiter
    ? undefined
    : await createKeyLimiter(opsConfig, operations, options.log);
  const limiter = options.limiter ?? ownLimiter;
  const app = buildApp(config, { ...options, limiter, operations });
  let metricsServer: MetricsServer | undefined;
  app.addHook('onClose', async () => {
    await metricsServer?.close();
    await ownLimiter?.close();
  });
  try {
    await app.listen({ port: config.port, host: config.host });
    if (opsConfig.metricsPort !== undefined) {
      const { metricsPort, metricsHost } = opsConfig;
      metricsServer = await startMetricsServer(
        operations.metrics.registry,
        metricsPort,
        metricsHost,
      );
    }
  } catch (error) {
    await app.close();
    throw error;
  }
  const port = (app.server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  let draining: Promise<boolean> | undefined;
  return {
    baseUrl: `http://${urlHost(config.host)}:${port}/v1`,
    port,
    testToken: config.testFaults ? config.testToken : undefined,
    app,
    operations,
    metricsUrl: metricsServer?.url,
    close: () => (closing ??= app.close().then(() => undefined)),
    drain: (timeoutMs = opsConfig.drainTimeoutMs) =>
      (draining ??= drain(app, operations, timeoutMs)),
  };
}
