/**
 * Settings, history and the options page. The background is the only reader of the API key;
 * it hands it to extension pages only (the router checks the sender), and checks every
 * setting again however the options page checked it.
 */
import { browser } from 'wxt/browser';
import { t } from '@/components/i18n/t';
import { isValidRequestsPerMinute } from '@/components/shared/settings-rules';
import { apiKeyProblem } from '@/lib/api/api-key';
import { baseUrlProblem, originPattern } from '@/lib/api/base-url';
import type { QueueApi } from '@/utils/queue-api';
import { apiKeyItem, settingsItem, usageItem } from '@/utils/storage';
import type { Handlers } from '../message-router';
import { getQueue } from '../queue-service';
import { connectionTestMessage } from './connection-test-message';

type SettingsTypes =
  | 'settings.get'
  | 'settings.save'
  | 'settings.forgetKey'
  | 'settings.testConnection'
  | 'history.clear'
  | 'options.open';

export interface SettingsDeps {
  /** Whether the browser lets us reach this origin pattern (asked for by the options page). */
  hasOrigin(pattern: string): Promise<boolean>;
  queue(): QueueApi;
  openOptionsPage(): Promise<void>;
}

const defaultDeps: SettingsDeps = {
  hasOrigin: (pattern) => browser.permissions.contains({ origins: [pattern] }),
  queue: getQueue,
  openOptionsPage: () => browser.runtime.openOptionsPage(),
};

export function createSettingsHandlers(deps: SettingsDeps): Pick<Handlers, SettingsTypes> {
  return {
    'settings.get': async () => ({
      ...(await settingsItem.getValue()),
      apiKey: await apiKeyItem.getValue(),
    }),

    'settings.save': async ({ apiKey, ...patch }) => {
      const keyProblem = apiKey === undefined ? null : apiKeyProblem(apiKey, t);
      if (keyProblem) return { ok: false, field: 'apiKey', message: keyProblem };
      if (patch.baseUrl !== undefined) {
        const problem = baseUrlProblem(patch.baseUrl, t);
        if (problem) return { ok: false, field: 'baseUrl', message: problem };
        if (!(await deps.hasOrigin(originPattern(patch.baseUrl)))) {
          const origin = new URL(patch.baseUrl.trim()).origin;
          return { ok: false, field: 'permission', message: t('optionsPermissionDenied', origin) };
        }
      }
      const rpm = patch.requestsPerMinute;
      if (rpm !== undefined && !isValidRequestsPerMinute(rpm)) {
        return { ok: false, field: 'requestsPerMinute', message: t('optionsRpmInvalid') };
      }
      const current = await settingsItem.getValue();
      const next = { ...current, ...patch };
      if (patch.baseUrl !== undefined) next.baseUrl = patch.baseUrl.trim();
      // Write the key only when it changed: the queue resumes from a 401 pause on a change.
      const trimmedKey = apiKey?.trim();
      if (trimmedKey !== undefined && trimmedKey !== (await apiKeyItem.getValue())) {
        await apiKeyItem.setValue(trimmedKey);
      }
      await settingsItem.setValue(next);
      return { ok: true };
    },

    'settings.forgetKey': async () => {
      await apiKeyItem.removeValue();
      return { ok: true };
    },

    'settings.testConnection': async ({ baseUrl, apiKey }) => {
      const problem = baseUrlProblem(baseUrl, t);
      if (problem) return { ok: false, message: problem };
      if (!apiKey.trim()) return { ok: false, message: t('testMissingKey') };
      const keyProblem = apiKeyProblem(apiKey, t);
      if (keyProblem) return { ok: false, message: keyProblem };
      const origin = new URL(baseUrl.trim()).origin;
      if (!(await deps.hasOrigin(originPattern(baseUrl)))) {
        return { ok: false, message: t('testNoPermission', origin) };
      }
      const outcome = await deps.queue().probe(baseUrl.trim(), apiKey.trim());
      return connectionTestMessage(outcome, origin);
    },

    'history.clear': async () => {
      await Promise.all([deps.queue().clearHistory(), usageItem.removeValue()]);
      return { ok: true };
    },

    'options.open': async () => {
      await deps.openOptionsPage();
      return { ok: true };
    },
  };
}

export const settingsHandlers = createSettingsHandlers(defaultDeps);
