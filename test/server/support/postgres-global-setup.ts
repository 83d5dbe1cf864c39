/**
 * Global setup of `npm run test:server:pg`: one PostgreSQL cluster for the run (each test
 * server gets its own schema: harness.ts), stopped when the run ends.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-engine';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = await startPostgres();
  project.provide('postgresUrl', engine.url);
  return () => engine.stop();
}
