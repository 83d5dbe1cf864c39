/**
 * POST /v1/humanize. Order of checks (contract-decisions.md):
 *   0. the client address's failed authentications (429 too_many_auth_failures) — onRequest
 *   1. key (401 unauthorized / 403 plan_required)        — onRequest, before the body is read
 *   2. rate limit (429 rate_limited), counting this request — onRequest
 *   3. body size (413 payload_too_large)                   — Fastify bodyLimit while reading
 *   4. [test faults: delay, injected 500]
 *   5. body (422 invalid_body / too_many_words)
 *   6. the backend rewrites (the rule engine, or a language model: backends/), cancelled when
 *      the client disconnects; 200 {humanized_text, word_count, words_charged}
 * Every request that passes step 1 counts against its key, whatever its outcome; a 429 does
 * not count (it was not accepted). A Starter key stops at step 1 with 403: its plan has no
 * rate limit (the specification lists it as N/A), so its requests neither count nor carry
 * RateLimit headers. A failed request charges nothing (there is no ledger:
 * words_charged only appears in a 200). A 401 counts against its client address
 * (auth-failure-limiter.ts), never against a key.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthFailureLimiter } from './auth-failure-limiter';
import { authenticate, type Caller } from './auth';
import { type Backend, BackendError } from './backends/backend';
import type { ServerConfig } from './config';
import { ApiError } from './errors';
import { type RollingRateLimiter, retryAfterSeconds } from './rate-limiter';
import { parseHumanizeBody } from './request-body';
import type { RequestStates } from './request-state';
import type { TestFaults } from './test-faults';

export const HUMANIZE_PATH = '/v1/humanize';

export interface HumanizeDeps {
  config: ServerConfig;
  limiter: RollingRateLimiter;
  authFailures: AuthFailureLimiter;
  states: RequestStates;
  faults: TestFaults | undefined;
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
function admitCaller(request: FastifyRequest, deps: HumanizeDeps): Caller {
  const { authFailures, config } = deps;
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
    return authenticate(request.headers.authorization, config.keys);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) authFailures.recordFailure(request.ip);
    throw error;
  }
}

export function registerHumanizeRoute(app: FastifyInstance, deps: HumanizeDeps): void {
  const { config, limiter, states, faults, backend } = deps;

  app.route({
    method: 'POST',
    url: HUMANIZE_PATH,
    onRequest: async (request) => {
      const state = states.of(request);
      state.logEntry = faults?.record(presentedToken(request.headers.authorization));
      const caller = admitCaller(request, deps);
      state.policy = caller.plan;
      state.rate = limiter.take(caller.key);
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
      const gone = replyGone(reply);
      if (faults) {
        await faults.delay(request.headers, gone);
        if (faults.shouldFail(request.headers)) throw new Error('Injected test fault');
      }
      const input = await parseHumanizeBody(request.body, request.headers['content-type']);
      const entry = states.of(request).logEntry;
      if (entry) entry.text = input.text;
      // A client that disconnects cancels the backend's work (and its upstream calls).
      let humanized: string;
      try {
        humanized = await backend.rewrite(input.text, gone);
      } catch (error) {
        // Nobody is left to answer: 499 (nginx's "client closed request") for the log, no 500.
        if (gone.aborted && error instanceof BackendError) return reply.code(499).send();
        throw error;
      }
      return reply.code(200).send({
        humanized_text: humanized,
        word_count: input.wordCount,
        words_charged: Math.max(input.wordCount, config.chargeMinimum ?? 0),
      });
    },
  });
}
