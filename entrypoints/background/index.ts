import { browser } from 'wxt/browser';
import { setupAutomation } from './automation';
import { cardFallbackHandlers } from './selection/card-fallback-handler';
import { cardFrameHandlers } from './card/card-frame-handlers';
import { formattingLoadHandlers } from './selection/formatting-load-handler';
import { heldJobsHandlers } from './queue/held-jobs-handler';
import { jobHandlers } from './queue/job-handlers';
import { settingsHandlers } from './settings/settings-handlers';
import { firstRunHandlers, setupWelcomeOnInstall } from './settings/first-run';
import { googleDocsHandlers, setupGoogleDocsSupport } from './settings/google-docs-support';
import { inPageButtonHandlers } from './in-page-button/button-handlers';
import { setupInPageButton } from './in-page-button/setup-in-page-button';
import { setupSidePanel, sidePanelHandlers } from './side-panel/setup-side-panel';
import { startManagedPolicyRead } from './policy/managed-policy-reader';
import { createMessageListener } from './messages/message-router';
import { selectionConfirmHandlers } from './selection/selection-confirm';
import { startQueue, wakeQueue } from './queue/queue-service';
import { setupQueueWakeups } from './queue/queue-wakeups';
import { setupSelectionTriggers } from './selection/selection-triggers';
import { restrictStorageToTrustedContexts } from './storage-access';
import { followInterfaceLanguageInBackground } from './interface-language-follow';
import { apiKeyStore, migrateStoredItems } from '@/utils/storage';

export default defineBackground(() => {
  // Every listener is registered synchronously, before any await, so that the event that
  // woke the worker is not missed (onInstalled first: it fires once, at the first start).
  setupWelcomeOnInstall();
  browser.runtime.onMessage.addListener(
    createMessageListener({
      ...jobHandlers,
      ...settingsHandlers,
      ...firstRunHandlers,
      ...cardFallbackHandlers,
      ...cardFrameHandlers,
      ...formattingLoadHandlers,
      ...heldJobsHandlers,
      ...googleDocsHandlers,
      ...inPageButtonHandlers,
      ...selectionConfirmHandlers,
      ...sidePanelHandlers,
    }),
  );
  setupGoogleDocsSupport();
  setupAutomation();
  setupQueueWakeups(wakeQueue);
  setupSelectionTriggers();
  setupInPageButton(wakeQueue);
  setupSidePanel();
  // The browser answers this read seconds after its start: until then every reader uses the
  // last policy read (a send waits only where the organisation set the API's URL).
  startManagedPolicyRead();
  // The interface language the user chose (its catalogue loaded from our own URL).
  followInterfaceLanguageInBackground();
  // Before any page can be injected: content scripts must not read the key or the queue.
  restrictStorageToTrustedContexts((err) => console.error('storage.local access level', err));
  // Firefox: a key an older version left in storage.local moves where pages cannot read it.
  void apiKeyStore.migrate().catch((err) => console.error('moving the API key', err));
  // Items older versions stored in another shape are migrated first, as the queue starts;
  // Firefox: what the background obeys moves where pages cannot write it (trusted-item.ts).
  migrateStoredItems((err) => console.error('migrating stored items', err));
  // Then resume the stored queue (jobs a dead worker left behind are sent, none twice).
  void startQueue();
});
