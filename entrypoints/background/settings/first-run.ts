/**
 * The first run (issue 28): installing opens the welcome page; its "Use the local server's
 * demo key" is done here (the key is fetched by the background, which holds the host
 * permission for 127.0.0.1 and localhost, never by a page, and saved as settings.save saves
 * a typed key); its "Change shortcut" opens the browser's shortcut page (an extension page
 * cannot link to chrome://extensions/shortcuts or about:addons; tabs.create, or Firefox's
 * commands.openShortcutSettings, can).
 */
import { browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';
import { fetchDemoKey, type DemoKeyOutcome } from '@/lib/api/demo-key';
import type { RuntimeProtocol } from '@/lib/messages/protocol';
import { shortcutSettingsAddress } from '@/lib/settings/shortcut-status';
import type { Handlers } from '../messages/message-router';
import { settingsHandlers } from './settings-handlers';

export const WELCOME_PAGE = '/welcome.html';

/** Registered synchronously at the worker's start: onInstalled fires once, at once. */
export function setupWelcomeOnInstall(): void {
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason !== 'install') return;
    void browser.tabs
      .create({ url: browser.runtime.getURL(WELCOME_PAGE) })
      .catch((err: unknown) => console.error('opening the welcome page', err));
  });
}

interface ShortcutCommands {
  openShortcutSettings?: () => Promise<void>;
}

async function openShortcutPage(): Promise<boolean> {
  const commands = browser.commands as unknown as ShortcutCommands;
  try {
    if (import.meta.env.FIREFOX) {
      // Firefox 137+: about:addons › Manage Extension Shortcuts, on our add-on.
      if (typeof commands.openShortcutSettings !== 'function') return false;
      await commands.openShortcutSettings();
      return true;
    }
    await browser.tabs.create({ url: shortcutSettingsAddress(false) });
    return true;
  } catch {
    return false;
  }
}

type DemoKeyReply = RuntimeProtocol['demoKey.use']['response'];

export interface FirstRunDeps {
  fetchDemoKey(baseUrl: string): Promise<DemoKeyOutcome>;
  save: Handlers['settings.save'];
}

export function createFirstRunHandlers(
  deps: FirstRunDeps,
): Pick<Handlers, 'demoKey.use' | 'shortcuts.open'> {
  return {
    'demoKey.use': async ({ baseUrl }, sender): Promise<DemoKeyReply> => {
      const demo = await deps.fetchDemoKey(baseUrl);
      if (!demo.ok) {
        const message =
          demo.reason === 'not_local' ? t('demoKeyNotLocal') : t('demoKeyUnavailable');
        return { ok: false, message };
      }
      const saved = await deps.save({ apiKey: demo.key, keyTyped: true, baseUrl }, sender);
      return saved.ok ? { ok: true } : { ok: false, message: saved.message };
    },
    'shortcuts.open': async () => ({ opened: await openShortcutPage() }),
  };
}

export const firstRunHandlers = createFirstRunHandlers({
  fetchDemoKey: (baseUrl) => fetchDemoKey(baseUrl, (input, init) => fetch(input, init)),
  save: (payload, sender) => settingsHandlers['settings.save'](payload, sender),
});
