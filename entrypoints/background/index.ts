import { browser } from 'wxt/browser';
import { setupAutomation } from './automation';
import { cardFallbackHandlers } from './handlers/card-fallback-handler';
import { jobHandlers } from './handlers/job-handlers';
import { settingsHandlers } from './handlers/settings-handlers';
import { googleDocsHandlers, setupGoogleDocsSupport } from './google-docs-support';
import { createMessageListener } from './message-router';
import { startQueue, wakeQueue } from './queue-service';
import { setupQueueWakeups } from './queue-wakeups';
import { setupSelectionTriggers } from './selection-triggers';

export default defineBackground(() => {
  // Every listener is registered synchronously, before any await, so that the event that
  // woke the worker is not missed.
  browser.runtime.onMessage.addListener(
    createMessageListener({
      ...jobHandlers,
      ...settingsHandlers,
      ...cardFallbackHandlers,
      ...googleDocsHandlers,
    }),
  );
  setupGoogleDocsSupport();
  setupAutomation();
  setupQueueWakeups(wakeQueue);
  setupSelectionTriggers();
  // Then resume the stored queue (jobs a dead worker left behind are sent, none twice).
  void startQueue();
});
