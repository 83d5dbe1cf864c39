/**
 * /readyz: ready when every registered check passes within its time and the server is not
 * draining. Each dependency registers its own check (the limiter: a Redis PING; the store: a
 * database query), so a load balancer stops sending requests to an instance that cannot serve
 * them, and to one that is shutting down.
 *
 *   readiness.register('postgres', async () => { await pool.query('select 1'); });
 */

export type ReadinessCheck = () => Promise<void>;

export interface ReadinessReport {
  ready: boolean;
  draining: boolean;
  /** Each check: "ok" or what failed. */
  checks: Record<string, string>;
}

export const CHECK_TIMEOUT_MS = 500;

export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();
  draining = false;

  register(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  async report(timeoutMs = CHECK_TIMEOUT_MS): Promise<ReadinessReport> {
    const entries = await Promise.all(
      [...this.checks].map(
        async ([name, check]) => [name, await outcome(check, timeoutMs)] as const,
      ),
    );
    const checks = Object.fromEntries(entries);
    const ready = !this.draining && entries.every(([, result]) => result === 'ok');
    return { ready, draining: this.draining, checks };
  }
}

async function outcome(check: ReadinessCheck, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([
      check().then(
        () => 'ok',
        (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200),
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
