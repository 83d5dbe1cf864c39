/**
 * `npm run server`: the reference server alone (configuration: see config.ts).
 * Prints the base URL and the keys with their plans; stops cleanly on SIGINT/SIGTERM.
 */
import { ConfigError, loadConfig } from './config';
import { startServer } from './start';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config, { log: (line) => console.log(line) });
  console.log(`Humanize API v1 reference server listening.`);
  console.log(`  Base URL: ${server.baseUrl}`);
  console.log(`  Operation: POST ${server.baseUrl}/humanize`);
  console.log('  API keys:');
  for (const [key, plan] of config.keys) {
    console.log(`    ${key}  (${plan}${plan === 'pro' ? '' : ': no API access, answers 403'})`);
  }
  console.log(
    `  Rate limit: ${config.quota} requests per key per rolling ${config.windowMs / 1000} s`,
  );
  if (config.chargeMinimum !== undefined)
    console.log(`  Charging at least ${config.chargeMinimum} words per request`);
  if (config.testFaults)
    console.log('  TEST FAULTS ENABLED: /__test/faults, /__test/requests, /__test/reset');

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, closing…`);
    server.close().then(
      () => process.exit(0),
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
