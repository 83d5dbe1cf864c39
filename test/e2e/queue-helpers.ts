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

/** The storage items that point the extension at `baseUrl` with `apiKey`, N requests per W ms. */
export function queueStorage(
  baseUrl: string,
  {
    max = 30,
    windowMs = 60_000,
    apiKey = 'demo-pro-key',
  }: { max?: number; windowMs?: number; apiKey?: string } = {},
): Record<string, unknown> {
  return {
    settings: {
      baseUrl,
      requestsPerMinute: max,
      historyEnabled: true,
      editableBehaviour: 'replace',
    },
    apiKey,
    queueWindowMs: windowMs,
  };
}

/** Points the extension at `baseUrl` with the pro key, N requests per W ms. */
export async function configureQueue(
  ext: ExtensionHarness,
  baseUrl: string,
  options: { max?: number; windowMs?: number; apiKey?: string } = {},
): Promise<void> {
  const worker = await ext.worker();
  await worker.evaluate(
    async (items) => {
      const c = (globalThis as unknown as ChromeStorage).chrome;
      await c.storage.local.set(items);
    },
    queueStorage(baseUrl, options),
  );
}

/** Requests that carried a text (a 401 or a request still waiting shows none yet). */
export async function serverLog(baseUrl: string): Promise<LoggedRequest[]> {
  return (await fullServerLog(baseUrl)).filter((r) => r.text !== null);
}

/** Every request that reached the server, answered or not. */
export async function fullServerLog(baseUrl: string): Promise<LoggedRequest[]> {
  const res = await fetch(`${new URL(baseUrl).origin}/__test/requests`);
  return (await res.json()) as LoggedRequest[];
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
