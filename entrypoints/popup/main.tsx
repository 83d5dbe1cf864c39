import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PopupApp } from '@/components/popup/popup-app';
import { createPopupStore } from '@/components/stores/popup-store';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PopupApp store={createPopupStore()} />
    </StrictMode>,
  );
}
