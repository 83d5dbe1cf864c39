import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { t } from '@/components/i18n/t';
import { PopupApp } from '@/components/popup/popup-app';
import { createPopupStore } from '@/components/stores/popup-store';

// Localised like the rest (index.html keeps the English one as a fallback).
document.title = t('extensionName');
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PopupApp store={createPopupStore()} />
    </StrictMode>,
  );
}
