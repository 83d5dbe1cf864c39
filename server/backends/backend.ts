/**
 * What the humanize route asks of whatever rewrites the text: the rule engine (the default) or
 * a language model (openai-backend.ts). The route passes an AbortSignal that fires when the
 * client goes away, so a backend can stop work nobody will read. Counters are exposed through
 * stats() so that a metrics registry can read them without knowing which backend runs.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's backend (buildApp), e.g. for a metrics registry to read its stats(). */
    humanizerBackend: Backend;
  }
}

export interface BackendStats {
  /** Chunks whose model answer failed a guard (each failed attempt counts once). */
  guardFailures: number;
  /** The same, by guard (see chunk-guards.ts): e.g. {paragraph_count: 2}. */
  guardFailuresByReason: Record<string, number>;
  /** Chunks rewritten by the rule engine because the model's answers were not usable. */
  fallbacks: number;
  /** Upstream calls that failed: non-2xx, error body, unreadable or oversized answer, network. */
  upstreamErrors: number;
  /** Upstream calls made (successful or not). */
  upstreamCalls: number;
  /** Durations of the most recent upstream calls in ms (at most 1,024, oldest first). */
  latencyMs: number[];
}

export interface Backend {
  /** Which backend this is ("rules", "openai"), for logs and metrics labels. */
  readonly kind: string;
  /** The rewritten text; rejects with a BackendError (never with upstream text). */
  rewrite(text: string, signal: AbortSignal): Promise<string>;
  /** A snapshot of the counters. */
  stats(): BackendStats;
}

export type BackendErrorCode =
  /** A chunk failed its guards twice and OPENAI_ON_GUARD_FAILURE=error. */
  | 'guard_failed'
  /** The model server failed twice on a chunk and OPENAI_ON_UPSTREAM_ERROR=error. */
  | 'upstream_failed'
  /** The client went away; nobody reads the answer. */
  | 'aborted';

/**
 * A failed rewrite. The message is ours (which chunk, which guard, which HTTP status), never
 * text from the model server; the route answers it with the generic 500.
 */
export class BackendError extends Error {
  constructor(
    readonly code: BackendErrorCode,
    message: string,
  ) {
    super(`${code}: ${message}`);
    this.name = 'BackendError';
  }
}
