/**
 * A small Prometheus registry (text exposition format 0.0.4): counters and histograms with
 * labels, enough for /metrics without a dependency. Every part of the server adds its own
 * (requests by status, limiter decisions, ledger writes, backend latency, fallbacks):
 *
 *   const writes = registry.counter('humanizer_ledger_writes_total', 'Ledger rows written', ['result']);
 *   writes.inc({ result: 'ok' });
 *
 * Asking twice for the same name returns the same metric. Label values are the server's own
 * words (status codes, outcomes), never request data, so the series stay few.
 */

type Labels = Record<string, string>;

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/u;
export const DEFAULT_SECONDS_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120,
];

function escapeLabel(value: string): string {
  return value.replace(/\\/gu, '\\\\').replace(/\n/gu, '\\n').replace(/"/gu, '\\"');
}

function labelText(names: readonly string[], labels: Labels, extra = ''): string {
  const parts = names.map((name) => `${name}="${escapeLabel(labels[name] ?? '')}"`);
  if (extra) parts.push(extra);
  return parts.length ? `{${parts.join(',')}}` : '';
}

function seriesKey(names: readonly string[], labels: Labels): string {
  return JSON.stringify(names.map((name) => labels[name] ?? ''));
}

export class Counter {
  private readonly values = new Map<string, { labels: Labels; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[],
  ) {}

  inc(labels: Labels = {}, by = 1): void {
    const key = seriesKey(this.labelNames, labels);
    const series = this.values.get(key) ?? { labels, value: 0 };
    series.value += by;
    this.values.set(key, series);
  }

  /** The current value of one series (0 when never counted). */
  get(labels: Labels = {}): number {
    return this.values.get(seriesKey(this.labelNames, labels))?.value ?? 0;
  }

  render(): string[] {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    for (const { labels, value } of this.values.values()) {
      lines.push(`${this.name}${labelText(this.labelNames, labels)} ${value}`);
    }
    return lines;
  }
}

export class Histogram {
  private readonly series = new Map<
    string,
    { labels: Labels; counts: number[]; sum: number; count: number }
  >();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[],
    readonly buckets: readonly number[] = DEFAULT_SECONDS_BUCKETS,
  ) {}

  observe(labels: Labels, value: number): void {
    const key = seriesKey(this.labelNames, labels);
    const entry = this.series.get(key) ?? {
      labels,
      counts: this.buckets.map(() => 0),
      sum: 0,
      count: 0,
    };
    this.buckets.forEach((bound, i) => {
      if (value <= bound) entry.counts[i] = (entry.counts[i] ?? 0) + 1;
    });
    entry.sum += value;
    entry.count += 1;
    this.series.set(key, entry);
  }

  render(): string[] {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const { labels, counts, sum, count } of this.series.values()) {
      this.buckets.forEach((bound, i) => {
        const le = labelText(this.labelNames, labels, `le="${bound}"`);
        lines.push(`${this.name}_bucket${le} ${counts[i] ?? 0}`);
      });
      lines.push(`${this.name}_bucket${labelText(this.labelNames, labels, 'le="+Inf"')} ${count}`);
      lines.push(`${this.name}_sum${labelText(this.labelNames, labels)} ${sum}`);
      lines.push(`${this.name}_count${labelText(this.labelNames, labels)} ${count}`);
    }
    return lines;
  }
}

export class MetricsRegistry {
  private readonly metrics = new Map<string, Counter | Histogram>();
  private readonly collectors: (() => void)[] = [];

  /** Runs `collect` before each render: for counters kept elsewhere (e.g. a backend's stats). */
  onRender(collect: () => void): void {
    this.collectors.push(collect);
  }

  counter(name: string, help: string, labelNames: readonly string[] = []): Counter {
    return this.named(name, Counter, () => new Counter(name, help, labelNames));
  }

  histogram(
    name: string,
    help: string,
    labelNames: readonly string[] = [],
    buckets?: readonly number[],
  ): Histogram {
    return this.named(name, Histogram, () => new Histogram(name, help, labelNames, buckets));
  }

  /** The whole registry in the Prometheus text format. */
  render(): string {
    for (const collect of this.collectors) collect();
    return `${[...this.metrics.values()].flatMap((metric) => metric.render()).join('\n')}\n`;
  }

  private named<T extends Counter | Histogram>(
    name: string,
    kind: new (...args: never[]) => T,
    make: () => T,
  ): T {
    if (!NAME.test(name)) throw new Error(`invalid metric name: ${name}`);
    const existing = this.metrics.get(name);
    if (existing) {
      if (!(existing instanceof kind)) throw new Error(`metric ${name} exists with another type`);
      return existing;
    }
    const metric = make();
    this.metrics.set(name, metric);
    return metric;
  }
}
