import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/start';
import { launchExtension, type ExtensionHarness } from './support/extension';
import { configureQueue, serverLog, setFaults } from './queue-helpers';

describe('a provider that takes longer than Chrome’s 30 s fetch limit', () => {
  let ext: ExtensionHarness;
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ port: 0, testFaults: true });
    ext = await launchExtension();
    await configureQueue(ext, server.baseUrl);
  });
  afterAll(async () => {
    await ext?.close();
    await server?.close();
  });

  it('still delivers the result of a request answered after 45 s, sent once', async () => {
    await setFaults(server.baseUrl, { delayMs: 45_000 });
    const text = 'A slow provider still answers this text in the end.';
    const worker = await ext.worker();
    const result = await worker.evaluate(
      (t) =>
        (
          globalThis as unknown as {
            humanizer: {
              humanize(t: string): Promise<{ humanized_text: string; word_count: number }>;
            };
          }
        ).humanizer.humanize(t),
      text,
    );
    expect(result.word_count).toBe(10);
    expect(result.humanized_text.length).toBeGreaterThan(0);
    const log = await serverLog(server.baseUrl);
    expect(log.map((r) => [r.text, r.status])).toEqual([[text, 200]]);
  }, 110_000);
});
