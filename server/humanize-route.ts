/**
 * POST /v1/humanize. Order of checks (contract-decisions.md):
 *   0. the client address's failed authentications (429 too_many_auth_failures) — onRequest
 *   1. key (401 unauthorized / 403 plan_required)        — onRequest, before the body is read
 *   2. rate limit (429 rate_limited), counting this request — onRequest
 *   3. body size (413 payload_too_large)                   — Fastify bodyLimit while reading
 *   4. body (422 invalid_body / too_many_words), Idempotency-Key (422 when malformed)
 *   5. [test faults: delay, injected 500, a scripted rewrite] — inside the claimed part (idempotent-answer.ts)
 *   6. the backend rewrites (the rule engine, or a language model: backends/), cancelled when
 *      the client disconnects (499, nothing charged)
 *   7. one ledger row, written before the answer (with an Idempotency-Key, the stored
 *      answer instead, uncharged), then 200 {humanized_text, word_count, words_charged}
 * Every request that passes step 1 counts against its key, whatever its outcome; a 429 does
 * not count (it was not accepted). A Starter key stops at step 1 with 403: its plan has no
 * rate limit (the specification lists it as N/A), so its requests neither count nor carry
 * RateLimit headers. A failed request charges nothing: the ledger row is written only for
 * an answer about to be sent (store/charge-store.ts). A 401 counts against its client address
 * (auth-failure-limiter.ts), never against a key.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthFailureLimiter } from './core/auth-failure-limiter';
import { authenticate, type Caller } from './auth';
import { type Backend, BackendError } from './backends/backend';
import type { ServerConfig } from './config';
import { ApiError } from './core/errors';
import { decideLimit } from './limiter/decide-limit';
import type { KeyLimiter } from './limiter/key-limiter';
import type { ServerMetrics } from './ops/server-metrics';
import { retryAfterSeconds } from './core/rate-limiter';
import { parseHumanizeBody } from './request-body';
import type { RequestStates } from './request-state';
import type { KeyCache } from './store/key-cache';
import type { Store } from './store/open-store';
import type { TestFaults } from './test-faults';
import { IDEMPOTENCY_HEADER, answerOnce, clientGone } from './idempotent-answer';

export const HUMANIZE_PATH = '/v1/humanize';

export interface HumanizeDeps {
  config: ServerConfig;
  limiter: KeyLimiter;
  metrics: ServerMetrics;
  authFailures: AuthFailureLimiter;
  states: RequestStates;
  faults: TestFaults | undefined;
  /** The store, once the app is ready (app.ts opens it in onReady). */
  store: () => Store;
  keys: KeyCache;
  /** Unique per instance: prefixes the owner of idempotency claims. */
  instanceId: string;
  /** Rewrites the text (the rule engine by default; backends/). */
  backend: Backend;
}

/** Aborts when the client goes away (or the reply is done). */
function replyGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  return controller.signal;
}

function presentedToken(header: string | undefined): string | null {
  return /^[ \t]*bearer[ \t]+(\S+)/iu.exec(header ?? '')?.[1] ?? null;
}

/** The caller, or an ApiError: 429 while the address is over its 401 budget, else 401/403. */
async function admitCaller(request: FastifyRequest, deps: HumanizeDeps): Promise<Caller> {
  const { authFailures, keys } = deps;
  const waitMs = authFailures.blockedFor(request.ip);
  if (waitMs > 0) {
    const seconds = retryAfterSeconds(waitMs);
    throw new ApiError(
      429,
      'too_many_auth_failures',
      `Too many requests with a missing or invalid API key from this address: at most ${authFailures.limit} per ${Math.ceil(authFailures.windowMs / 1000)} s. Retry in ${seconds} s.`,
      { 'retry-after': String(seconds) },
    );
  }
  try {
    return await authenticate(request.headers.authorization, (key) => keys.identify(key));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) authFailures.recordFailure(request.ip);
    throw error;
  }
}

export function registerHumanizeRoute(app: FastifyInstance, deps: HumanizeDeps): void {
  const { config, limiter, metrics, states, faults, backend } = deps;

  app.route({
    method: 'POST',
    url: HUMANIZE_PATH,
    onRequest: async (request) => {
      const state = states.of(request);
      state.logEntry = faults?.record(presentedToken(request.headers.authorization));
      const caller = await admitCaller(request, deps);
      state.policy = caller.plan;
      state.keyId = caller.keyId;
      state.limit = 'unavailable';
      state.rate = await decideLimit(limiter, metrics, caller.keyId, config.quota, config.windowMs);
      state.limit = state.rate.allowed ? 'allowed' : 'refused';
      if (!state.rate.allowed) {
        const seconds = retryAfterSeconds(state.rate.resetMs);
        throw new ApiError(
          429,
          'rate_limited',
          `Rate limit exceeded: ${config.quota} requests per ${Math.ceil(config.windowMs / 1000)} s. Retry in ${seconds} s.`,
          { 'retry-after': String(seconds) },
        );
      }
    },
    handler: async (request, reply) => {
      const state = states.of(request);
      const input = await parseHumanizeBody(
        request.body,
        request.headers['content-type'],
        config.maxWords,
      );
      if (state.logEntry) state.logEntry.text = input.text;
      const gone = replyGone(reply);
      const work = async () => {
        if (faults) {
          await faults.delay(request.headers, gone);
          if (faults.shouldFail(request.headers)) throw new Error('Injected test fault');
        }
        // A client that disconnects cancels the backend's work (and its upstream calls).
        const started = performance.now();
        let humanized: string;
        try {
          humanized = faults?.takeScriptedAnswer() ?? (await backend.rewrite(input.text, gone));
        } catch (error) {
          // Nobody is left to answer: 499 (nginx's "client closed request"), no 500 logged.
          if (gone.aborted && error instanceof BackendError) throw clientGone();
          throw error;
        } finally {
          const seconds = (performance.now() - started) / 1000;
          metrics.backendSeconds.observe({ backend: backend.kind }, seconds);
        }
        return {
          humanized_text: humanized,
          word_count: input.wordCount,
          words_charged: Math.max(input.wordCount, config.chargeMinimum ?? 0),
        };
      };
      const { answer, replayed } = await answerOnce(
        {
          keyId: state.keyId ?? '',
          requestId: request.id,
          idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
          text: input.text,
          signal: gone,
        },
        work,
        {
          charges: deps.store().charges,
          owner: `${deps.instanceId}/${request.id}`,
          leaseMs: config.idempotencyLeaseMs,
          onLedger: (result) => metrics.ledgerWrites.inc({ result }),
        },
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(200).send(answer);
    },
  });
}
