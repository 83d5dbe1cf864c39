/**
 * Users, their plans and API keys (issue 29, "Keys and accounts"), on any SqlDatabase.
 * A key's secret is returned once, by createKey, and never stored: only its hash.
 */
import type { Plan } from '../core/config-basics';
import { hashKey, newApiKey, newId, shownPrefix } from './key-hash';
import { type SqlDatabase, type SqlRow, num, text } from './sql-database';

export interface User {
  id: string;
  name: string;
  plan: Plan;
  createdAt: number;
}

export interface KeyRecord {
  id: string;
  userId: string;
  userName: string;
  plan: Plan;
  prefix: string;
  label: string;
  demo: boolean;
  createdAt: number;
  revokedAt: number | null;
}

/** What a request's key resolves to. */
export interface KeyIdentity {
  keyId: string;
  plan: Plan;
  revoked: boolean;
}

export class StoreError extends Error {
  constructor(
    readonly code: 'user_exists' | 'no_such_user' | 'no_such_key' | 'invalid_input',
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

export function isPlan(value: unknown): value is Plan {
  return value === 'pro' || value === 'starter';
}

const USER_NAME = /^[\p{L}\p{N}._@ -]{1,64}$/u;

function asUser(row: SqlRow): User {
  return {
    id: String(row.id),
    name: String(row.name),
    plan: isPlan(row.plan) ? row.plan : 'starter',
    createdAt: num(row.created_at),
  };
}

function asKey(row: SqlRow): KeyRecord {
  const revoked = text(row.revoked_at);
  return {
    id: String(row.id),
    userId: String(row.user_id),
    userName: String(row.user_name),
    plan: isPlan(row.plan) ? row.plan : 'starter',
    prefix: String(row.prefix),
    label: String(row.label),
    demo: num(row.demo) === 1,
    createdAt: num(row.created_at),
    revokedAt: revoked === null ? null : num(revoked),
  };
}

const KEY_COLUMNS = `k.id, k.user_id, u.name AS user_name, u.plan, k.prefix, k.label, k.demo,
  k.created_at, k.revoked_at FROM api_keys k JOIN users u ON u.id = k.user_id`;

export class AccountStore {
  constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  async createUser(name: string, plan: Plan): Promise<User> {
    const trimmed = name.trim();
    if (!USER_NAME.test(trimmed)) {
      throw new StoreError('invalid_input', 'A user name is 1–64 letters, digits, spaces or ._@-');
    }
    if (!isPlan(plan)) throw new StoreError('invalid_input', 'The plan is "pro" or "starter".');
    const user = { id: newId(), name: trimmed, plan, createdAt: this.now() };
    const result = await this.db.query(
      'INSERT INTO users (id, name, plan, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (name) DO NOTHING',
      [user.id, user.name, user.plan, user.createdAt],
    );
    if (result.count === 0) throw new StoreError('user_exists', `User "${trimmed}" exists.`);
    return user;
  }

  async userByName(name: string): Promise<User | null> {
    const { rows } = await this.db.query('SELECT * FROM users WHERE name = ?', [name.trim()]);
    return rows[0] ? asUser(rows[0]) : null;
  }

  async listUsers(): Promise<User[]> {
    const { rows } = await this.db.query('SELECT * FROM users ORDER BY name');
    return rows.map(asUser);
  }

  /** A new key for the user: the secret is in the answer and nowhere else. */
  async createKey(userId: string, label: string): Promise<{ key: string; record: KeyRecord }> {
    const key = newApiKey();
    const record = await this.insertKey(userId, key, label.trim().slice(0, 100), false);
    if (!record) throw new StoreError('no_such_user', 'No such user.');
    return { key, record };
  }

  /**
   * Adds a key given in the configuration (HUMANIZER_KEYS, the demo keys) under the user
   * `userName` with `plan`, unless its hash is known already. Returns whether it was added.
   */
  async importKey(key: string, plan: Plan, userName: string, demo: boolean): Promise<boolean> {
    const user = (await this.userByName(userName)) ?? (await this.createOrFind(userName, plan));
    const existing = await this.db.query('SELECT id FROM api_keys WHERE key_hash = ?', [
      hashKey(key),
    ]);
    if (existing.count > 0) return false;
    return (
      (await this.insertKey(user.id, key, demo ? 'demo key' : 'configured key', demo)) !== null
    );
  }

  /** createUser, or the user another instance made at the same moment. */
  private async createOrFind(name: string, plan: Plan): Promise<User> {
    try {
      return await this.createUser(name, plan);
    } catch (error) {
      const user = error instanceof StoreError ? await this.userByName(name) : null;
      if (!user) throw error;
      return user;
    }
  }

  private async insertKey(
    userId: string,
    key: string,
    label: string,
    demo: boolean,
  ): Promise<KeyRecord | null> {
    const id = newId();
    const result = await this.db.query(
      `INSERT INTO api_keys (id, user_id, key_hash, prefix, label, demo, created_at)
       SELECT ?, id, ?, ?, ?, ?, ? FROM users WHERE id = ? ON CONFLICT (key_hash) DO NOTHING`,
      [id, hashKey(key), shownPrefix(key), label, demo ? 1 : 0, this.now(), userId],
    );
    if (result.count === 0) return null;
    return (await this.listKeys()).find((record) => record.id === id) ?? null;
  }

  async listKeys(): Promise<KeyRecord[]> {
    const { rows } = await this.db.query(`SELECT ${KEY_COLUMNS} ORDER BY u.name, k.created_at`);
    return rows.map(asKey);
  }

  /** Revokes a key (again: no change). Throws no_such_key for an unknown id. */
  async revokeKey(id: string): Promise<KeyRecord> {
    await this.db.query('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', [
      this.now(),
      id,
    ]);
    const record = (await this.listKeys()).find((key) => key.id === id);
    if (!record) throw new StoreError('no_such_key', `No key with id "${id}".`);
    return record;
  }

  /** The key of a presented secret, or null when no key has that hash. */
  async identify(key: string): Promise<KeyIdentity | null> {
    const { rows } = await this.db.query(
      `SELECT k.id, k.revoked_at, u.plan FROM api_keys k JOIN users u ON u.id = k.user_id
       WHERE k.key_hash = ?`,
      [hashKey(key)],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      keyId: String(row.id),
      plan: isPlan(row.plan) ? row.plan : 'starter',
      revoked: text(row.revoked_at) !== null,
    };
  }
}
