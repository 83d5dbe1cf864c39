import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { PopupActions, PopupState, PopupStore } from './popup-store';

export const PopupStoreContext = createContext<PopupStore | null>(null);

/** Reads the popup store given by <PopupStoreContext.Provider>. */
export function usePopup<T>(selector: (state: PopupState & PopupActions) => T): T {
  const store = useContext(PopupStoreContext);
  if (!store) throw new Error('usePopup outside <PopupStoreContext.Provider>.');
  return useStore(store, selector);
}
