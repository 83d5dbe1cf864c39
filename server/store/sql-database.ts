/**
 * The little the stores need from a SQL engine, so that one store implementation runs on
 * SQLite (embedded default) and PostgreSQL (DATABASE_URL). Statements use `?` placeholders;
 * the PostgreSQL adapter numbers them. Nothing here opens a connection at import.
 */
export type SqlValue = string | number | null;
export type SqlRow = Record<string, unknown>;

export interface SqlResult {
  rows: SqlRow[];
  /** Rows returned (queries) or changed (INSERT/UPDATE/DELETE). */
  count: number;
}

export interface SqlRunner {
  query(sql: string, params?: readonly SqlValue[]): Promise<SqlResult>;
}

export interface SqlDatabase extends SqlRunner {
  readonly dialect: 'sqlite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

/** A column read as a number (PostgreSQL returns BIGINT and SUM as strings). */
export function num(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}

/** A column read as text or null. */
export function text(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}
