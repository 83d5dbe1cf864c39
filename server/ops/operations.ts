/**
 * Operations on the API port (issue 29, point 5): /livez (the process answers), /readyz (it can
 * serve: every readiness check passes and it is not draining), one JSON log line and one metrics
 * count per request, and the drain that SIGTERM starts: stop taking requests (readyz 503, new
 * requests 503 with Connection: close), finish those in flight, then close. /metrics is served
 * on its own port (metrics-server.ts), never beside the API.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from '../core/errors';
import { InFlight } from './in-flight';
import { Readiness } from './readiness';
import { requestLogLine } from './request-log';
import { type ServerMetrics, serverMetrics } from './server-metrics';

export const LIVEZ_PATH = '/livez';
export const READYZ_PATH = '/readyz';
/** Longest a drain waits for requests in flight before closing anyway (the extension's 5 min). */
export const DEFAULT_DRAIN_TIMEOUT_MS = 300_000;

export interface Operations {
  metrics: ServerMetrics;
  readiness: Readiness;
  inFlight: InFlight;
}

export function createOperations(metrics = serverMetrics()): Operations {
  return { metrics, readiness: new Readiness(), inFlight: new InFlight() };
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}

export interface InstallOptions {
  log?: (line: string) => void;
  /** Fields of the request's log line decided elsewhere (e.g. the limiter's decision). */
  details?: (request: FastifyRequest) => Record<string, unknown>;
  /** The route label of the request metric: the API path, else "other". */
  apiPath: string;
}

export function installOperations(
  app: FastifyInstance,
  ops: Operations,
  options: InstallOptions,
): void {
  const { log, details, apiPath } = options;

  app.addHook('onRequest', async (request, reply) => {
    reply.raw.once('close', ops.inFlight.begin());
    if (!ops.readiness.draining) return;
    reply.header('connection', 'close');
    const path = pathOf(request);
    if (path === LIVEZ_PATH || path === READYZ_PATH) return;
    reply.header('retry-after', '1');
    return sendError(
      reply,
      503,
      'service_unavailable',
      'The server is shutting down and takes no new requests; retry (another instance will answer).',
    );
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (ops.readiness.draining) reply.header('connection', 'close');
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = pathOf(request) === apiPath ? apiPath : 'other';
    ops.metrics.requests.inc({ route, status: String(reply.statusCode) });
    log?.(requestLogLine(request, reply, details?.(request)));
  });

  app.get(LIVEZ_PATH, async () => ({ status: 'ok' }));
  app.get(READYZ_PATH, async (_request, reply) => {
    const report = await ops.readiness.report();
    return reply
      .code(report.ready ? 200 : 503)
      .send({ status: report.ready ? 'ready' : 'not_ready', ...report });
  });
}

/**
 * Stops taking requests, waits for those in flight (at most `timeoutMs`), then closes the app.
 * Resolves true when every request in flight finished.
 */
export async function drain(
  app: FastifyInstance,
  ops: Operations,
  timeoutMs = DEFAULT_DRAIN_TIMEOUT_MS,
): Promise<boolean> {
  ops.readiness.draining = true;
  const finished = await ops.inFlight.idle(timeoutMs);
  await app.close();
  return finished;
}
