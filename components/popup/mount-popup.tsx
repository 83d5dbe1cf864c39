/**
 * Draws the popup's app (or the side panel's, which is the popup's app made wider) into its
 * page: once storage has answered, in one render, and again in a new language when the user
 * changes the interface language. Shared by entrypoints/popup and entrypoints/sidepanel.
 */
import { StrictMode, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { t } from '@/utils/i18n/t';
import {
  followInterfaceLanguage,
  loadInterfaceLanguage,
  markDocumentLanguage,
} from '@/utils/i18n/interface-language';
import { createPopupStore, type PopupStore } from '../stores/popup-store';

export type PopupLikeApp = ComponentType<{ store: PopupStore; started?: Promise<() => void> }>;

export function mountPopup(root: HTMLElement, App: PopupLikeApp): void {
  const store = createPopupStore();
  // Storage was asked before this bundle loaded (popup-first-read.ts). The popup is drawn
  // once it has answered: one render of what will be shown, not a hidden empty layout first
  // and the whole popup again, with the texts' read waiting behind the first.
  const started = store.getState().start();
  // The chosen interface language is read (and its catalogue fetched) alongside.
  const language = loadInterfaceLanguage().catch(() => 'auto');
  const reactRoot = createRoot(root);
  // Each language drawn anew (a new key): every component asks t again.
  let drawn = 0;
  const render = () => {
    markDocumentLanguage(document);
    // Localised like the rest (index.html keeps the English one as a fallback).
    document.title = t('extensionName');
    // At once, not in a later task: when storage answered before this bundle ran, the popup
    // is complete before its load event, when Chrome shows it.
    flushSync(() =>
      reactRoot.render(
        <StrictMode>
          <App key={drawn} store={store} started={started} />
        </StrictMode>,
      ),
    );
  };
  // A failed read still draws the popup (hidden until storage answers, as before).
  const ready = Promise.all([started, language]);
  void ready.then(render, render);
  followInterfaceLanguage(() => {
    drawn += 1;
    void ready.finally(render);
  });
}
