/**
 * Sets up the extension under test by writing its storage from the service worker, the items
 * as the options page saves them (utils/storage.ts: WXT keeps each item's version in `<key>$`).
 */
import type { ExtensionHarness } from './extension';
import { PRO_KEY } from './reference-api';

/** The bit of the extension API the snippets below use inside the extension. */
export interface ChromeStorage {
  chrome: {
    storage: {
      local: {
        set(items: object): Promise<void>;
        get(key: string | string[] | null): Promise<Record<string, unknown>>;
      };
    };
  };
}

export interface ExtensionSetup {
  /** Default: the pro key. */
  apiKey?: string;
  /** The client-side cap: N requests in any rolling window. Default 30. */
  requestsPerMinute?: number;
  /** Test-only: the length of that window (default: the extension's own, one minute). */
  windowMs?: number;
  editableBehaviour?: 'replace' | 'review';
  /** Ask before sending more than this many words from a page. Default 1,000. */
  confirmAboveWords?: number;
}

/** The storage items that point the extension at `baseUrl` with `setup`. */
export function extensionStorage(
  baseUrl: string,
  setup: ExtensionSetup = {},
): Record<string, unknown> {
  return {
    settings: {
      baseUrl,
      requestsPerMinute: setup.requestsPerMinute ?? 30,
      historyEnabled: true,
      editableBehaviour: setup.editableBehaviour ?? 'replace',
      confirmAboveWords: setup.confirmAboveWords ?? 1000,
    },
    settings$: { v: 3 },
    apiKey: setup.apiKey ?? PRO_KEY,
    apiKey$: { v: 1 },
    ...(setup.windowMs === undefined ? {} : { queueWindowMs: setup.windowMs }),
  };
}

/** Writes `items` to the extension's storage.local. */
export async function writeStorage(
  ext: ExtensionHarness,
  items: Record<string, unknown>,
): Promise<void> {
  const worker = await ext.worker();
  await worker.evaluate(async (all) => {
    await (globalThis as unknown as ChromeStorage).chrome.storage.local.set(all);
  }, items);
}

/** Reads one item of the extension's storage.local. */
export async function readStorage<T>(ext: ExtensionHarness, key: string): Promise<T> {
  const worker = await ext.worker();
  return worker.evaluate(
    async (k) => (await (globalThis as unknown as ChromeStorage).chrome.storage.local.get(k))[k],
    key,
  ) as Promise<T>;
}

/** All of the extension's storage.local (history texts items have keys of their own). */
export async function readAllStorage(ext: ExtensionHarness): Promise<Record<string, unknown>> {
  const worker = await ext.worker();
  return worker.evaluate(() =>
    (globalThis as unknown as ChromeStorage).chrome.storage.local.get(null),
  );
}

/** Points the extension at `baseUrl` with the pro key (or `setup`). */
export async function configureExtension(
  ext: ExtensionHarness,
  baseUrl: string,
  setup: ExtensionSetup = {},
): Promise<void> {
  await writeStorage(ext, extensionStorage(baseUrl, setup));
}
