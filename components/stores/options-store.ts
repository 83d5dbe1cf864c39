/**
 * The options form. Loads the saved settings through the background (`settings.get`: the
 * key is read by the background only) and saves through it (`settings.save`), which checks
 * everything again. The origin permission is asked for here, in the click's user gesture.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { browser } from 'wxt/browser';
import { apiKeyProblem } from '@/lib/api/api-key';
import { apiOrigin, baseUrlProblem, originPattern } from '@/lib/api/base-url';
import { keyOriginProblem } from '@/lib/api/key-origin';
import { sendToBackground } from '@/utils/messaging';
import type { SaveSettingsResult } from '@/lib/messages/protocol';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings/settings';
import { managedPolicyItem } from '@/utils/storage';
import { t } from '@/utils/i18n/t';
import { parseConfirmAboveWords, parseRequestsPerMinute } from '@/lib/settings/settings-rules';

export interface OptionsForm {
  apiKey: string;
  baseUrl: string;
  /** As typed; checked on save. */
  requestsPerMinute: string;
  historyEnabled: boolean;
  editableBehaviour: Settings['editableBehaviour'];
  /** As typed; checked on save. */
  confirmAboveWords: string;
}

type Field = Extract<SaveSettingsResult, { ok: false }>['field'];
export type Busy = 'load' | 'save' | 'test' | 'forget' | 'clear' | null;

export interface OptionsState {
  loaded: boolean;
  form: OptionsForm;
  /**
   * The user typed into the key field since it was loaded or saved (even the same key):
   * only such a key may go to a base URL on another origin than the saved key's.
   */
  keyTyped: boolean;
  errors: Partial<Record<Field, string>>;
  status: { tone: 'info' | 'success' | 'error'; text: string } | null;
  busy: Busy;
  /** The organisation's API base URL, when its policy sets one (the field is then read-only). */
  managedBaseUrl?: string;
}

export interface OptionsActions {
  load(): Promise<void>;
  setField<K extends keyof OptionsForm>(field: K, value: OptionsForm[K]): void;
  save(): Promise<void>;
  testConnection(): Promise<void>;
  forgetKey(): Promise<void>;
  clearHistory(): Promise<void>;
  /** Shows (or, with null, clears) the status line: the welcome page's demo key and Esc. */
  showStatus(status: OptionsState['status']): void;
}

export type OptionsStore = StoreApi<OptionsState & OptionsActions>;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function createOptionsStore(): OptionsStore {
  return createStore<OptionsState & OptionsActions>()((set, get) => {
    /** The saved key and its origin, as last loaded or saved (the background checks again). */
    let savedKey = { key: '', origin: undefined as string | undefined };
    /** Why the form's key may not go to the form's base URL, or null. */
    const keyProblemNow = () => {
      const { form, keyTyped } = get();
      const use = { baseUrl: form.baseUrl, apiKey: form.apiKey.trim(), keyTyped };
      return keyOriginProblem(
        { ...use, savedKey: savedKey.key, savedKeyOrigin: savedKey.origin },
        t,
      );
    };
    /**
     * The background stores the organisation's policy when a read differs from the last one
     * (seconds after a browser start): the managed URL, and the field it sets, follow.
     */
    let followingPolicy = false;
    const followPolicy = async () => {
      const saved = await sendToBackground('settings.get', {});
      if (saved.managedBaseUrl === get().managedBaseUrl) return;
      const errors = { ...get().errors };
      delete errors.baseUrl;
      delete errors.permission;
      set({
        managedBaseUrl: saved.managedBaseUrl,
        form: { ...get().form, baseUrl: saved.baseUrl },
        errors,
      });
    };
    const fail = (err: unknown) =>
      set({ status: { tone: 'error', text: t('optionsFailed', messageOf(err)) } });
    const run = async (busy: Busy, action: () => Promise<void>) => {
      set({ busy, status: null });
      try {
        await action();
      } catch (err) {
        fail(err);
      } finally {
        set({ busy: null });
      }
    };

    /** Asks for the API origin; must be the first await of a click handler. */
    const requestOrigin = async (baseUrl: string): Promise<boolean> => {
      const granted = await browser.permissions.request({ origins: [originPattern(baseUrl)] });
      if (!granted) {
        set({
          errors: { permission: t('optionsPermissionDenied', new URL(baseUrl.trim()).origin) },
        });
      }
      return granted;
    };

    /** Checks the form; returns the settings to save, or null with errors set. */
    const validated = (): (Settings & { apiKey: string; keyTyped: boolean }) | null => {
      const { form } = get();
      const errors: OptionsState['errors'] = {};
      const urlProblem = baseUrlProblem(form.baseUrl, t);
      if (urlProblem) errors.baseUrl = urlProblem;
      const keyProblem = apiKeyProblem(form.apiKey, t);
      if (keyProblem) errors.apiKey = keyProblem;
      // Before any permission prompt: another origin needs a key typed for it.
      const originProblem = urlProblem || keyProblem ? null : keyProblemNow();
      if (originProblem) errors.apiKey = originProblem;
      const rpm = parseRequestsPerMinute(form.requestsPerMinute);
      if (rpm === null) errors.requestsPerMinute = t('optionsRpmInvalid');
      const threshold = parseConfirmAboveWords(form.confirmAboveWords);
      if (threshold === null) errors.confirmAboveWords = t('optionsConfirmInvalid');
      set({ errors, status: originProblem ? { tone: 'error', text: originProblem } : null });
      if (urlProblem || keyProblem || originProblem || rpm === null || threshold === null) {
        return null;
      }
      return {
        apiKey: form.apiKey.trim(),
        keyTyped: get().keyTyped,
        baseUrl: form.baseUrl.trim(),
        requestsPerMinute: rpm,
        historyEnabled: form.historyEnabled,
        editableBehaviour: form.editableBehaviour,
        confirmAboveWords: threshold,
      };
    };

    return {
      loaded: false,
      form: {
        apiKey: '',
        baseUrl: DEFAULT_SETTINGS.baseUrl,
        requestsPerMinute: String(DEFAULT_SETTINGS.requestsPerMinute),
        historyEnabled: DEFAULT_SETTINGS.historyEnabled,
        editableBehaviour: DEFAULT_SETTINGS.editableBehaviour,
        confirmAboveWords: String(DEFAULT_SETTINGS.confirmAboveWords),
      },
      keyTyped: false,
      errors: {},
      status: null,
      busy: 'load',

      load: () =>
        run('load', async () => {
          if (!followingPolicy) {
            followingPolicy = true;
            managedPolicyItem.watch(() => void followPolicy().catch(fail));
          }
          const saved = await sendToBackground('settings.get', {});
          savedKey = { key: saved.apiKey, origin: saved.apiKeyOrigin };
          set({
            loaded: true,
            managedBaseUrl: saved.managedBaseUrl,
            keyTyped: false,
            form: {
              apiKey: saved.apiKey,
              baseUrl: saved.baseUrl,
              requestsPerMinute: String(saved.requestsPerMinute),
              historyEnabled: saved.historyEnabled,
              editableBehaviour: saved.editableBehaviour,
              confirmAboveWords: String(saved.confirmAboveWords),
            },
          });
        }),

      setField(field, value) {
        const errors = { ...get().errors };
        delete errors[field as Field];
        if (field === 'baseUrl') delete errors.permission;
        // A new base URL may make the saved key's refusal moot, and a typed key answers it.
        if (field === 'baseUrl' || field === 'apiKey') delete errors.apiKey;
        const keyTyped = get().keyTyped || field === 'apiKey';
        set({ form: { ...get().form, [field]: value }, errors, keyTyped });
      },

      async save() {
        const settings = validated();
        if (!settings) return;
        await run('save', async () => {
          if (!(await requestOrigin(settings.baseUrl))) return;
          const result = await sendToBackground('settings.save', settings);
          if (result.ok) {
            savedKey = { key: settings.apiKey, origin: apiOrigin(settings.baseUrl) };
            set({ keyTyped: false, status: { tone: 'success', text: t('optionsSaved') } });
          } else {
            set({
              errors: { [result.field]: result.message },
              status: { tone: 'error', text: result.message },
            });
          }
        });
      },

      async testConnection() {
        const { form } = get();
        const urlProblem = baseUrlProblem(form.baseUrl, t);
        if (urlProblem) return set({ errors: { ...get().errors, baseUrl: urlProblem } });
        if (!form.apiKey.trim()) return set({ errors: { apiKey: t('optionsKeyMissing') } });
        const keyProblem = apiKeyProblem(form.apiKey, t) ?? keyProblemNow();
        if (keyProblem) {
          return set({
            errors: { ...get().errors, apiKey: keyProblem },
            status: { tone: 'error', text: keyProblem },
          });
        }
        await run('test', async () => {
          if (!(await requestOrigin(form.baseUrl))) return;
          set({ status: { tone: 'info', text: t('optionsTesting') } });
          const result = await sendToBackground('settings.testConnection', {
            baseUrl: form.baseUrl.trim(),
            apiKey: form.apiKey.trim(),
            keyTyped: get().keyTyped,
          });
          set({ status: { tone: result.ok ? 'success' : 'error', text: result.message } });
        });
      },

      forgetKey: () =>
        run('forget', async () => {
          await sendToBackground('settings.forgetKey', {});
          savedKey = { key: '', origin: undefined };
          set({
            form: { ...get().form, apiKey: '' },
            keyTyped: false,
            status: { tone: 'success', text: t('optionsKeyForgotten') },
          });
        }),

      clearHistory: () =>
        run('clear', async () => {
          await sendToBackground('history.clear', {});
          set({ status: { tone: 'success', text: t('optionsHistoryCleared') } });
        }),

      showStatus: (status) => set({ status }),
    };
  });
}
