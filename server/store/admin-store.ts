/**
 * Administrators of the account page and their sessions. The first administrator is made by a
 * command (`npm run keys -- create-admin <name>`): there is no default password. A session is a
 * random token in a cookie, stored as its hash with an expiry, in the database so that every
 * instance behind a load balancer knows it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { newId } from './key-hash';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, hashPassword, verifyPassword } from './password';
import { type SqlDatabase, num } from './sql-database';
import { StoreError } from './account-store';

export const SESSION_MS = 8 * 60 * 60 * 1000;
const ADMIN_NAME = /^[A-Za-z0-9._@-]{1,64}$/u;
/** Compared against when the name is unknown, so both cases cost one scrypt. */
const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class AdminStore {
  constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  async createAdmin(username: string, password: string): Promise<void> {
    if (!ADMIN_NAME.test(username)) {
      throw new StoreError('invalid_input', 'An administrator name is 1–64 of A–Z a–z 0–9 . _ @ -');
    }
    if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
      throw new StoreError(
        'invalid_input',
        `The password must have ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`,
      );
    }
    const result = await this.db.query(
      `INSERT INTO admins (id, username, password_hash, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (username) DO NOTHING`,
      [newId(), username, await hashPassword(password), this.now()],
    );
    if (result.count === 0)
      throw new StoreError('user_exists', `Administrator "${username}" exists.`);
  }

  async countAdmins(): Promise<number> {
    const { rows } = await this.db.query('SELECT COUNT(*) AS n FROM admins');
    return num(rows[0]?.n);
  }

  /** A new session token when the name and password match, else null. */
  async signIn(username: string, password: string): Promise<string | null> {
    const { rows } = await this.db.query(
      'SELECT id, password_hash FROM admins WHERE username = ?',
      [username.slice(0, 64)],
    );
    const row = rows[0];
    const ok = await verifyPassword(password, row ? String(row.password_hash) : DUMMY_HASH);
    if (!row || !ok) return null;
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.db.query('DELETE FROM admin_sessions WHERE expires_at <= ?', [now]);
    await this.db.query(
      'INSERT INTO admin_sessions (token_hash, admin_id, expires_at) VALUES (?, ?, ?)',
      [tokenHash(token), String(row.id), now + SESSION_MS],
    );
    return token;
  }

  /** The administrator's name of a live session, else null. */
  async sessionAdmin(token: string): Promise<string | null> {
    if (token.length > 100) return null;
    const { rows } = await this.db.query(
      `SELECT a.username FROM admin_sessions s JOIN admins a ON a.id = s.admin_id
       WHERE s.token_hash = ? AND s.expires_at > ?`,
      [tokenHash(token), this.now()],
    );
    return rows[0] ? String(rows[0].username) : null;
  }

  async signOut(token: string): Promise<void> {
    await this.db.query('DELETE FROM admin_sessions WHERE token_hash = ?', [tokenHash(token)]);
  }
}
