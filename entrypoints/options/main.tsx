import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { t } from '@/utils/i18n/t';
import {
  followInterfaceLanguage,
  loadInterfaceLanguage,
  markDocumentLanguage,
} from '@/utils/i18n/interface-language';
import { OptionsApp } from '@/components/options/options-app';
import { createOptionsStore } from '@/components/stores/options-store';

const root = document.getElementById('root');
if (root) {
  const store = createOptionsStore();
  const reactRoot = createRoot(root);
  // Each language drawn anew (a new key): every component asks t again; the form's state
  // lives in the store and survives.
  let drawn = 0;
  const render = () => {
    markDocumentLanguage(document);
    // The tab's title, localised like the rest (index.html keeps the English one).
    document.title = t('optionsTitle');
    reactRoot.render(
      <StrictMode>
        <OptionsApp drawn={drawn} store={store} />
      </StrictMode>,
    );
  };
  const language = loadInterfaceLanguage().catch(() => 'auto');
  void language.finally(render);
  followInterfaceLanguage(() => {
    drawn += 1;
    void language.finally(render);
  });
}
