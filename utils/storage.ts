/**
 * Every item the extension stores, defined once. Items are versioned so that a later
 * shape can migrate the old one. Nothing here runs at import time beyond defining items.
 *
 * Writers: the background writes everything except `popupDraft` (the popup's own draft) and
 * `popupJobId`. The API key is read by the background only; content scripts never touch
 * storage. The queue's own items (`queue`, `job:<id>`, text items) are laid out in
 * lib/queue/stored-layout.ts and written by the queue only.
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
import { keyStore } from './key-store';
import { lazyItem } from './lazy-item';
import { protectedItem } from './protected-item';
import { indexedDbArea } from './protected-area';
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

const SETTINGS_VERSION = 3;

export const settingsItem = lazyItem<Settings>('local:settings', {
  fallback: DEFAULT_SETTINGS,
  version: SETTINGS_VERSION,
  migrations: {
    // v1's "Show the result card only" became "Let me review first".
    2: (v1: Omit<SettingsV2, 'editableBehaviour'> & { editableBehaviour: string }): SettingsV2 => ({
      ...v1,
      editableBehaviour: v1.editableBehaviour === 'replace' ? 'replace' : 'review',
    }),
    // v3 asks before sending more than N words from a page (issue 16): 1,000 by default.
    3: (v2: SettingsV2): Settings => ({
      ...v2,
      confirmAboveWords: DEFAULT_SETTINGS.confirmAboveWords,
    }),
  },
});

/** The settings item's version, for storage.setItems (a write through it records none). */
export const settingsVersionMark = {
  key: `${settingsItem.key}$` as const,
  value: { v: SETTINGS_VERSION },
};

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
 * test shortens it: `chrome.storage.local.set({ queueWindowMs: 3000 })`.
 */
export const queueWindowMsItem = lazyItem<number>('local:queueWindowMs', {
  fallback: 60_000,
  version: 1,
});

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
 * Starts the migrations of the items whose stored shape changed between versions. The
 * background calls it at its start, before the queue reads storage: items are defined on
 * first use (lazy-item.ts), so nothing else would migrate an item no context has used yet.
 */
export function migrateStoredItems(): void {
  for (const item of [settingsItem, jobsItem, historyItem]) item.define();
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
export const inPageButtonItem = lazyItem<InPageButtonSettings>('local:inPageButton', {
  fallback: DEFAULT_BUTTON_SETTINGS,
  version: 1,
});

/**
 * The organisation's policy as last read from `storage.managed`, used at once while the
 * browser's slow first read is pending (lib/policy/last-known-policy.ts). Written by the
 * background only, when a read differs from it; read through parseManagedPolicy (a damaged
 * or older copy is untrusted input like the policy itself).
 */
export const managedPolicyItem = lazyItem<ManagedPolicy>('local:managedPolicy', {
  fallback: NO_POLICY,
  version: 1,
});
