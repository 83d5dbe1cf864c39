import { afterAll, beforeAll } from 'vitest';

/**
 * Starts a fixture before the describe block's first test and closes it after its last. The
 * object returned is filled in when the fixture has started: read its fields inside hooks and
 * tests, not at the top of the describe block.
 */
export function withFixture<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  const fixture = {} as T;
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
    Object.assign(fixture, started);
  });
  afterAll(async () => {
    await started?.close();
  });
  return fixture;
}
