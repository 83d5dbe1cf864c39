/**
 * The in-page button's listeners, registered synchronously at the worker's start: the
 * registration follows permission changes (granted in the popup, revoked in the browser's
 * settings), policy changes, installs and updates; the "Pause the Humanize button" command
 * toggles the Pause.
 */
import { browser } from 'wxt/browser';
import { asButtonSettings } from '@/lib/in-page-button/button-settings';
import { inPageButtonItem } from '@/utils/storage';
import { watchManagedPolicy } from '../policy/managed-policy-reader';
import { changeButton, syncButtonRegistration } from './registration';

export const PAUSE_COMMAND = 'pause-button';

const warn = (err: unknown) => console.warn('Humanize button registration:', err);

export async function togglePause(): Promise<boolean> {
  const paused = !asButtonSettings(await inPageButtonItem.getValue()).paused;
  await changeButton({ kind: 'paused', on: paused });
  return paused;
}

/** `onPolicyChange`: also told when the policy changes (it may set the API base URL). */
export function setupInPageButton(onPolicyChange: () => void): void {
  const sync = () => void syncButtonRegistration().catch(warn);
  browser.permissions.onAdded.addListener(sync);
  browser.permissions.onRemoved.addListener(sync);
  watchManagedPolicy(() => {
    sync();
    onPolicyChange();
  });
  browser.runtime.onStartup.addListener(sync);
  // A new version's script replaces the old one, which no longer reaches the extension.
  browser.runtime.onInstalled.addListener(() => void syncButtonRegistration(true).catch(warn));
  browser.commands.onCommand.addListener((command) => {
    if (command === PAUSE_COMMAND) void togglePause().catch(warn);
  });
}
