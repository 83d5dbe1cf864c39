/**
 * Registers the in-page triggers (context menu, shortcut) and the job push to cards.
 * Called synchronously at the worker's start, before any await.
 */
import { browser } from 'wxt/browser';
import { onCommand } from './commands';
import { createContextMenu, onMenuClicked } from './context-menu';
import { setupJobPush } from '../queue/job-push';
import { humanizeSelection } from './selection-action';
import { anotherParagraphVersion } from './caret-paragraph-action';

export function setupSelectionTriggers(): void {
  browser.runtime.onInstalled.addListener(createContextMenu);
  browser.contextMenus.onClicked.addListener(
    onMenuClicked(humanizeSelection, anotherParagraphVersion),
  );
  browser.commands.onCommand.addListener(onCommand((tabId) => humanizeSelection(tabId)));
  setupJobPush();
}
