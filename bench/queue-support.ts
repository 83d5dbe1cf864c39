/** Shared by the queue benches: the real queue engine on in-memory storage and real fetch. */
import { callHumanize } from '../lib/api/client';
import { englishMessages } from '../lib/i18n/english-messages';
import { QueueEngine } from '../lib/queue/engine';
import type { QueueConfig } from '../lib/queue/engine-deps';
import { memoryArea } from '../lib/queue/testing/memory-area';

export function benchQueue(config: QueueConfig): QueueEngine {
  let ids = 0;
  return new QueueEngine({
    // Storage that serialises like browser storage does (a structured clone per write).
    storage: (() => {
      const area = memoryArea();
      return { state: area, texts: area };
    })(),
    readConfig: async () => config,
    send: (call) =>
      callHumanize(call, {
        fetch,
        now: Date.now,
        isOriginPermitted: async () => true,
        timeoutMs: 120_000,
        t: englishMessages,
      }),
    now: Date.now,
    random: Math.random,
    newId: () => `bench-${(ids += 1)}`,
    t: englishMessages,
    scheduleWake: () => undefined,
  });
}
