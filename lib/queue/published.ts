/**
 * The queue's second door, a subset of its front door (index.ts): what the popup, the options
 * page and utils/storage read of what the engine publishes. It pulls in none of the engine, so
 * the popup's early read (entrypoints/popup-first-read.ts) stays a couple of kB.
 */

// Published jobs and their texts, as the popup reads them from storage.
export {
  asPublishedJobs,
  emptyPublished,
  entryVersionSpecs,
  historyWithTexts,
  keysOfSpec,
  readTexts,
  specOfEntry,
  specOfView,
  versionSpecs,
  viewWithTexts,
  type PublishedJobs,
  type StoredJobView,
  type TextSpec,
} from './stored-texts';

// History and usage.
export type {
  HistoryEntry,
  HistoryTexts,
  LoadedHistoryEntry,
  LoadedHistoryVersion,
  StoredHistoryEntry,
} from './history';
export { inlineTexts, textBytesOf } from './history-log';
export type { UsageLedger } from './usage-ledger';
export { ledgerKeys, usageTotals } from './usage';
