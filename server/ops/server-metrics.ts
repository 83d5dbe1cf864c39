/**
 * The metrics the server itself keeps (issue 29, "Operations"); others register theirs on the
 * same registry (metrics-registry.ts), e.g. the store's ledger writes.
 */
import { type Counter, type Histogram, MetricsRegistry } from './metrics-registry';

export interface ServerMetrics {
  registry: MetricsRegistry;
  /** Every answered request: route ("/v1/humanize", "other") and status code. */
  requests: Counter;
  /** Limiter decisions: limiter kind, decision (allowed, refused, unavailable). */
  limiterDecisions: Counter;
  /** Time the limiter took to decide, by limiter kind. */
  limiterSeconds: Histogram;
  /** Time the rewriting backend took per request, by backend. */
  backendSeconds: Histogram;
  /** Ledger writes: written (a row per 200), replayed (stored answer, no row), failed. */
  ledgerWrites: Counter;
  /** Decisions a fallback took in place of the normal path (e.g. the local limiter). */
  fallbacks: Counter;
}

export function serverMetrics(registry = new MetricsRegistry()): ServerMetrics {
  return {
    registry,
    requests: registry.counter('humanizer_http_requests_total', 'HTTP requests answered', [
      'route',
      'status',
    ]),
    limiterDecisions: registry.counter(
      'humanizer_limiter_decisions_total',
      'Rate-limit decisions by outcome',
      ['limiter', 'decision'],
    ),
    limiterSeconds: registry.histogram(
      'humanizer_limiter_decision_seconds',
      'Time to take one rate-limit decision',
      ['limiter'],
      [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
    ),
    backendSeconds: registry.histogram(
      'humanizer_backend_seconds',
      'Time the rewriting backend took per request',
      ['backend'],
    ),
    ledgerWrites: registry.counter(
      'humanizer_ledger_writes_total',
      'Ledger rows written before a 200 (written), answers replayed uncharged, failed writes',
      ['result'],
    ),
    fallbacks: registry.counter('humanizer_fallbacks_total', 'Fallbacks taken', ['what']),
  };
}
