import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { t } from '@/utils/i18n/t';
import { OptionsApp } from '@/components/options/options-app';
import { createOptionsStore } from '@/components/stores/options-store';

// The tab's title, localised like the rest (index.html keeps the English one as a fallback).
document.title = t('optionsTitle');
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <OptionsApp store={createOptionsStore()} />
    </StrictMode>,
  );
}
