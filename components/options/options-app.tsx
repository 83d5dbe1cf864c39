import { useEffect } from 'react';
import { t } from '@/utils/i18n/t';
import { OptionsStoreContext, useOptions } from '../stores/options-context';
import type { OptionsStore } from '../stores/options-store';
import { BehaviourFields } from './behaviour-fields';
import { ConnectionFields } from './connection-fields';
import { InPageButtonFields } from './in-page-button-fields';
import { ShortcutFields } from './shortcut-fields';
import { BrandMark } from '../shared/brand-mark';
import './options.css';

/** The options page: connection, behaviour, history; one status line for all of it. */
export function OptionsApp({ store }: { store: OptionsStore }) {
  useEffect(() => {
    void store.getState().load();
  }, [store]);
  return (
    <OptionsStoreContext.Provider value={store}>
      <OptionsForm />
    </OptionsStoreContext.Provider>
  );
}

function OptionsForm() {
  const loaded = useOptions((s) => s.loaded);
  const busy = useOptions((s) => s.busy);
  const status = useOptions((s) => s.status);
  const save = useOptions((s) => s.save);
  const testConnection = useOptions((s) => s.testConnection);

  return (
    <main className="options">
      <h1>
        <BrandMark size={28} />
        {t('optionsTitle')}
      </h1>
      <form
        noValidate
        aria-busy={!loaded}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <ConnectionFields />
        <BehaviourFields />
        <InPageButtonFields />
        <div className="row actions">
          <button
            type="button"
            disabled={!loaded || busy !== null}
            onClick={() => void testConnection()}
          >
            {t('optionsTest')}
          </button>
          <button type="submit" className="primary" disabled={!loaded || busy !== null}>
            {t('optionsSave')}
          </button>
        </div>
        <p className={`status ${status?.tone ?? ''}`} role="status" aria-live="polite">
          {status?.text ?? ''}
        </p>
      </form>
      <ShortcutFields />
    </main>
  );
}
