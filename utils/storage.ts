/**
 * Every item the extension stores, defined once. Items are versioned so that a later
 * shape can migrate the old one. Nothing here runs at import time beyond defining items.
 *
 * Writers: the background writes everything except `popupDraft` (the popup's own draft) and
 * `popupJobId`. The API key is read by the background only; content scripts never touch
 * storage. The queue's own items (`queue`, `job:<id>`, text items) are laid out in
 * lib/queue/stored-layout.ts and written by the queue only. What the background obeys
 * (settings, queue window, the button's choices, the last-known policy) is a trusted item
 * (trusted-item.ts): in Firefox, where a page's process can write storage.local, it is read
 * from the protected area only.
 */
import { browser } from 'wxt/browser';
import type { KeyValueArea } from '@/lib/model/storage-area';
import {
  emptyPublished,
  inlineTexts,
  type PublishedJobs,
  type StoredHistoryEntry,
  textBytesOf,
  type UsageLedger,
} from '@/lib/queue/published';
import {
  DEFAULT_BUTTON_SETTINGS,
  type InPageButtonSettings,
} from '@/lib/in-page-button/button-settings';
import { NO_POLICY, type ManagedPolicy } from '@/lib/policy/managed-policy';
import { keyStore, type SavedKey } from './key-store';
import { lazyItem } from './lazy-item';
import { protectedItem } from './protected-item';
import { indexedDbArea } from './protected-area';
import { trustedItem } from './trusted-item';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings/settings';

/** storage.local as the queue's state area (lib/queue/engine-deps.ts). */
export const stateArea: KeyValueArea = {
  get: (keys) => browser.storage.local.get([...keys]),
  async keys() {
    const local = browser.storage.local;
    try {
      return await local.getKeys();
    } catch {
      // Before Chrome 130 / Firefox 143, and in test fakes: read everything once.
      return Object.keys(await local.get(null));
    }
  },
  set: (items) => browser.storage.local.set({ ...items }),
  remove: (keys) => browser.storage.local.remove([...keys]),
};

/**
 * Where the texts and the key live. Chrome: storage.local, which the background shuts to
 * content scripts at every start (storage-access.ts). Firefox: the extension's IndexedDB,
 * which no content script can reach (protected-area.ts); Firefox has no such switch.
 */
const protectedArea = import.meta.env.FIREFOX ? indexedDbArea() : undefined;
export const textArea: KeyValueArea = protectedArea ?? stateArea;

type SettingsV2 = Omit<Settings, 'confirmAboveWords'>;

/**
 * The settings: the API base URL, requests per minute, history, the edit mode and the
 * large-text word threshold. Obeyed by the background, so out of a page's reach in Firefox
 * too (trusted-item.ts).
 */
export const settingsItem = trustedItem<Settings>(
  'settings',
  {
    fallback: DEFAULT_SETTINGS,
    version: 3,
    migrations: {
      // v1's "Show the result card only" became "Let me review first".
      2: (
        v1: Omit<SettingsV2, 'editableBehaviour'> & { editableBehaviour: string },
      ): SettingsV2 => ({
        ...v1,
        editableBehaviour: v1.editableBehaviour === 'replace' ? 'replace' : 'review',
      }),
      // v3 asks before sending more than N words from a page (issue 16): 1,000 by default.
      3: (v2: SettingsV2): Settings => ({
        ...v2,
        confirmAboveWords: DEFAULT_SETTINGS.confirmAboveWords,
      }),
    },
  },
  protectedArea,
);

/**
 * The API key and the origin it was saved for ("https://api.example.com": the key is sent
 * nowhere else), written together in one write. Read only by the background (lib/messages/protocol.ts
 * hands the key to extension pages on request). An origin absent for a key saved before keys
 * were bound: lib/api/key-origin.ts then binds it to the saved base URL's origin. In the
 * protected area in Firefox, where a key an older version left in storage.local moves.
 */
export const apiKeyStore = keyStore(protectedArea);

/**
 * W, the queue's rolling window in ms (N is settings.requestsPerMinute). 60,000 unless a
 * test shortens it: `chrome.storage.local.set({ queueWindowMs: 3000 })` (Chrome; Firefox
 * keeps it in the protected area, trusted-item.ts).
 */
export const queueWindowMsItem = trustedItem<number>(
  'queueWindowMs',
  { fallback: 60_000, version: 1 },
  protectedArea,
);

/** The key with the settings and the queue's window: one read where one area holds all. */
export async function readKeyAndSettings(): Promise<{
  saved: SavedKey;
  settings: Settings;
  windowMs: number;
}> {
  // Migrated first; then the base URL, key and key origin in one read (Chrome), as Save
  // writes them in one write: never a new base URL with the old key.
  await settingsItem.getValue();
  if (settingsItem.local && queueWindowMsItem.local) {
    const { saved, values } = await apiKeyStore.getWith([
      settingsItem.local,
      queueWindowMsItem.local,
    ]);
    const [settings, windowMs] = values as [Settings, number];
    return { saved, settings, windowMs };
  }
  // Firefox: the key first (Save writes it first), then what it may be sent with.
  const saved = await apiKeyStore.get();
  const [settings, windowMs] = await Promise.all([
    settingsItem.getValue(),
    queueWindowMsItem.getValue(),
  ]);
  return { saved, settings, windowMs };
}

/**
 * Saves the key, the origin it is for and the settings: in one write in Chrome (the queue
 * never reads the new base URL with the old key, or the reverse); Firefox: the key first
 * (key-store.ts), which another origin refuses, then the settings.
 */
export async function saveKeyAndSettings(
  key: string,
  origin: string | null,
  settings: Settings,
): Promise<void> {
  const local = settingsItem.local;
  if (local) {
    const versionMark = { key: `${local.key}$` as const, value: { v: settingsItem.version } };
    return apiKeyStore.set(key, origin, [{ item: local, value: settings }, versionMark]);
  }
  await apiKeyStore.set(key, origin);
  await settingsItem.setValue(settings);
}

/**
 * The published views (lib/queue/publisher.ts): the first live jobs, the popup's current job
 * and the number of live jobs; bounded, without texts. v1 and v2 held every job's view.
 */
export const jobsItem = lazyItem<PublishedJobs>('local:jobs', {
  fallback: emptyPublished(),
  version: 3,
  migrations: { 3: () => emptyPublished() },
});

export const usageItem = lazyItem<UsageLedger>('local:usage', {
  fallback: { days: {}, months: {}, total: 0 },
  version: 1,
});

const HISTORY_VERSION = 2;

/**
 * The history index: entries without texts, with their weight (lib/queue/history.ts). v1
 * entries held their texts inline once their job had left the queue; the migration keeps
 * them there (the queue's startup moves them into text items) and weighs them. The queue
 * writes the index with its version mark (lib/queue/queue-store.ts).
 */
export const historyItem = lazyItem<StoredHistoryEntry[]>('local:history', {
  fallback: [],
  version: HISTORY_VERSION,
  migrations: {
    // An entry whose texts the queue holds is weighed (0 meanwhile) when they move.
    2: (v1: Array<Omit<StoredHistoryEntry, 'textBytes'> & { textBytes?: number }>) =>
      v1.map((entry): StoredHistoryEntry => {
        const inline = inlineTexts({ ...entry, textBytes: 0 });
        return { ...entry, textBytes: entry.textBytes ?? (inline ? textBytesOf(inline) : 0) };
      }),
  },
});

/**
 * Starts the migrations of the items whose stored shape changed between versions, and (in
 * Firefox) the one-time move of the items the background obeys into the protected area. The
 * background calls it at its start, before the queue reads storage and before any page gets
 * our scripts: items are defined on first use (lazy-item.ts), so nothing else would migrate
 * an item no context has used yet.
 */
export function migrateStoredItems(onError: (err: unknown) => void): void {
  for (const item of [jobsItem, historyItem]) item.define();
  for (const item of [settingsItem, queueWindowMsItem, inPageButtonItem, managedPolicyItem]) {
    void item.migrate().catch(onError);
  }
}

/** The popup's draft and its current job: the popup closes on blur, these do not. */
export const popupDraftItem = protectedItem<string>('popupDraft', '', protectedArea);
export const popupJobIdItem = lazyItem<string | null>('local:popupJobId', {
  fallback: null,
  version: 1,
});

/**
 * The in-page Humanize button: where the user turned it on or hid it, the global Pause, and
 * whether its first-time note was shown (lib/in-page-button/button-settings.ts). Written by
 * the background only; read through asButtonSettings, which repairs any damaged shape.
 */
export const inPageButtonItem = trustedItem<InPageButtonSettings>(
  'inPageButton',
  { fallback: DEFAULT_BUTTON_SETTINGS, version: 1 },
  protectedArea,
);

/**
 * The organisation's policy as last read from `storage.managed`, used at once while the
 * browser's slow first read is pending (lib/policy/last-known-policy.ts). Written by the
 * background only, when a read differs from it; read through parseManagedPolicy (a damaged
 * or older copy is untrusted input like the policy itself).
 */
export const managedPolicyItem = trustedItem<ManagedPolicy>(
  'managedPolicy',
  { fallback: NO_POLICY, version: 1 },
  protectedArea,
);

/**
 * The interface language the user chose in the options (lib/settings/interface-language.ts):
 * written by the options page the moment it is chosen, read by every extension page and the
 * background. Stored as typed (unknown to the reader): always read through
 * parseInterfaceLanguage, so an older or damaged value reads as Automatic.
 */
export const interfaceLanguageItem = lazyItem<unknown>('local:interfaceLanguage', {
  fallback: 'auto',
  version: 1,
});
