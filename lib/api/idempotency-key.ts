/**
 * The Idempotency-Key a request carries (contract-decisions.md, "Retries and idempotency"): one
 * per chunk of a job, the same for every attempt of that chunk (a retry after a 5xx or a
 * timeout, the one resend after a worker restart), so a provider that honours the header never
 * charges the same chunk twice. Made from the job's id and the chunk's index, both stored with the
 * job, so a new worker computes the same key without storing another item.
 */

/** Up to 128 visible ASCII characters, as the contract allows. */
const VISIBLE_ASCII = /^[\x21-\x7e]{1,128}$/;

/**
 * The key for chunk `chunkIndex` of job `jobId`, or undefined when the stored id cannot make
 * a valid header (stored data is untrusted): the request then goes without one, as to a
 * provider that ignores the header.
 */
export function idempotencyKeyFor(jobId: string, chunkIndex: number): string | undefined {
  if (!Number.isSafeInteger(chunkIndex) || chunkIndex < 0) return undefined;
  const key = `humanizer-${jobId}-${chunkIndex}`;
  return VISIBLE_ASCII.test(key) ? key : undefined;
}
