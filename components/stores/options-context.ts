import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { OptionsActions, OptionsState, OptionsStore } from './options-store';

export const OptionsStoreContext = createContext<OptionsStore | null>(null);

/** Reads the options store given by <OptionsStoreContext.Provider>. */
export function useOptions<T>(selector: (state: OptionsState & OptionsActions) => T): T {
  const store = useContext(OptionsStoreContext);
  if (!store) throw new Error('useOptions outside <OptionsStoreContext.Provider>.');
  return useStore(store, selector);
}
