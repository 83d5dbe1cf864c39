import { useEffect } from 'react';
import { browser } from 'wxt/browser';
import { isDraftChangedNotice } from '@/lib/messages/side-panel-notice';
import { popupDraftItem } from '@/utils/storage';
import { PopupStoreContext } from '../stores/popup-context';
import type { PopupStore } from '../stores/popup-store';
import { PopupApp } from '../popup/popup-app';
import { InsertIntoPage } from './insert-into-page';
import './side-panel.css';

/**
 * The side panel: the popup's draft, rewrite, queue and history, laid out for a panel that
 * stays open beside the page, and "Insert into the page". Composed from the popup (not a
 * fork): the same store reads and watches storage, so the panel shows the same state after
 * the user switches tabs. A selection sent here ("Humanize in side panel") becomes the draft:
 * the background says so and the panel reads the draft again.
 */
export function SidePanelApp({
  store,
  started,
}: {
  store: PopupStore;
  started?: Promise<() => void>;
}) {
  useEffect(() => {
    const extension = {
      id: browser.runtime.id,
      origin: browser.runtime.getURL('/').replace(/\/$/, ''),
    };
    const reread = () =>
      void popupDraftItem.getValue().then((draft) => {
        if (draft !== store.getState().draft) store.getState().setDraft(draft);
      });
    const listener = (message: unknown, sender: Parameters<typeof isDraftChangedNotice>[1]) => {
      if (isDraftChangedNotice(message, sender, extension)) reread();
      return undefined;
    };
    browser.runtime.onMessage.addListener(listener);
    // Sent while this page was starting: not heard, so read once now too.
    void started?.then(reread);
    return () => browser.runtime.onMessage.removeListener(listener);
  }, [store, started]);

  return (
    <div className="side-panel">
      <PopupApp store={store} started={started} />
      <PopupStoreContext.Provider value={store}>
        <InsertIntoPage />
      </PopupStoreContext.Provider>
    </div>
  );
}
