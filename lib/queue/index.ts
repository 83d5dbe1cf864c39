/**
 * The queue's front door: everything the rest of the extension may use of it. The background
 * runs the engine with its dependencies; the popup and utils/storage read what the engine
 * publishes (jobs, texts, history, usage) through the readers of published.ts, re-exported here. Everything else in this
 * folder is the engine's own business and may change without anyone outside noticing.
 * docs/queue.md tells how it works.
 */

// The engine and what it needs from the background.
export { QueueEngine } from './engine';
export type {
  CheckRewrite,
  QueueConfig,
  QueueDeps,
  KeyValueArea,
  QueueStorage,
} from './engine-deps';
export type { JobCounts } from './views';

// The API the popup and the background call (shared vocabulary, defined in lib/model).
export type * from '../model/queue-api';

// What the pages read: published jobs and texts, history, usage (a lighter door, published.ts).
export * from './published';
