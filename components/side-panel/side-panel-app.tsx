import type { PopupStore } from '../stores/popup-store';
import { PopupApp } from '../popup/popup-app';
import './side-panel.css';

/**
 * The side panel: the popup's draft, rewrite, queue and history, laid out for a panel that
 * stays open beside the page. Composed from the popup (not a fork): the same store reads
 * and watches storage, so the panel shows the same state after the user switches tabs.
 */
export function SidePanelApp({
  store,
  started,
}: {
  store: PopupStore;
  started?: Promise<() => void>;
}) {
  return (
    <div className="side-panel">
      <PopupApp store={store} started={started} />
    </div>
  );
}
