import { useEffect, useRef } from 'react';
import { t } from '@/utils/i18n/t';
import { OptionsStoreContext, useOptions } from '../stores/options-context';
import { FormStatus, TestAndSave } from '../options/key-actions';
import type { OptionsStore } from '../stores/options-store';
import { BrandMark } from '../shared/brand-mark';
import { ShortcutLine } from '../shared/shortcut-line';
import { FieldError } from '../options/field-error';
import { DemoKeyOffer } from './demo-key-offer';
import '../options/options.css';
import './welcome.css';

/**
 * The welcome page, opened once at install (issue 28): what Humanizer does, where a key comes
 * from, the key field with Save and Test connection (the options page's store: the same
 * checks and the same save), the local server's demo key in one click, and how to use it
 * (the shortcut and the toolbar button) in two lines.
 */
export function WelcomeApp({ store }: { store: OptionsStore }) {
  useEffect(() => {
    void store.getState().load();
  }, [store]);
  return (
    <OptionsStoreContext.Provider value={store}>
      <WelcomePage />
    </OptionsStoreContext.Provider>
  );
}

function WelcomePage() {
  const loaded = useOptions((s) => s.loaded);
  const status = useOptions((s) => s.status);
  const apiKey = useOptions((s) => s.form.apiKey);
  const error = useOptions((s) => s.errors.apiKey ?? s.errors.permission ?? s.errors.baseUrl);
  const setField = useOptions((s) => s.setField);
  const save = useOptions((s) => s.save);
  const keyField = useRef<HTMLInputElement>(null);

  const showStatus = useOptions((s) => s.showStatus);
  // Esc clears a shown message and brings focus back to the key (no dialog to close here);
  // heard on the document: a button disabled while it works leaves the focus on the body.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !status) return;
      showStatus(null);
      keyField.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [status, showStatus]);

  return (
    <main className="options welcome">
      <h1>
        <BrandMark size={28} />
        {t('welcomeTitle')}
      </h1>
      <p>{t('welcomeWhat')}</p>

      <h2 id="welcome-key-title">{t('addKeyTitle')}</h2>
      <p>{t('welcomeWhereKey')}</p>
      <form
        noValidate
        aria-labelledby="welcome-key-title"
        aria-busy={!loaded}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label htmlFor="api-key">{t('optionsApiKey')}</label>
        <input
          id="api-key"
          ref={keyField}
          type="password"
          autoComplete="off"
          spellCheck={false}
          disabled={!loaded}
          value={apiKey}
          aria-invalid={error ? true : undefined}
          aria-describedby="api-key-error"
          onChange={(e) => setField('apiKey', e.target.value)}
          onInput={(e) => setField('apiKey', e.currentTarget.value)}
        />
        <FieldError id="api-key-error" message={error} />
        <TestAndSave />
        {loaded && <DemoKeyOffer />}
        <FormStatus />
      </form>

      <h2>{t('welcomeUseTitle')}</h2>
      <ShortcutLine idPrefix="welcome" />
      <p>{t('welcomeButtonLine')}</p>
      <p>
        <a href="/options.html">{t('welcomeAllSettings')}</a>
      </p>
    </main>
  );
}
