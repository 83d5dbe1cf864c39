/**
 * SqlDatabase on an SQLite file (better-sqlite3): the embedded default, nothing to install.
 * better-sqlite3 is synchronous, so one connection is enough; operations are queued so that a
 * transaction's statements are never interleaved with another request's. WAL and FULL sync:
 * a committed ledger row survives a crash of the process or of the machine.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database, { type Statement } from 'better-sqlite3';
import type { SqlDatabase, SqlResult, SqlRunner, SqlValue } from './sql-database';

export function openSqlite(file: string): SqlDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  const statements = new Map<string, Statement>();
  let queue: Promise<unknown> = Promise.resolve();

  const run = (sql: string, params: readonly SqlValue[] = []): SqlResult => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    if (statement.reader) {
      const rows = statement.all(...params) as Record<string, unknown>[];
      return { rows, count: rows.length };
    }
    return { rows: [], count: statement.run(...params).changes };
  };
  /** Runs `work` after everything queued before it. */
  const serial = <T>(work: () => Promise<T> | T): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  };
  const direct: SqlRunner = { query: async (sql, params) => run(sql, params) };

  return {
    dialect: 'sqlite',
    query: (sql, params) => serial(() => run(sql, params)),
    transaction: (work) =>
      serial(async () => {
        db.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(direct);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw error;
        }
      }),
    exec: (script) => serial(() => void db.exec(script)),
    close: () => serial(() => void db.close()),
  };
}
