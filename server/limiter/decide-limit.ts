/**
 * The route's one call to the limiter: times and counts the decision, and turns a limiter that
 * cannot decide into 503 service_unavailable with Retry-After (nothing counted, nothing
 * charged: the request never reaches the backend).
 */
import { ApiError } from '../core/errors';
import type { ServerMetrics } from '../ops/server-metrics';
import { type KeyLimiter, type LimitDecision, LimiterUnavailableError } from './key-limiter';

export const UNAVAILABLE_RETRY_AFTER_S = 1;

export async function decideLimit(
  limiter: KeyLimiter,
  metrics: ServerMetrics,
  key: string,
  quota: number,
  windowMs: number,
): Promise<LimitDecision> {
  const started = performance.now();
  try {
    const decision = await limiter.allow(key, quota, windowMs);
    const outcome = decision.allowed ? 'allowed' : 'refused';
    metrics.limiterDecisions.inc({ limiter: limiter.kind, decision: outcome });
    return decision;
  } catch (error) {
    if (!(error instanceof LimiterUnavailableError)) throw error;
    metrics.limiterDecisions.inc({ limiter: limiter.kind, decision: 'unavailable' });
    throw new ApiError(
      503,
      'service_unavailable',
      `The rate limiter cannot be reached, so the request was not processed and nothing was charged. Retry in ${UNAVAILABLE_RETRY_AFTER_S} s.`,
      { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_S) },
    );
  } finally {
    metrics.limiterSeconds.observe({ limiter: limiter.kind }, (performance.now() - started) / 1000);
  }
}
