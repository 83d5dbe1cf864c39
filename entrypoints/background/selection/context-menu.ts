/**
 * The "Humanize selection" context-menu item (on selected text and in editable fields), and
 * "Humanize in side panel" where the browser can open the panel (side-panel/ handles it).
 */
import { browser, type Browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';
import { canOpenSidePanel } from '@/utils/side-panel-opener';

export const MENU_ID = 'humanize-selection';
export const SIDE_PANEL_MENU_ID = 'humanize-in-side-panel';

export function createContextMenu(): void {
  // Menu items survive restarts; recreate them on install/update only.
  browser.contextMenus.removeAll().then(
    () => {
      browser.contextMenus.create({
        id: MENU_ID,
        title: t('menuHumanizeSelection'),
        contexts: ['selection', 'editable'],
      });
      if (!canOpenSidePanel()) return;
      browser.contextMenus.create({
        id: SIDE_PANEL_MENU_ID,
        title: t('menuHumanizeInSidePanel'),
        contexts: ['selection', 'editable'],
      });
    },
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
  browser.contextMenus
    .update(SIDE_PANEL_MENU_ID, { title: t('menuHumanizeInSidePanel') })
    .catch(() => undefined);
}
