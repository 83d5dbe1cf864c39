import { useState } from 'react';
import { t } from '@/utils/i18n/t';
import { useOptions } from '../stores/options-context';
import { FieldError } from './field-error';
import { NumberField } from './number-field';

/** API key (with reveal and Forget key), base URL and request rate. */
export function ConnectionFields() {
  const form = useOptions((s) => s.form);
  const errors = useOptions((s) => s.errors);
  const loaded = useOptions((s) => s.loaded);
  const busy = useOptions((s) => s.busy);
  const setField = useOptions((s) => s.setField);
  const forgetKey = useOptions((s) => s.forgetKey);
  const managedBaseUrl = useOptions((s) => s.managedBaseUrl);
  const [revealed, setRevealed] = useState(false);
  const baseUrlError = errors.baseUrl ?? errors.permission;

  return (
    <fieldset disabled={!loaded}>
      <legend>{t('optionsConnection')}</legend>
      <label htmlFor="api-key">{t('optionsApiKey')}</label>
      <div className="row">
        <input
          id="api-key"
          type={revealed ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          value={form.apiKey}
          aria-invalid={errors.apiKey ? true : undefined}
          aria-describedby="api-key-hint api-key-error"
          onChange={(e) => setField('apiKey', e.target.value)}
          // Pasting the same key over itself changes nothing React would report: it is still
          // the user typing the key (for a new base URL's origin, lib/api/key-origin.ts).
          onInput={(e) => setField('apiKey', e.currentTarget.value)}
        />
        <button type="button" aria-pressed={revealed} onClick={() => setRevealed((v) => !v)}>
          {t('optionsRevealKey')}
        </button>
        <button
          type="button"
          disabled={busy !== null || !form.apiKey}
          onClick={() => void forgetKey()}
        >
          {t('optionsForgetKey')}
        </button>
      </div>
      <p id="api-key-hint" className="hint">
        {t('optionsApiKeyHint')}
      </p>
      <FieldError id="api-key-error" message={errors.apiKey} />

      <label htmlFor="base-url">{t('optionsBaseUrl')}</label>
      <input
        id="base-url"
        type="text"
        inputMode="url"
        spellCheck={false}
        value={form.baseUrl}
        readOnly={managedBaseUrl !== undefined}
        aria-invalid={baseUrlError ? true : undefined}
        aria-describedby="base-url-hint base-url-error"
        onChange={(e) => setField('baseUrl', e.target.value)}
      />
      <p id="base-url-hint" className="hint">
        {managedBaseUrl !== undefined ? t('setByOrganisation') : t('optionsBaseUrlHint')}
      </p>
      <FieldError id="base-url-error" message={baseUrlError} />

      <NumberField
        id="rpm"
        field="requestsPerMinute"
        max={600}
        label="optionsRpm"
        hint="optionsRpmHint"
      />
    </fieldset>
  );
}
