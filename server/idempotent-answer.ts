/**
 * Answers a humanize request once and charges it once (contract-decisions.md, "Retries and
 * idempotency"; issue 29, point 3). The ledger row is written BEFORE the answer is sent, and
 * only for an answer that will be sent:
 *   - without Idempotency-Key: work, then one ledger row, then the 200;
 *   - with one: claim the record (store/charge-store.ts). The claimer works and stores the
 *     answer together with its ledger row; a request that finds the answer stored gets it
 *     again, uncharged; one that finds the record held by another request waits for its answer
 *     (or takes it over when that request's instance died: its lease ran out). Same key, other
 *     text → 422 invalid_body. A failed request releases the record: nothing stored, nothing
 *     charged.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError } from './core/errors';
import type { ChargeStore } from './store/charge-store';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const DEFAULT_LEASE_MS = 10_000;
const WAIT_STEP_MS = 50;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/u;

export interface HumanizeAnswer {
  humanized_text: string;
  word_count: number;
  words_charged: number;
}

export interface AnswerRequest {
  keyId: string;
  requestId: string;
  /** The Idempotency-Key header, unchecked (undefined: none). */
  idempotencyKey: string | string[] | undefined;
  text: string;
  /** Aborts when the client has gone. */
  signal: AbortSignal;
}

export interface AnswerOptions {
  charges: ChargeStore;
  /** Who holds a claim: unique per instance and request. */
  owner: string;
  leaseMs?: number;
  /** Told of each ledger outcome (metrics): a row written, a replay (no row), a failed write. */
  onLedger?: (result: LedgerResult) => void;
}

export type LedgerResult = 'written' | 'replayed' | 'failed';

/** The answer to send, and whether it is a stored one (not charged now). */
export interface Answered {
  answer: HumanizeAnswer;
  replayed: boolean;
}

/** The Idempotency-Key, checked: 1–128 visible ASCII characters, or 422. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new ApiError(
      422,
      'invalid_body',
      'Idempotency-Key must be 1 to 128 visible ASCII characters.',
    );
  }
  return header;
}

/** The client went away: 499 (nginx's "client closed request"), nothing sent, nothing charged. */
export function clientGone(): ApiError {
  return new ApiError(499 as number, 'bad_request', 'The client closed the connection.');
}

export async function answerOnce(
  request: AnswerRequest,
  work: () => Promise<HumanizeAnswer>,
  options: AnswerOptions,
): Promise<Answered> {
  const { charges, owner } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const idemKey = idempotencyKeyOf(request.idempotencyKey);
  const charge = (answer: HumanizeAnswer) => ({
    keyId: request.keyId,
    requestId: request.requestId,
    wordCount: answer.word_count,
    wordsCharged: answer.words_charged,
  });
  if (idemKey === undefined) {
    const answer = await work();
    if (request.signal.aborted) throw clientGone(); // never sent: never charged
    try {
      await charges.charge(charge(answer));
    } catch (error) {
      options.onLedger?.('failed');
      throw error;
    }
    options.onLedger?.('written');
    return { answer, replayed: false };
  }
  const bodyHash = createHash('sha256').update(request.text).digest('hex');
  for (;;) {
    const claim = await charges.claim(request.keyId, idemKey, bodyHash, owner, leaseMs);
    if (claim.kind !== 'claimed' && claim.bodyHash !== bodyHash) {
      throw new ApiError(
        422,
        'invalid_body',
        'This Idempotency-Key was used with another text; use a new key for a new request.',
      );
    }
    if (claim.kind === 'done') {
      options.onLedger?.('replayed');
      return { answer: JSON.parse(claim.response) as HumanizeAnswer, replayed: true };
    }
    if (claim.kind === 'pending') {
      if (request.signal.aborted) throw clientGone();
      await sleep(WAIT_STEP_MS);
      continue;
    }
    const renew = setInterval(
      () => void charges.renew(request.keyId, idemKey, owner, leaseMs).catch(() => undefined),
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    let answer: HumanizeAnswer;
    try {
      answer = await work();
    } catch (error) {
      await charges.release(request.keyId, idemKey, owner).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(renew);
    }
    let finished: boolean;
    try {
      finished = await charges.finish(idemKey, owner, charge(answer), JSON.stringify(answer));
    } catch (error) {
      options.onLedger?.('failed');
      await charges.release(request.keyId, idemKey, owner).catch(() => undefined);
      throw error;
    }
    if (finished) {
      options.onLedger?.('written');
      return { answer, replayed: false };
    }
    // Another request took the record over while this one was slow: send its answer.
  }
}
