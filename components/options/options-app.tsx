import { useEffect } from 'react';
import { t } from '@/utils/i18n/t';
import { OptionsStoreContext, useOptions } from '../stores/options-context';
import { TestAndSave, FormStatus } from './key-actions';
import type { OptionsStore } from '../stores/options-store';
import { BehaviourFields } from './behaviour-fields';
import { ConnectionFields } from './connection-fields';
import { InPageButtonFields } from './in-page-button-fields';
import { LanguageField } from './language-field';
import { ShortcutFields } from './shortcut-fields';
import { BrandMark } from '../shared/brand-mark';
import './options.css';

/**
 * The options page: connection, behaviour, history; one status line for all of it.
 * `drawn` changes when the interface language does: the form is drawn anew in it, while the
 * store (and what was typed) stays, and nothing is loaded again.
 */
export function OptionsApp({ store, drawn = 0 }: { store: OptionsStore; drawn?: number }) {
  useEffect(() => {
    void store.getState().load();
  }, [store]);
  return (
    <OptionsStoreContext.Provider value={store}>
      <OptionsForm key={drawn} />
    </OptionsStoreContext.Provider>
  );
}

function OptionsForm() {
  const loaded = useOptions((s) => s.loaded);
  const save = useOptions((s) => s.save);

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
        <LanguageField />
        <BehaviourFields />
        <InPageButtonFields />
        <TestAndSave />
        <FormStatus />
      </form>
      <ShortcutFields />
    </main>
  );
}
