/** The "Humanize selection" context-menu item (on selected text and in editable fields). */
import { browser, type Browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';

export const MENU_ID = 'humanize-selection';

export function createContextMenu(): void {
  // Menu items survive restarts; recreate them on install/update only.
  browser.contextMenus.removeAll().then(
    () =>
      browser.contextMenus.create({
        id: MENU_ID,
        title: t('menuHumanizeSelection'),
        contexts: ['selection', 'editable'],
      }),
    () => undefined,
  );
}

export function onMenuClicked(
  run: (tabId: number, frameId?: number, selectionText?: string) => Promise<void>,
): (info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab) => void {
  return (info, tab) => {
    if (info.menuItemId !== MENU_ID || tab?.id === undefined) return;
    run(tab.id, info.frameId, info.selectionText).catch((err: unknown) =>
      console.warn('Humanize selection:', err),
    );
  };
}

/** The item's title again, in the interface language now chosen (no item yet: nothing). */
export function retitleContextMenu(): void {
  browser.contextMenus
    .update(MENU_ID, { title: t('menuHumanizeSelection') })
    .catch(() => undefined);
}
