/**
 * A real PostgreSQL 15 for the tests (Debian's binaries, /usr/lib/postgresql/15/bin or PG_BIN):
 * a throwaway cluster in a temp directory, on a free loopback port, stopped and deleted by
 * stop(). PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres`
 * user (runuser). Nothing starts at import.
 *
 *   const pg = await startPostgres();
 *   const url = await pg.freshSchemaUrl(); // a new empty schema per server under test
 *   await pg.stop();
 */
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresEngine {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** A URL whose connections use a new, empty schema (isolates one server's data). */
  freshSchemaUrl(): Promise<string>;
  /** Stops the server as a crash would (immediate), keeping its data; resume() restarts it. */
  halt(): Promise<void>;
  /** Starts the halted server again on the same port, with its data. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function postgresUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
  const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
  return { uid, gid };
}

let schemas = 0;

/** Creates a new empty schema on the server of `url`; returns a URL that uses it. */
export async function freshSchemaUrl(url: string): Promise<string> {
  schemas += 1;
  const schema = `t${process.pid}_${schemas}_${Date.now()}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await client.end();
  }
  return `${url}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

export async function startPostgres(): Promise<PostgresEngine> {
  const dir = mkdtempSync(join(tmpdir(), 'humanizer-pg-'));
  const owner = await postgresUser();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const as = (command: string, args: string[]) =>
    owner
      ? run('runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args])
      : run(join(PG_BIN, command), args);
  const data = join(dir, 'data');
  await as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`;
  const start = () =>
    as('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped: Promise<void> | undefined;
  return {
    url,
    port,
    freshSchemaUrl: () => freshSchemaUrl(url),
    halt: async () => {
      await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    resume: async () => {
      await start();
    },
    stop: () =>
      (stopped ??= as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
        .then(() => undefined)
        .finally(() => rmSync(dir, { recursive: true, force: true }))),
  };
}
