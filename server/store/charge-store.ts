/**
 * The ledger and the Idempotency-Key records (issue 29, point 3; contract-decisions.md,
 * "Retries and idempotency"). Every guarded step is one statement or one transaction, so two
 * instances sharing the database agree on who processes a request and who charges it:
 *   - claim: the first request with an idempotency key inserts a 'pending' record it owns for
 *     a short lease (renewed while it works); a pending record whose lease ran out (its
 *     instance died) is taken over;
 *   - finish: the owner marks the record 'done' with the answer AND writes the ledger row in
 *     one transaction, only if it still owns it;
 *   - release: a failed request deletes its pending record: it stored and charged nothing.
 * A 'done' record answers the same body for 24 h.
 */
import { newId } from './key-hash';
import { type SqlDatabase, type SqlRunner, num, text } from './sql-database';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface Charge {
  keyId: string;
  requestId: string;
  wordCount: number;
  wordsCharged: number;
}

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'done'; bodyHash: string; response: string }
  | { kind: 'pending'; bodyHash: string };

export interface UsageRow {
  keyId: string;
  period: string;
  requests: number;
  words: number;
}

function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export class ChargeStore {
  constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  private async insertLedger(runner: SqlRunner, charge: Charge): Promise<void> {
    const at = this.now();
    await runner.query(
      `INSERT INTO ledger (id, key_id, request_id, word_count, words_charged, day, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [
        newId(),
        charge.keyId,
        charge.requestId,
        charge.wordCount,
        charge.wordsCharged,
        utcDay(at),
        at,
      ],
    );
  }

  /** One ledger row for a 200 without an idempotency key. */
  charge(charge: Charge): Promise<void> {
    return this.insertLedger(this.db, charge);
  }

  async claim(
    keyId: string,
    idemKey: string,
    bodyHash: string,
    owner: string,
    leaseMs: number,
  ): Promise<Claim> {
    const now = this.now();
    await this.db.query(
      'DELETE FROM idempotency WHERE key_id = ? AND idem_key = ? AND created_at <= ?',
      [keyId, idemKey, now - IDEMPOTENCY_TTL_MS],
    );
    const inserted = await this.db.query(
      `INSERT INTO idempotency (key_id, idem_key, body_hash, state, owner, lease_until, created_at)
       VALUES (?, ?, ?, 'pending', ?, ?, ?) ON CONFLICT (key_id, idem_key) DO NOTHING`,
      [keyId, idemKey, bodyHash, owner, now + leaseMs, now],
    );
    if (inserted.count === 1) return { kind: 'claimed' };
    const { rows } = await this.db.query(
      'SELECT * FROM idempotency WHERE key_id = ? AND idem_key = ?',
      [keyId, idemKey],
    );
    const row = rows[0];
    if (!row) return this.claim(keyId, idemKey, bodyHash, owner, leaseMs); // released meanwhile
    const stored = String(row.body_hash);
    if (row.state === 'done')
      return { kind: 'done', bodyHash: stored, response: text(row.response) ?? '' };
    if (stored === bodyHash && num(row.lease_until) < now) {
      const taken = await this.db.query(
        `UPDATE idempotency SET owner = ?, lease_until = ?
         WHERE key_id = ? AND idem_key = ? AND state = 'pending' AND owner = ?`,
        [owner, now + leaseMs, keyId, idemKey, String(row.owner)],
      );
      if (taken.count === 1) return { kind: 'claimed' };
    }
    return { kind: 'pending', bodyHash: stored };
  }

  /** Keeps a pending record owned while its request is still being worked on. */
  async renew(keyId: string, idemKey: string, owner: string, leaseMs: number): Promise<void> {
    await this.db.query(
      `UPDATE idempotency SET lease_until = ?
       WHERE key_id = ? AND idem_key = ? AND owner = ? AND state = 'pending'`,
      [this.now() + leaseMs, keyId, idemKey, owner],
    );
  }

  /**
   * Stores the answer and writes the ledger row, together, if `owner` still holds the record.
   * False: another instance took it over; nothing was written.
   */
  finish(idemKey: string, owner: string, charge: Charge, response: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const done = await tx.query(
        `UPDATE idempotency SET state = 'done', response = ?, created_at = ?
         WHERE key_id = ? AND idem_key = ? AND owner = ? AND state = 'pending'`,
        [response, this.now(), charge.keyId, idemKey, owner],
      );
      if (done.count !== 1) return false;
      await this.insertLedger(tx, charge);
      return true;
    });
  }

  async release(keyId: string, idemKey: string, owner: string): Promise<void> {
    await this.db.query(
      `DELETE FROM idempotency WHERE key_id = ? AND idem_key = ? AND owner = ? AND state = 'pending'`,
      [keyId, idemKey, owner],
    );
  }

  /** Forgets answers older than 24 h; returns how many. */
  async purgeExpired(): Promise<number> {
    const result = await this.db.query(
      'DELETE FROM idempotency WHERE created_at <= ? AND state = ?',
      [this.now() - IDEMPOTENCY_TTL_MS, 'done'],
    );
    return result.count;
  }

  /** Requests and words charged per key by UTC day ('YYYY-MM-DD') or month ('YYYY-MM'). */
  async usage(by: 'day' | 'month'): Promise<UsageRow[]> {
    const period = by === 'day' ? 'day' : 'substr(day, 1, 7)';
    const { rows } = await this.db.query(
      `SELECT key_id, ${period} AS period, COUNT(*) AS requests, SUM(words_charged) AS words
       FROM ledger GROUP BY key_id, ${period} ORDER BY period DESC, key_id`,
    );
    return rows.map((row) => ({
      keyId: String(row.key_id),
      period: String(row.period),
      requests: num(row.requests),
      words: num(row.words),
    }));
  }

  /** Every ledger row of a key (tests, audits). */
  async rows(keyId?: string): Promise<Array<Charge & { createdAt: number }>> {
    const { rows } = await this.db.query(
      keyId === undefined
        ? 'SELECT * FROM ledger ORDER BY created_at'
        : 'SELECT * FROM ledger WHERE key_id = ? ORDER BY created_at',
      keyId === undefined ? [] : [keyId],
    );
    return rows.map((row) => ({
      keyId: String(row.key_id),
      requestId: String(row.request_id),
      wordCount: num(row.word_count),
      wordsCharged: num(row.words_charged),
      createdAt: num(row.created_at),
    }));
  }
}
