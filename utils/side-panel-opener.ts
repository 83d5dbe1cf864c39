/**
 * Opening the side panel: Chrome's sidePanel.open (Chrome 116+) or Firefox's
 * sidebarAction.open. Browsers open a panel only inside a user gesture, so callers call this
 * synchronously in their click, menu or command listener, before any await. Shared by the
 * popup's button and the background's menu item and command.
 */
import { browser } from 'wxt/browser';

/** This browser cannot open the panel for us (Chrome before 116 only shows it). */
export class SidePanelUnavailable extends Error {
  readonly code = 'side_panel_unavailable';
  constructor() {
    super('This browser cannot open the side panel for an extension.');
  }
}

/** The two APIs, as far as we use them (absent in browsers that lack them). */
interface PanelApis {
  sidePanel?: { open?(options: { windowId: number }): Promise<void> };
  sidebarAction?: { open?(): Promise<void> };
}

const panelApis = () => browser as unknown as PanelApis;

/** Whether this browser lets the extension open its panel (an older Chrome only shows it). */
export function canOpenSidePanel(): boolean {
  const apis = panelApis();
  return (
    typeof apis.sidebarAction?.open === 'function' || typeof apis.sidePanel?.open === 'function'
  );
}

/**
 * Opens the panel beside the page in `windowId` (Chrome; Firefox opens it in the current
 * window). Rejects with SidePanelUnavailable where the browser cannot open it.
 */
export function openSidePanel(windowId: number | undefined): Promise<void> {
  const { sidePanel, sidebarAction } = panelApis();
  if (typeof sidebarAction?.open === 'function') return sidebarAction.open();
  if (typeof sidePanel?.open === 'function' && windowId !== undefined) {
    return sidePanel.open({ windowId });
  }
  return Promise.reject(new SidePanelUnavailable());
}
