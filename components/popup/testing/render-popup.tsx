import { render, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { PopupApp } from '@/components/popup/popup-app';
import { createPopupStore } from '@/components/stores/popup-store';

/** Renders the popup on the fake browser's storage; resolves once it has read it. */
export async function renderPopup() {
  const store = createPopupStore();
  render(<PopupApp store={store} />);
  await waitFor(() => expect(store.getState().hydrated).toBe(true));
  return store;
}

/** The text of each line of the popup's Recent list, in order. */
export const recentItems = () =>
  within(screen.getByRole('region', { name: 'Recent' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
