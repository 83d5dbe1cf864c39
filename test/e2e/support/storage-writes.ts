/**
 * Counts what the extension writes to storage.local, in its service worker: every
 * `chrome.storage.local.set` is wrapped to add its items' bytes (UTF-8 JSON, as the issue 18
 * measure does). The extension calls the API through `chrome.storage.local.set` looked up at
 * call time (the polyfill and WXT's storage both do), so the wrapper sees every write made
 * after it is installed. A new worker (after a restart) starts without it.
 */
import type { Worker } from 'playwright-core';

export interface StorageWrites {
  writes: number;
  bytes: number;
}

interface Counted {
  chrome: { storage: { local: { set(...args: unknown[]): unknown } } };
  __humanizerWrites?: StorageWrites;
}

/** Installs the counter in `worker` (once; a second call keeps the counts). */
export async function countStorageWrites(worker: Worker): Promise<void> {
  await worker.evaluate(() => {
    const scope = globalThis as unknown as Counted;
    if (scope.__humanizerWrites) return;
    const counts: StorageWrites = { writes: 0, bytes: 0 };
    scope.__humanizerWrites = counts;
    const local = scope.chrome.storage.local;
    const set = local.set.bind(local);
    local.set = (...args: unknown[]) => {
      counts.writes += 1;
      counts.bytes += new TextEncoder().encode(JSON.stringify(args[0])).length;
      return set(...args);
    };
  });
}

/** The counts so far in `worker` (zero where no counter was installed). */
export async function storageWrites(worker: Worker): Promise<StorageWrites> {
  return worker.evaluate(
    () => (globalThis as unknown as Counted).__humanizerWrites ?? { writes: 0, bytes: 0 },
  );
}
