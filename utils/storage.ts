/**
 * Every item the extension stores, defined once. Items are versioned so that a later
 * shape can migrate the old one. Nothing here runs at import time beyond defining items.
 *
 * Writers: the background writes everything except `popupDraft` (the popup's own draft).
 * The API key is read by the background only; content scripts never touch storage.
 */
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import type { JobView } from '@/lib/queue/job-view';
import {
  asHistoryTexts,
  HISTORY_TEXT_PREFIX,
  storedView,
  type StoredJobView,
} from '@/lib/queue/stored-texts';
import type { UsageLedger } from '@/lib/queue/usage-ledger';
import type { HistoryTexts, StoredHistoryEntry } from '@/lib/queue/history';
import { inlineTexts, textBytesOf } from '@/lib/queue/history-log';
import type { PersistedQueue } from '@/lib/queue/persisted-queue';
import { DEFAULT_SETTINGS, type Settings } from './settings';

type SettingsV2 = Omit<Settings, 'confirmAboveWords'>;

const SETTINGS_VERSION = 3;

export const settingsItem = storage.defineItem<Settings>('local:settings', {
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

/** Read only by the background (utils/protocol.ts hands it to extension pages on request). */
export const apiKeyItem = storage.defineItem<string>('local:apiKey', { fallback: '', version: 1 });

/**
 * The origin the key was saved for ("https://api.example.com"): the key is sent nowhere else.
 * Written with the key, in the same storage write. Absent for a key saved before keys were
 * bound: lib/api/key-origin.ts then binds it to the saved base URL's origin (no migration
 * step: the rule is applied where the value is read).
 */
export const apiKeyOriginItem = storage.defineItem<string | null>('local:apiKeyOrigin', {
  fallback: null,
  version: 1,
});

/** The queue's durable state: jobs, chunks, send times, pause. Written by the background only. */
export const queueItem = storage.defineItem<PersistedQueue | null>('local:queue', {
  fallback: null,
  version: 1,
});

/**
 * W, the queue's rolling window in ms (N is settings.requestsPerMinute). 60,000 unless a
 * test shortens it: `chrome.storage.local.set({ queueWindowMs: 3000 })`.
 */
export const queueWindowMsItem = storage.defineItem<number>('local:queueWindowMs', {
  fallback: 60_000,
  version: 1,
});

/**
 * Published views of live and recent jobs, for the popup to subscribe to. Without texts
 * since v2: the queue item holds them once (lib/queue/stored-texts.ts puts them back).
 */
export const jobsItem = storage.defineItem<StoredJobView[]>('local:jobs', {
  fallback: [],
  version: 2,
  migrations: { 2: (v1: JobView[]): StoredJobView[] => v1.map(storedView) },
});

export const usageItem = storage.defineItem<UsageLedger>('local:usage', {
  fallback: { days: {}, months: {}, total: 0 },
  version: 1,
});

const HISTORY_VERSION = 2;

/**
 * The history index: entries without texts, with their weight (lib/queue/history.ts). v1
 * entries held their texts inline once their job had left the queue; the migration keeps
 * them there (the queue's startup moves them into `historyText:<id>` items) and weighs them.
 * It is also run on v2 values whose version was not recorded (see historyVersionMark).
 */
export const historyItem = storage.defineItem<StoredHistoryEntry[]>('local:history', {
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

/** The settings item's version, for storage.setItems (see historyVersionMark). */
export const settingsVersionMark = {
  key: `${settingsItem.key}$` as const,
  value: { v: SETTINGS_VERSION },
};

/**
 * The history item's version, for storage.setItems: a write through setItems does not
 * record it, and a context that then found it missing would migrate (rewrite) the index
 * as it read it, over a newer one the queue wrote meanwhile.
 */
export const historyVersionMark = {
  key: `${historyItem.key}$` as const,
  value: { v: HISTORY_VERSION },
};

export type HistoryTextKey = `local:${typeof HISTORY_TEXT_PREFIX}${string}`;

/** The key of the item holding the texts of history entry `id` once its job left the queue. */
export const historyTextKey = (id: string): HistoryTextKey => `local:${HISTORY_TEXT_PREFIX}${id}`;

/** The per-entry texts of the history; one item each, read only for the entries shown. */
export const historyTextItems = {
  /** The texts stored for `ids` (one storage read); an id without valid texts is absent. */
  async get(ids: readonly string[]): Promise<Map<string, HistoryTexts>> {
    const found = new Map<string, HistoryTexts>();
    if (ids.length === 0) return found;
    const values = await storage.getItems(ids.map(historyTextKey));
    values.forEach(({ value }, i) => {
      const texts = asHistoryTexts(value);
      if (texts) found.set(ids[i]!, texts);
    });
    return found;
  },
  /** The values for storage.setItems, to store them in the same write as the rest. */
  entries: (texts: Readonly<Record<string, HistoryTexts>> = {}) =>
    Object.entries(texts).map(([id, value]) => ({ key: historyTextKey(id), value })),
  set(texts: Readonly<Record<string, HistoryTexts>>): Promise<void> {
    return storage.setItems(historyTextItems.entries(texts));
  },
  remove(ids: readonly string[]): Promise<void> {
    return storage.removeItems(ids.map(historyTextKey));
  },
  /** Ids of every stored item: the key list where the browser has one, else a full read. */
  async ids(): Promise<string[]> {
    const local = browser.storage.local;
    let keys: string[];
    try {
      keys = await local.getKeys();
    } catch {
      // Before Chrome 130 / Firefox 143, and in test fakes: read everything once.
      keys = Object.keys(await local.get(null));
    }
    return keys
      .filter((key) => key.startsWith(HISTORY_TEXT_PREFIX))
      .map((key) => key.slice(HISTORY_TEXT_PREFIX.length));
  },
};

/** Clears the history: the index and every entry's texts (texts in the queue stay its own). */
export async function clearHistory(): Promise<void> {
  const ids = await historyTextItems.ids();
  await Promise.all([historyItem.removeValue(), historyTextItems.remove(ids)]);
}

/** The popup's draft and its current job: the popup closes on blur, these do not. */
export const popupDraftItem = storage.defineItem<string>('local:popupDraft', {
  fallback: '',
  version: 1,
});
export const popupJobIdItem = storage.defineItem<string | null>('local:popupJobId', {
  fallback: null,
  version: 1,
});
