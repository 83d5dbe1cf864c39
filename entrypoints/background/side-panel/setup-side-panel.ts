/**
 * The side panel's listeners, registered synchronously at the worker's start: the "Open the
 * Humanizer side panel" command (no default key, like Pause) and the "Humanize in side
 * panel" menu item. Browsers open a panel only inside the user's gesture, so both open it at
 * once in their listener, before any await; the item then sends the selection there
 * (send-to-side-panel.ts). Also the panel's "Insert into the page" message.
 */
import { browser, type Browser } from 'wxt/browser';
import { openSidePanel } from '@/utils/side-panel-opener';
import type { Handlers } from '../messages/message-router';
import { SIDE_PANEL_MENU_ID } from '../selection/context-menu';
import { insertIntoPage } from './insert-into-page';
import { sendSelectionToSidePanel, type SentToPanel } from './send-to-side-panel';

export const OPEN_SIDE_PANEL_COMMAND = 'open-side-panel';

const warn = (err: unknown) => console.warn('Side panel:', err);

/** The command's action: opens the panel beside the tab it was pressed in. */
export function openFromCommand(tab?: Browser.tabs.Tab): Promise<void> {
  return openSidePanel(tab?.windowId);
}

/** The menu item's action: opens the panel (in the gesture), then sends it the selection. */
export function humanizeInSidePanel(
  tab: { id: number; windowId?: number },
  frameId?: number,
  selectionText?: string,
): { opened: Promise<void>; sent: Promise<SentToPanel> } {
  const opened = openSidePanel(tab.windowId);
  // The selection goes to the panel even when it could not open: it shows it when opened.
  const sent = sendSelectionToSidePanel(tab.id, frameId, selectionText);
  return { opened, sent };
}

export const sidePanelHandlers: Pick<Handlers, 'sidePanel.insert'> = {
  'sidePanel.insert': insertIntoPage,
};

export function setupSidePanel(): void {
  browser.commands.onCommand.addListener((command: string, tab?: Browser.tabs.Tab) => {
    if (command === OPEN_SIDE_PANEL_COMMAND) openFromCommand(tab).catch(warn);
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId !== SIDE_PANEL_MENU_ID || tab?.id === undefined) return;
    const { opened, sent } = humanizeInSidePanel(
      { id: tab.id, windowId: tab.windowId },
      info.frameId,
      info.selectionText,
    );
    opened.catch(warn);
    sent.catch(warn);
  });
}

/** The same actions on the worker's global scope (`humanizer.sidePanel`), for tests. */
export interface SidePanelAutomation {
  /** The command, as if pressed in `windowId`. */
  open(windowId: number): Promise<void>;
  /** The menu item on `tabId`; resolves once the selection is the panel's draft (and queued). */
  humanizeInSidePanel(tabId: number, frameId?: number): Promise<SentToPanel>;
}

export function sidePanelAutomation(): SidePanelAutomation {
  return {
    open: (windowId) => openSidePanel(windowId),
    async humanizeInSidePanel(tabId, frameId) {
      const tab = await browser.tabs.get(tabId);
      const { opened, sent } = humanizeInSidePanel({ id: tabId, windowId: tab.windowId }, frameId);
      // No gesture here: the panel may refuse to open; what the item sends is what is tested.
      opened.catch(() => undefined);
      return sent;
    },
  };
}
