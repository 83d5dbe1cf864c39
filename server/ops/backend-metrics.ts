/**
 * The rewriting backend's counters (backends/backend.ts, stats()) as Prometheus series, read
 * when /metrics is rendered: guard failures by guard, rule-engine fallbacks, upstream calls and
 * upstream errors. The backend keeps plain totals; each render adds what grew since the last
 * one, so the series stay monotonic counters. Time per request is humanizer_backend_seconds.
 */
import type { Backend } from '../backends/backend';
import type { Counter } from './metrics-registry';
import type { ServerMetrics } from './server-metrics';

/** Raises `counter` (one series) to `total`; totals never go down. */
function raiseTo(counter: Counter, labels: Record<string, string>, total: number): void {
  const grown = total - counter.get(labels);
  if (grown > 0) counter.inc(labels, grown);
}

export function registerBackendMetrics(metrics: ServerMetrics, backend: Backend): void {
  const { registry } = metrics;
  const guardFailures = registry.counter(
    'humanizer_backend_guard_failures_total',
    'Model answers that failed a guard, by guard',
    ['backend', 'guard'],
  );
  const upstreamCalls = registry.counter(
    'humanizer_backend_upstream_calls_total',
    'Calls to the model server',
    ['backend'],
  );
  const upstreamErrors = registry.counter(
    'humanizer_backend_upstream_errors_total',
    'Calls to the model server that failed (status, error body, unreadable answer, network)',
    ['backend'],
  );
  let fellBack = 0;
  registry.onRender(() => {
    const stats = backend.stats();
    const kind = { backend: backend.kind };
    for (const [guard, total] of Object.entries(stats.guardFailuresByReason)) {
      raiseTo(guardFailures, { ...kind, guard }, total);
    }
    raiseTo(upstreamCalls, kind, stats.upstreamCalls);
    raiseTo(upstreamErrors, kind, stats.upstreamErrors);
    if (stats.fallbacks > fellBack) {
      metrics.fallbacks.inc({ what: 'backend_rule_engine' }, stats.fallbacks - fellBack);
      fellBack = stats.fallbacks;
    }
  });
}
