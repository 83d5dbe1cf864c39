/**
 * `npm run server`: the reference server alone (configuration: see config.ts).
 * Prints the base URL and the keys with their plans (secrets masked: key-display.ts); stops
 * cleanly on SIGINT/SIGTERM.
 */
import {
  DEFAULT_AUTH_FAILURE_LIMIT,
  DEFAULT_AUTH_FAILURE_WINDOW_MS,
} from './core/auth-failure-limiter';
import { ConfigError, loadConfig } from './config';
import { keyLines } from './key-display';
import { describeDatabase } from './store/open-store';
import { startServer } from './start';
import { TEST_TOKEN_HEADER } from './test-routes';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config, { log: (line) => console.log(line) });
  console.log(`Humanize API v1 reference server listening.`);
  console.log(`  Base URL: ${server.baseUrl}`);
  console.log(`  Operation: POST ${server.baseUrl}/humanize`);
  console.log(
    `  Database: ${describeDatabase({ ...config, databaseFile: config.databaseFile ?? ':memory:' })}`,
  );
  console.log(
    `  Account page: ${server.baseUrl.replace(/\/v1$/u, '')}/account (first administrator: npm run keys -- create-admin <name>)`,
  );
  if (config.keys.size > 0) {
    console.log(
      config.demoKeys
        ? '  Demo keys (embedded default only; public, not for real use):'
        : '  Keys from HUMANIZER_KEYS / HUMANIZER_KEYS_FILE (stored as hashes):',
    );
    for (const line of keyLines(config.keys)) console.log(`    ${line}`);
  }
  console.log('  Other keys: made on the account page or with npm run keys (never printed here).');
  console.log(
    `  Rate limit: ${config.quota} requests per key per rolling ${config.windowMs / 1000} s`,
  );
  const failures = config.authFailureLimit ?? DEFAULT_AUTH_FAILURE_LIMIT;
  const failureWindow = (config.authFailureWindowMs ?? DEFAULT_AUTH_FAILURE_WINDOW_MS) / 1000;
  console.log(
    `  Failed authentications: ${failures} per client address per rolling ${failureWindow} s, then 429`,
  );
  const backend = config.backend;
  console.log(
    backend?.kind === 'openai'
      ? `  Rewriting: model "${backend.model}" at ${backend.baseUrl} (deadline ${backend.deadlineMs / 1000} s, fallback on guard failure: ${backend.onGuardFailure})`
      : '  Rewriting: the rule engine',
  );
  if (server.metricsUrl) console.log(`  Metrics (Prometheus): ${server.metricsUrl}`);
  console.log(`  Health: ${server.baseUrl.replace(/\/v1$/u, '')}/livez and /readyz`);
  if (config.chargeMinimum !== undefined)
    console.log(`  Charging at least ${config.chargeMinimum} words per request`);
  if (server.testToken !== undefined) {
    // A token the run made up is printed: whoever runs the tests needs it and had no other way
    // to learn it. One given in the environment is the user's own: not repeated.
    const token = process.env.HUMANIZER_TEST_TOKEN?.trim()
      ? 'the value of HUMANIZER_TEST_TOKEN'
      : server.testToken;
    console.log('  TEST FAULTS ENABLED: /__test/faults, /__test/requests, /__test/reset');
    console.log(
      `    they answer only requests without Origin carrying ${TEST_TOKEN_HEADER}: ${token}`,
    );
  }

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing the requests in flight, then closing…`);
    server.drain().then(
      (finished) => {
        if (!finished) console.log('Drain timed out: closing with requests still in flight');
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `Cannot listen: the address is already in use (${(error as Error).message}). Set PORT to another port.`,
    );
  } else {
    console.error('Failed to start the server:', error);
  }
  process.exit(1);
});
