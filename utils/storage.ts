/**
 * Every item the extension stores, defined once. Items are versioned so that a later
 * shape can migrate the old one. Nothing here runs at import time beyond defining items.
 *
 * Writers: the background writes everything except `popupDraft` (the popup's own draft).
 * The API key is read by the background only; content scripts never touch storage.
 */
import { storage } from 'wxt/utils/storage';
import type { JobView } from '@/lib/queue/job-view';
import { storedView, type StoredJobView } from '@/lib/queue/stored-texts';
import type { UsageLedger } from '@/lib/queue/usage-ledger';
import type { StoredHistoryEntry } from '@/lib/queue/history';
import type { PersistedQueue } from '@/lib/queue/persisted-queue';
import { DEFAULT_SETTINGS, type Settings } from './settings';

export const settingsItem = storage.defineItem<Settings>('local:settings', {
  fallback: DEFAULT_SETTINGS,
  version: 2,
  migrations: {
    // v1's "Show the result card only" became "Let me review first".
    2: (v1: Omit<Settings, 'editableBehaviour'> & { editableBehaviour: string }): Settings => ({
      ...v1,
      editableBehaviour: v1.editableBehaviour === 'replace' ? 'replace' : 'review',
    }),
  },
});

/** Read only by the background (utils/protocol.ts hands it to extension pages on request). */
export const apiKeyItem = storage.defineItem<string>('local:apiKey', { fallback: '', version: 1 });

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

/** Entries of jobs still in the queue hold no texts (lib/queue/history.ts). */
export const historyItem = storage.defineItem<StoredHistoryEntry[]>('local:history', {
  fallback: [],
  version: 1,
});

/** The popup's draft and its current job: the popup closes on blur, these do not. */
export const popupDraftItem = storage.defineItem<string>('local:popupDraft', {
  fallback: '',
  version: 1,
});
export const popupJobIdItem = storage.defineItem<string | null>('local:popupJobId', {
  fallback: null,
  version: 1,
});
