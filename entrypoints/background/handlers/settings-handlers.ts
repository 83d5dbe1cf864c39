/** TEMPORARY minimal settings handlers (foundation); issue 5 completes them. */
import { browser } from 'wxt/browser';
import { apiKeyItem, historyItem, settingsItem, usageItem } from '@/utils/storage';
import type { Handlers } from '../message-router';

type SettingsTypes =
  | 'settings.get'
  | 'settings.save'
  | 'settings.forgetKey'
  | 'settings.testConnection'
  | 'history.clear'
  | 'options.open';

export const settingsHandlers: Pick<Handlers, SettingsTypes> = {
  'settings.get': async () => ({
    ...(await settingsItem.getValue()),
    apiKey: await apiKeyItem.getValue(),
  }),
  'settings.save': async ({ apiKey, ...patch }) => {
    if (apiKey !== undefined) await apiKeyItem.setValue(apiKey);
    await settingsItem.setValue({ ...(await settingsItem.getValue()), ...patch });
    return { ok: true };
  },
  'settings.forgetKey': async () => {
    await apiKeyItem.setValue('');
    return { ok: true };
  },
  'settings.testConnection': async () => ({ ok: false, message: 'Not implemented yet.' }),
  'history.clear': async () => {
    await Promise.all([historyItem.removeValue(), usageItem.removeValue()]);
    return { ok: true };
  },
  'options.open': async () => {
    await browser.runtime.openOptionsPage();
    return { ok: true };
  },
};
