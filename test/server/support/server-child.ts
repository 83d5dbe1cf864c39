/**
 * A reference server in a child process, for tests that kill it (instance-killed.test.ts). Its
 * database is HUMANIZER_DB_FILE (or DATABASE_URL); CHILD_LEASE_MS sets the Idempotency-Key lease.
 * Prints one JSON line {"port"} once it listens.
 */
import { loadConfig } from '../../../server/config';
import { startServer } from '../../../server/start';

const config = loadConfig({
  ...process.env,
  HUMANIZER_KEYS: 'demo-pro-key:pro',
  HUMANIZER_TEST_FAULTS: '1',
});
const server = await startServer({
  ...config,
  port: 0,
  idempotencyLeaseMs: Number(process.env.CHILD_LEASE_MS ?? 10_000),
});
process.stdout.write(`${JSON.stringify({ port: server.port })}\n`);
