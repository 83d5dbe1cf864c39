import { browser } from 'wxt/browser';

/** Opens the welcome page (key, demo key, shortcut) in a tab: the first run's one step. */
export async function openWelcomePage(): Promise<void> {
  await browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') });
}
