import { useEffect, useState } from 'react';
import { t } from '@/utils/i18n/t';
import { BrandMark } from '../shared/brand-mark';
import { ButtonSiteRow } from './button-site-row';
import { PopupStoreContext, usePopup } from '../stores/popup-context';
import type { PopupStore } from '../stores/popup-store';
import { DraftField } from './draft-field';
import { HistoryList } from './history-list';
import { JobPanel } from './job-panel';
import { KeyLead } from './key-lead';
import { OpenSidePanelButton } from './open-side-panel-button';
import { QueueList } from './queue-list';
import { UsagePanel } from './usage-panel';
import './popup.css';

/**
 * The popup: draft, current job, usage and recent jobs. All state lives in storage.
 * `started`: the entry already called the store's start(), before rendering.
 */
export function PopupApp({ store, started }: { store: PopupStore; started?: Promise<() => void> }) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    // Started by the entry (storage asked while React rendered): watched for the page's life.
    if (!started) {
      void store
        .getState()
        .start()
        .then((unwatch) => (stopped ? unwatch() : (stop = unwatch)));
    }
    // The popup closes the moment focus leaves it: save the draft on the way out.
    const flush = () => void store.getState().flushDraft();
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    window.addEventListener('blur', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      stop?.();
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('blur', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [store, started]);

  return (
    <PopupStoreContext.Provider value={store}>
      <PopupLayout />
    </PopupStoreContext.Provider>
  );
}

function PopupLayout() {
  const openOptions = usePopup((s) => s.openOptions);
  const hydrated = usePopup((s) => s.hydrated);
  const [today] = useState(() => new Date());
  // Laid out but not shown until storage has answered: nothing jumps into place.
  return (
    <main className="popup" aria-busy={!hydrated} data-hydrated={hydrated}>
      <header className="row">
        <h1>
          <BrandMark size={20} />
          {t('extensionName')}
        </h1>
        <OpenSidePanelButton />
        <button type="button" className="link" onClick={() => void openOptions()}>
          {t('popupSettings')}
        </button>
      </header>
      <KeyLead />
      <DraftField />
      <JobPanel />
      <QueueList />
      <section className="row usage-row" aria-labelledby="usage-title">
        <h2 id="usage-title">{t('popupUsageTitle')}</h2>
        <UsagePanel today={today} />
      </section>
      <HistoryList />
      <ButtonSiteRow />
    </main>
  );
}
