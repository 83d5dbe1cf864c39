/**
 * Settings, history and the options page. The background is the only reader of the API key;
 * it hands it to extension pages only (the router checks the sender), and checks every
 * setting again however the options page checked it. The key is bound to the origin it was
 * saved for (lib/api/key-origin.ts): a base URL on another origin needs its own key.
 */
import { browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';
import { isValidRequestsPerMinute } from '@/lib/settings/settings-rules';
import { apiKeyProblem } from '@/lib/api/api-key';
import { apiOrigin, baseUrlProblem, originPattern } from '@/lib/api/base-url';
import { keyOriginOf, keyOriginProblem } from '@/lib/api/key-origin';
import { NO_POLICY, withManagedBaseUrl, type ManagedPolicy } from '@/lib/policy/managed-policy';
import { isValidConfirmThreshold } from '@/lib/text/spend-decision';
import { DEFAULT_SETTINGS } from '@/lib/settings/settings';
import type { QueueApi } from '@/lib/model/queue-api';
import { apiKeyStore, saveKeyAndSettings, settingsItem, usageItem } from '@/utils/storage';
import type { Handlers } from '../messages/message-router';
import { readManagedPolicy, readManagedPolicyForSending } from '../policy/managed-policy-reader';
import { getQueue } from '../queue/queue-service';
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
  /** The organisation's policy (storage.managed); its API base URL wins. None by default. */
  policy?(): Promise<ManagedPolicy>;
  /**
   * The policy a save checks and binds the key's origin by: the one sends follow (it may
   * wait for the browser's read, see managed-policy-reader.ts). `policy` when absent.
   */
  policyToSave?(): Promise<ManagedPolicy>;
}

const defaultDeps: SettingsDeps = {
  hasOrigin: (pattern) => browser.permissions.contains({ origins: [pattern] }),
  queue: getQueue,
  openOptionsPage: () => browser.runtime.openOptionsPage(),
  policy: readManagedPolicy,
  policyToSave: readManagedPolicyForSending,
};

/** The saved settings, the saved key and the origin it belongs to. */
async function saved() {
  const [settings, { key, origin }] = await Promise.all([
    settingsItem.getValue(),
    apiKeyStore.get(),
  ]);
  return { settings, key, keyOrigin: keyOriginOf(origin, settings.baseUrl) };
}

export function createSettingsHandlers(deps: SettingsDeps): Pick<Handlers, SettingsTypes> {
  const policyOf = () => deps.policy?.() ?? Promise.resolve(NO_POLICY);
  const policyToSave = () => deps.policyToSave?.() ?? policyOf();
  return {
    'settings.get': async () => {
      const policy = await policyOf();
      const { settings, key, keyOrigin } = await saved();
      return {
        // A setting added since the stored value was written reads as its default; the
        // organisation's API base URL wins over the user's.
        ...withManagedBaseUrl({ ...DEFAULT_SETTINGS, ...settings }, policy),
        apiKey: key,
        ...(key && keyOrigin && { apiKeyOrigin: keyOrigin }),
        ...(policy.apiBaseUrl === undefined ? {} : { managedBaseUrl: policy.apiBaseUrl }),
      };
    },

    'settings.save': async ({ apiKey, keyTyped = false, ...patch }) => {
      const keyProblem = apiKey === undefined ? null : apiKeyProblem(apiKey, t);
      if (keyProblem) return { ok: false, field: 'apiKey', message: keyProblem };
      const policy = await policyToSave();
      const managedUrl = policy.apiBaseUrl;
      if (patch.baseUrl !== undefined && managedUrl !== undefined) {
        // The organisation's URL wins: only that one may be saved.
        if (patch.baseUrl.trim() !== managedUrl) {
          return { ok: false, field: 'baseUrl', message: t('setByOrganisation') };
        }
      }
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
      const threshold = patch.confirmAboveWords;
      if (threshold !== undefined && !isValidConfirmThreshold(threshold)) {
        return { ok: false, field: 'confirmAboveWords', message: t('optionsConfirmInvalid') };
      }
      const current = await saved();
      const next = { ...DEFAULT_SETTINGS, ...current.settings, ...patch };
      if (patch.baseUrl !== undefined) next.baseUrl = patch.baseUrl.trim();
      const key = apiKey?.trim() ?? current.key;
      // The key belongs to the URL the requests go to: the organisation's when it set one.
      const baseUrl = withManagedBaseUrl(next, policy).baseUrl;
      const use = {
        baseUrl,
        apiKey: key,
        keyTyped: apiKey !== undefined && keyTyped,
      };
      const keyProblemHere = keyOriginProblem(
        { ...use, savedKey: current.key, savedKeyOrigin: current.keyOrigin },
        t,
      );
      if (keyProblemHere) return { ok: false, field: 'apiKey', message: keyProblemHere };
      // One write (Chrome): the queue never reads the new base URL with the old key, or the
      // reverse. Firefox: the key first (key-store.ts), which another origin refuses.
      await saveKeyAndSettings(key, key ? (apiOrigin(baseUrl) ?? null) : null, next);
      return { ok: true };
    },

    'settings.forgetKey': async () => {
      await apiKeyStore.remove();
      return { ok: true };
    },

    'settings.testConnection': async ({ baseUrl, apiKey, keyTyped = false }) => {
      const problem = baseUrlProblem(baseUrl, t);
      if (problem) return { ok: false, message: problem };
      if (!apiKey.trim()) return { ok: false, message: t('testMissingKey') };
      const keyProblem = apiKeyProblem(apiKey, t);
      if (keyProblem) return { ok: false, message: keyProblem };
      // The saved key, not typed again, is not tested against another origin either.
      const current = await saved();
      const otherOrigin = keyOriginProblem(
        {
          baseUrl,
          apiKey: apiKey.trim(),
          keyTyped,
          savedKey: current.key,
          savedKeyOrigin: current.keyOrigin,
        },
        t,
      );
      if (otherOrigin) return { ok: false, message: otherOrigin };
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
