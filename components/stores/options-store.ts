/**
 * The options form. Loads the saved settings through the background (`settings.get`: the
 * key is read by the background only) and saves through it (`settings.save`), which checks
 * everything again. The origin permission is asked for here, in the click's user gesture.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { browser } from 'wxt/browser';
import { apiKeyProblem } from '@/lib/api/api-key';
import { baseUrlProblem, originPattern } from '@/lib/api/base-url';
import { sendToBackground } from '@/utils/messaging';
import type { SaveSettingsResult } from '@/utils/protocol';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings';
import { t } from '../i18n/t';
import { parseConfirmAboveWords, parseRequestsPerMinute } from '../shared/settings-rules';

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
  errors: Partial<Record<Field, string>>;
  status: { tone: 'info' | 'success' | 'error'; text: string } | null;
  busy: Busy;
}

export interface OptionsActions {
  load(): Promise<void>;
  setField<K extends keyof OptionsForm>(field: K, value: OptionsForm[K]): void;
  save(): Promise<void>;
  testConnection(): Promise<void>;
  forgetKey(): Promise<void>;
  clearHistory(): Promise<void>;
}

export type OptionsStore = StoreApi<OptionsState & OptionsActions>;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function createOptionsStore(): OptionsStore {
  return createStore<OptionsState & OptionsActions>()((set, get) => {
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
    const validated = (): (Settings & { apiKey: string }) | null => {
      const { form } = get();
      const errors: OptionsState['errors'] = {};
      const urlProblem = baseUrlProblem(form.baseUrl, t);
      if (urlProblem) errors.baseUrl = urlProblem;
      const keyProblem = apiKeyProblem(form.apiKey, t);
      if (keyProblem) errors.apiKey = keyProblem;
      const rpm = parseRequestsPerMinute(form.requestsPerMinute);
      if (rpm === null) errors.requestsPerMinute = t('optionsRpmInvalid');
      const threshold = parseConfirmAboveWords(form.confirmAboveWords);
      if (threshold === null) errors.confirmAboveWords = t('optionsConfirmInvalid');
      set({ errors, status: null });
      if (urlProblem || keyProblem || rpm === null || threshold === null) return null;
      return {
        apiKey: form.apiKey.trim(),
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
      errors: {},
      status: null,
      busy: 'load',

      load: () =>
        run('load', async () => {
          const saved = await sendToBackground('settings.get', {});
          set({
            loaded: true,
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
        set({ form: { ...get().form, [field]: value }, errors });
      },

      async save() {
        const settings = validated();
        if (!settings) return;
        await run('save', async () => {
          if (!(await requestOrigin(settings.baseUrl))) return;
          const result = await sendToBackground('settings.save', settings);
          if (result.ok) {
            set({ status: { tone: 'success', text: t('optionsSaved') } });
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
        const keyProblem = apiKeyProblem(form.apiKey, t);
        if (keyProblem) return set({ errors: { ...get().errors, apiKey: keyProblem } });
        await run('test', async () => {
          if (!(await requestOrigin(form.baseUrl))) return;
          set({ status: { tone: 'info', text: t('optionsTesting') } });
          const result = await sendToBackground('settings.testConnection', {
            baseUrl: form.baseUrl.trim(),
            apiKey: form.apiKey.trim(),
          });
          set({ status: { tone: result.ok ? 'success' : 'error', text: result.message } });
        });
      },

      forgetKey: () =>
        run('forget', async () => {
          await sendToBackground('settings.forgetKey', {});
          set({
            form: { ...get().form, apiKey: '' },
            status: { tone: 'success', text: t('optionsKeyForgotten') },
          });
        }),

      clearHistory: () =>
        run('clear', async () => {
          await sendToBackground('history.clear', {});
          set({ status: { tone: 'success', text: t('optionsHistoryCleared') } });
        }),
    };
  });
}
