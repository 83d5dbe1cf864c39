import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { t } from '@/components/i18n/t';
import { PopupApp } from '@/components/popup/popup-app';
import { createPopupStore } from '@/components/stores/popup-store';

// Localised like the rest (index.html keeps the English one as a fallback).
document.title = t('extensionName');
const root = document.getElementById('root');
if (root) {
  const store = createPopupStore();
  // Storage answers while React renders its first frame, not after it.
  const started = store.getState().start();
  createRoot(root).render(
    <StrictMode>
      <PopupApp store={store} started={started} />
    </StrictMode>,
  );
}
