/**
 * Opens the store the configuration names: PostgreSQL when DATABASE_URL is set, else the
 * embedded SQLite file (default .data/humanizer.sqlite; ':memory:' for tests). Applies the
 * migrations, then adds the keys given in the configuration (HUMANIZER_KEYS, the demo keys of
 * the embedded default) if their hashes are not known yet.
 */
import type { Plan } from '../core/config-basics';
import { AccountStore } from './account-store';
import { AdminStore } from './admin-store';
import { ChargeStore } from './charge-store';
import { migrate } from './migrate';
import { openPostgres } from './postgres-database';
import type { SqlDatabase } from './sql-database';
import { openSqlite } from './sqlite-database';

export interface StoreOptions {
  databaseUrl?: string;
  databaseFile: string;
  now?: () => number;
}

export interface Store {
  db: SqlDatabase;
  accounts: AccountStore;
  admins: AdminStore;
  charges: ChargeStore;
  close(): Promise<void>;
}

/** Where the data is, for the log: never the password of a URL. */
export function describeDatabase(options: StoreOptions): string {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
  }
  return options.databaseFile === ':memory:'
    ? 'SQLite in memory'
    : `SQLite file ${options.databaseFile}`;
}

export async function openStore(options: StoreOptions): Promise<Store> {
  const db = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openSqlite(options.databaseFile);
  try {
    await migrate(db, options.now);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return {
    db,
    accounts: new AccountStore(db, options.now),
    admins: new AdminStore(db, options.now),
    charges: new ChargeStore(db, options.now),
    close: () => db.close(),
  };
}

/** Adds configured keys (user "demo-<plan>" for demo keys, "configured-<plan>" otherwise). */
export async function importKeys(
  accounts: AccountStore,
  keys: ReadonlyMap<string, Plan>,
  isDemo: (key: string, plan: Plan) => boolean,
): Promise<void> {
  for (const [key, plan] of keys) {
    const demo = isDemo(key, plan);
    await accounts.importKey(key, plan, `${demo ? 'demo' : 'configured'}-${plan}`, demo);
  }
}
