/**
 * The Humanize API v1 reference server (humanize-api-v1.seed.md + contract-decisions.md).
 * buildApp() only builds the Fastify instance; nothing listens and nothing runs at import.
 *
 *   POST    /v1/humanize   the operation (humanize-route.ts)
 *   OPTIONS /v1/humanize   CORS preflight: 204, allows Authorization and Content-Type
 *   other methods on /v1/humanize → 405 method_not_allowed (with Allow); other paths → 404
 *   GET     /v1/demo-key   demo mode, loopback, no web page: the public demo key (demo-key-route.ts)
 *
 * Every reply has X-Request-Id; every non-2xx reply has {"error": {"code", "message"}}.
 * Every reply to a Pro key (200, 413, 422, 429, 500) has RateLimit-Policy and RateLimit.
 * Requests with an Origin header get Access-Control-Allow-Origin: * (keys travel in a
 * header, never in cookies, so a wildcard is safe) and the headers above are exposed; never on
 * the /__test routes.
 *
 * Test-only fault injection (config.testFaults / HUMANIZER_TEST_FAULTS=1): headers
 * X-Test-Delay-Ms and X-Test-Fail, routes POST /__test/faults, GET /__test/requests and
 * POST /__test/reset, which answer only the run's X-Test-Token and never a web page
 * (test-routes.ts). See test-faults.ts. With testFaults off they do not exist (404).
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { type ServerConfig, validateConfig } from './config';
import {
  AuthFailureLimiter,
  DEFAULT_AUTH_FAILURE_LIMIT,
  DEFAULT_AUTH_FAILURE_WINDOW_MS,
} from './core/auth-failure-limiter';
import type { Backend } from './backends/backend';
import { createBackend } from './backends/create-backend';
import { answerClientError } from './client-error';
import { ApiError, INTERNAL_ERROR_MESSAGE, sendError } from './core/errors';
import { HUMANIZE_PATH, registerHumanizeRoute } from './humanize-route';
import type { KeyLimiter } from './limiter/key-limiter';
import { MemoryLimiter } from './limiter/memory-limiter';
import { type Operations, createOperations, installOperations } from './ops/operations';
import { registerBackendMetrics } from './ops/backend-metrics';
import { rateLimitHeaders } from './core/rate-limiter';
import { RequestStates } from './request-state';
import { TestFaults } from './test-faults';
import { isTestRoute, registerTestRoutes } from './test-routes';
import { registerAccountRoutes, isAccountRoute } from './account/account-routes';
import { isDemoKey } from './key-display';
import { isDemoKeyRoute, registerDemoKeyRoute } from './demo-key-route';
import { KeyCache } from './store/key-cache';
import { type Store, importKeys, openStore } from './store/open-store';

/** Bodies over 1 MiB are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 1024 * 1024;
const ALLOW = 'POST, OPTIONS';
const EXPOSED = 'X-Request-Id, Retry-After, RateLimit, RateLimit-Policy, Idempotent-Replayed';
const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface BuildOptions {
  /** Receives one line per request and the details of unexpected errors (never the client). */
  log?: (line: string) => void;
  /** An open store to use (kept open at close); without it the app opens the configured one. */
  store?: Store;
  /** Decides the rate limit (default: this process's memory); its owner closes it. */
  limiter?: KeyLimiter;
  /** Metrics, readiness checks and the in-flight count (default: new ones). */
  operations?: Operations;
  /** What rewrites the text (default: the one config.backend names; backends/). */
  backend?: Backend;
}

export function buildApp(config: ServerConfig, options: BuildOptions = {}): FastifyInstance {
  validateConfig(config);
  const { log } = options;
  const app = Fastify({
    logger: false,
    bodyLimit: MAX_BODY_BYTES,
    genReqId: () => randomUUID(),
    forceCloseConnections: true,
    // Time to receive a whole request (not to answer it: test delays are unaffected).
    requestTimeout: 120_000,
    // Errors before any request exists (oversized headers, malformed HTTP): our error shape.
    clientErrorHandler: answerClientError,
    // A URL that cannot be decoded names no route: 404 in the API's error shape.
    frameworkErrors: (_error, request, reply) => {
      reply.header('x-request-id', request.id);
      sendError(reply, 404, 'not_found', 'No such route: the URL could not be decoded.');
    },
  });
  const limiter = options.limiter ?? new MemoryLimiter();
  const ops = options.operations ?? createOperations();
  const authFailures = new AuthFailureLimiter(
    config.authFailureLimit ?? DEFAULT_AUTH_FAILURE_LIMIT,
    config.authFailureWindowMs ?? DEFAULT_AUTH_FAILURE_WINDOW_MS,
  );
  const states = new RequestStates();
  const faults = config.testFaults ? new TestFaults() : undefined;
  let store = options.store;
  const currentStore = (): Store => {
    if (!store) throw new Error('The store is not open yet (the app is not ready).');
    return store;
  };
  const keys = new KeyCache((key) => currentStore().accounts.identify(key), config.keyCacheMs);
  let purge: NodeJS.Timeout | undefined;
  // The store opens when the app gets ready (listen() or the first inject()), not at build.
  app.addHook('onReady', async () => {
    store ??= await openStore({
      databaseUrl: config.databaseUrl,
      databaseFile: config.databaseFile ?? ':memory:',
    });
    await importKeys(store.accounts, config.keys, (key, plan) =>
      config.demoKeys === true ? isDemoKey(key, plan) : false,
    );
    const db = store.db;
    // /readyz 503 while the database does not answer (PostgreSQL down): the balancer moves on.
    ops.readiness.register('database', async () => {
      await db.query('SELECT 1');
    });
    const charges = store.charges;
    purge = setInterval(() => void charges.purgeExpired().catch(() => undefined), PURGE_EVERY_MS);
    purge.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(purge);
    if (store && store !== options.store) await store.close();
  });
  const backend = options.backend ?? createBackend(config.backend, log ? { log } : {});

  // One parser for every content type: the raw bytes; request-body.ts decides what it means,
  // after authentication. bodyLimit still applies (→ 413).
  app.removeAllContentTypeParsers();
  // Bytes, not a string: a string parser would replace invalid UTF-8 with U+FFFD unseen.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    const state = states.of(request);
    const dropped = faults?.settings.dropRateLimitHeaders === true;
    if (state.rate && state.policy && !dropped) {
      reply.headers(rateLimitHeaders(state.policy, config.quota, config.windowMs, state.rate));
    }
    if (dropped) reply.removeHeader('retry-after');
    const path = request.url.split('?')[0] ?? '';
    if (
      request.headers.origin !== undefined &&
      !isTestRoute(path) &&
      !isAccountRoute(path) &&
      !isDemoKeyRoute(path)
    ) {
      reply.header('access-control-allow-origin', '*');
      reply.header('access-control-expose-headers', EXPOSED);
    }
    if (state.logEntry) state.logEntry.status = reply.statusCode;
    return payload;
  });

  // /livez, /readyz, the JSON request log, request metrics, refusals while draining.
  installOperations(app, ops, {
    log,
    apiPath: HUMANIZE_PATH,
    details: (request) => ({ limit: states.of(request).limit }),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      reply.headers(error.headers);
      return sendError(reply, error.status, error.code, error.message);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return sendError(
        reply,
        413,
        'payload_too_large',
        `The request body is larger than 1 MiB (${MAX_BODY_BYTES} bytes).`,
      );
    }
    if (error.statusCode === 415) {
      return sendError(reply, 422, 'invalid_body', 'Content-Type must be application/json.');
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, 422, 'invalid_body', 'The request body could not be read.');
    }
    log?.(
      `internal error on ${request.method} ${request.url} [${request.id}]: ${error.stack ?? String(error)}`,
    );
    return sendError(reply, 500, 'internal_error', INTERNAL_ERROR_MESSAGE);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = (request.url.split('?')[0] ?? '').slice(0, 200);
    if (path === HUMANIZE_PATH) {
      reply.header('allow', ALLOW);
      return sendError(
        reply,
        405,
        'method_not_allowed',
        `${request.method} is not allowed on ${HUMANIZE_PATH}; use POST.`,
      );
    }
    return sendError(
      reply,
      404,
      'not_found',
      `No such route: ${request.method} ${path}. The API is POST ${HUMANIZE_PATH}.`,
    );
  });

  // The X-Test-* headers are not offered to web pages: only the test process sends them.
  app.options(HUMANIZE_PATH, async (_request, reply) => {
    return reply
      .code(204)
      .headers({
        allow: ALLOW,
        'access-control-allow-origin': '*',
        'access-control-allow-methods': ALLOW,
        'access-control-allow-headers': 'Authorization, Content-Type, Idempotency-Key',
        'access-control-max-age': '600',
      })
      .send();
  });

  app.decorate('humanizerBackend', backend);
  registerBackendMetrics(ops.metrics, backend);
  const instanceId = randomUUID();
  registerHumanizeRoute(app, {
    config,
    limiter,
    metrics: ops.metrics,
    backend,
    authFailures,
    states,
    faults,
    store: currentStore,
    keys,
    instanceId,
  });
  registerAccountRoutes(app, { store: currentStore, keys, log });
  registerDemoKeyRoute(app, config);
  if (faults && config.testToken !== undefined) {
    registerTestRoutes(app, faults, [limiter, authFailures], config.testToken);
    app.addHook('onClose', async () => faults.close());
  }
  return app;
}
