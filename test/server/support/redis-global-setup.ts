/**
 * Global setup of the shared-engine contract run (vitest.server-pg.config.ts): one real Redis
 * for the run, stopped when it ends. Every test server limits through it (harness.ts), under a
 * key prefix of its own, so tests never see each other's counts or resets.
 */
import type { TestProject } from 'vitest/node';
import { startRedis } from './redis-engine';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = await startRedis();
  project.provide('redisUrl', engine.url);
  return () => engine.close();
}
