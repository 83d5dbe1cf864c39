import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { t } from '@/utils/i18n/t';
import { WelcomeApp } from '@/components/welcome/welcome-app';
import { createOptionsStore } from '@/components/stores/options-store';

// The tab's title, localised like the rest (index.html keeps the English one as a fallback).
document.title = t('welcomeTitle');
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <WelcomeApp store={createOptionsStore()} />
    </StrictMode>,
  );
}
