/**
 * Exponential backoff with jitter: attempt 1 waits about baseMs, each later one twice as
 * long, capped. The jitter (50–100 % of the step) keeps many clients from retrying in step.
 */
export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
}

export function backoffDelay(
  attempt: number,
  random: () => number,
  { baseMs = 1000, maxMs = 60_000 }: BackoffOptions = {},
): number {
  const step = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step * (0.5 + random() / 2));
}
