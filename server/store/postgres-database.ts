/**
 * SqlDatabase on PostgreSQL (DATABASE_URL=postgres://…), through a `pg` pool shared by the
 * requests of one instance. `?` placeholders become $1, $2, … (the stores write no literal
 * question mark). BIGINT columns are read as numbers (millisecond times fit in 2^53).
 */
import pg from 'pg';
import type { SqlDatabase, SqlResult, SqlRunner, SqlValue } from './sql-database';

const INT8_OID = 20;

function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/gu, () => `$${(n += 1)}`);
}

export function openPostgres(url: string, maxConnections = 10): SqlDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    // A request waits this long for a free connection before failing (500, nothing charged).
    connectionTimeoutMillis: 15_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection dropped by the server must not crash the process; the next query
  // opens a new one (or fails, and that request answers 500).
  pool.on('error', () => undefined);

  const runOn = async (
    client: pg.Pool | pg.PoolClient,
    sql: string,
    params: readonly SqlValue[] = [],
  ): Promise<SqlResult> => {
    const result = await client.query(numbered(sql), [...params]);
    return { rows: result.rows as Record<string, unknown>[], count: result.rowCount ?? 0 };
  };

  return {
    dialect: 'postgres',
    query: (sql, params) => runOn(pool, sql, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: SqlRunner = { query: (sql, params) => runOn(client, sql, params) };
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(script) {
      await pool.query(script);
    },
    close: () => pool.end(),
  };
}
