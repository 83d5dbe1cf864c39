/**
 * Applies the SQL files of ./migrations in name order, each once, recording them in
 * schema_migrations. Run at start (openStore) and by `npm run keys -- migrate`. On PostgreSQL an
 * advisory lock makes instances starting together apply each file once.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SqlDatabase } from './sql-database';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any constant: the advisory lock of our migrations. */
const LOCK_ID = 29_2911;

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();
}

/** Applies the pending migrations; returns the names of those applied now. */
export async function migrate(db: SqlDatabase, now: () => number = Date.now): Promise<string[]> {
  const applied: string[] = [];
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)',
  );
  for (const name of migrationFiles()) {
    const script = readFileSync(`${MIGRATIONS_DIR}${name}`, 'utf8');
    await db.transaction(async (tx) => {
      if (db.dialect === 'postgres') await tx.query(`SELECT pg_advisory_xact_lock(${LOCK_ID})`);
      const done = await tx.query('SELECT version FROM schema_migrations WHERE version = ?', [
        name,
      ]);
      if (done.count > 0) return;
      for (const statement of statementsOf(script)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)', [
        name,
        now(),
      ]);
      applied.push(name);
    });
  }
  return applied;
}

/** The statements of a script: split at semicolons ending a line, comments dropped. */
function statementsOf(script: string): string[] {
  return script
    .split(/\n/u)
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;\s*$/mu)
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}
