/** Shared by the queue end-to-end files: configure the extension, read the server's log. */
import type { ExtensionHarness } from './support/extension';

/** The bit of the extension API the tests use inside the worker. */
export interface ChromeStorage {
  chrome: {
    storage: {
      local: {
        set(items: object): Promise<void>;
        get(key: string): Promise<Record<string, unknown>>;
      };
    };
  };
}

export interface LoggedRequest {
  at: number;
  key: string | null;
  text: string | null;
  status: number | null;
}

/** Points the extension at `baseUrl` with the pro key, N requests per W ms. */
export async function configureQueue(
  ext: ExtensionHarness,
  baseUrl: string,
  { max = 30, windowMs = 60_000 }: { max?: number; windowMs?: number } = {},
): Promise<void> {
  const worker = await ext.worker();
  await worker.evaluate(
    async ([base, n, w]) => {
      const c = (globalThis as unknown as ChromeStorage).chrome;
      await c.storage.local.set({
        settings: {
          baseUrl: base,
          requestsPerMinute: n,
          historyEnabled: true,
          editableBehaviour: 'replace',
        },
        apiKey: 'demo-pro-key',
        queueWindowMs: w,
      });
    },
    [baseUrl, max, windowMs] as const,
  );
}

export async function serverLog(baseUrl: string): Promise<LoggedRequest[]> {
  const res = await fetch(`${new URL(baseUrl).origin}/__test/requests`);
  return ((await res.json()) as LoggedRequest[]).filter((r) => r.text !== null);
}

export async function setFaults(baseUrl: string, faults: Record<string, unknown>): Promise<void> {
  await fetch(`${new URL(baseUrl).origin}/__test/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  });
}

export async function resetServer(baseUrl: string): Promise<void> {
  await fetch(`${new URL(baseUrl).origin}/__test/reset`, { method: 'POST' });
}

/** How many times each text reached the server. */
export function countByText(log: LoggedRequest[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of log) counts.set(r.text ?? '', (counts.get(r.text ?? '') ?? 0) + 1);
  return counts;
}
