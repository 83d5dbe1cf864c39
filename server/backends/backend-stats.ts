/**
 * The counters behind Backend.stats(): plain numbers and a bounded ring of recent latencies,
 * so that memory stays constant however long the server runs.
 */
import type { BackendStats } from './backend';

const MAX_LATENCIES = 1024;

export class BackendStatsRecorder {
  private guardFailures = 0;
  private readonly byReason = new Map<string, number>();
  private fallbacks = 0;
  private upstreamErrors = 0;
  private upstreamCalls = 0;
  private readonly latencies: number[] = [];
  private next = 0;

  guardFailed(reason: string): void {
    this.guardFailures += 1;
    this.byReason.set(reason, (this.byReason.get(reason) ?? 0) + 1);
  }

  fellBack(): void {
    this.fallbacks += 1;
  }

  upstreamCall(latencyMs: number, failed: boolean): void {
    this.upstreamCalls += 1;
    if (failed) this.upstreamErrors += 1;
    if (this.latencies.length < MAX_LATENCIES) this.latencies.push(latencyMs);
    else this.latencies[this.next] = latencyMs;
    this.next = (this.next + 1) % MAX_LATENCIES;
  }

  snapshot(): BackendStats {
    const full = this.latencies.length === MAX_LATENCIES;
    return {
      guardFailures: this.guardFailures,
      guardFailuresByReason: Object.fromEntries(this.byReason),
      fallbacks: this.fallbacks,
      upstreamErrors: this.upstreamErrors,
      upstreamCalls: this.upstreamCalls,
      latencyMs: full
        ? [...this.latencies.slice(this.next), ...this.latencies.slice(0, this.next)]
        : [...this.latencies],
    };
  }
}
