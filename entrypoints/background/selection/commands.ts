/** The keyboard shortcut (manifest command "humanize-selection", Alt+Shift+H by default). */
import { browser, type Browser } from 'wxt/browser';

export const COMMAND = 'humanize-selection';

export function onCommand(
  run: (tabId: number) => Promise<void>,
): (command: string, tab?: Browser.tabs.Tab) => void {
  return (command, tab) => {
    if (command !== COMMAND) return;
    const tabId = tab?.id;
    const target =
      tabId !== undefined
        ? Promise.resolve(tabId)
        : browser.tabs.query({ active: true, currentWindow: true }).then(([t]) => t?.id);
    target
      .then((id) => (id === undefined ? undefined : run(id)))
      .catch((err: unknown) => console.warn('Humanize selection:', err));
  };
}
