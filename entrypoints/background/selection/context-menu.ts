/**
 * The "Humanize selection" context-menu item (on selected text and in editable fields),
 * "Another version of this paragraph" (in editable fields: the paragraph under the caret,
 * caret-paragraph-action.ts), and "Humanize in side panel" where the browser can open the
 * panel (side-panel/ handles it).
 */
import { browser, type Browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';
import { canOpenSidePanel } from '@/utils/side-panel-opener';

export const MENU_ID = 'humanize-selection';
export const SIDE_PANEL_MENU_ID = 'humanize-in-side-panel';
export const PARAGRAPH_MENU_ID = 'another-paragraph-version';

export function createContextMenu(): void {
  // Menu items survive restarts; recreate them on install/update only.
  browser.contextMenus.removeAll().then(
    () => {
      browser.contextMenus.create({
        id: MENU_ID,
        title: t('menuHumanizeSelection'),
        contexts: ['selection', 'editable'],
      });
      browser.contextMenus.create({
        id: PARAGRAPH_MENU_ID,
        title: t('menuAnotherParagraphVersion'),
        contexts: ['editable'],
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
  runParagraph: (tabId: number, frameId?: number) => Promise<void>,
): (info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab) => void {
  return (info, tab) => {
    if (tab?.id === undefined) return;
    const ran =
      info.menuItemId === MENU_ID
        ? run(tab.id, info.frameId, info.selectionText)
        : info.menuItemId === PARAGRAPH_MENU_ID
          ? runParagraph(tab.id, info.frameId)
          : undefined;
    ran?.catch((err: unknown) => console.warn(`${String(info.menuItemId)}:`, err));
  };
}

/** The item's title again, in the interface language now chosen (no item yet: nothing). */
export function retitleContextMenu(): void {
  browser.contextMenus
    .update(MENU_ID, { title: t('menuHumanizeSelection') })
    .catch(() => undefined);
  browser.contextMenus
    .update(PARAGRAPH_MENU_ID, { title: t('menuAnotherParagraphVersion') })
    .catch(() => undefined);
  browser.contextMenus
    .update(SIDE_PANEL_MENU_ID, { title: t('menuHumanizeInSidePanel') })
    .catch(() => undefined);
}
