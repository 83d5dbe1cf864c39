import { t } from '../i18n/t';
import { useOptions } from '../stores/options-context';
import { googleDocsAvailable } from '@/utils/browser-features';
import { FieldError } from './field-error';
import { GoogleDocsField } from './google-docs-field';

/** What happens on web pages, and the local history. */
export function BehaviourFields() {
  const form = useOptions((s) => s.form);
  const loaded = useOptions((s) => s.loaded);
  const busy = useOptions((s) => s.busy);
  const errors = useOptions((s) => s.errors);
  const setField = useOptions((s) => s.setField);
  const clearHistory = useOptions((s) => s.clearHistory);

  return (
    <>
      <fieldset disabled={!loaded}>
        <legend>{t('optionsEditableLegend')}</legend>
        <label className="choice">
          <input
            type="radio"
            name="editable"
            checked={form.editableBehaviour === 'replace'}
            onChange={() => setField('editableBehaviour', 'replace')}
          />
          {t('optionsEditableReplace')}
        </label>
        <label className="choice">
          <input
            type="radio"
            name="editable"
            checked={form.editableBehaviour === 'review'}
            onChange={() => setField('editableBehaviour', 'review')}
          />
          {t('optionsEditableReview')}
        </label>
      </fieldset>
      <fieldset disabled={!loaded}>
        <legend>{t('optionsConfirmLegend')}</legend>
        <label htmlFor="confirm-above">{t('optionsConfirmLabel')}</label>
        <input
          id="confirm-above"
          type="number"
          min={1}
          max={10000}
          step={1}
          className="narrow"
          value={form.confirmAboveWords}
          aria-invalid={errors.confirmAboveWords ? true : undefined}
          aria-describedby="confirm-above-hint confirm-above-error"
          onChange={(e) => setField('confirmAboveWords', e.target.value)}
        />
        <p id="confirm-above-hint" className="hint">
          {t('optionsConfirmHint')}
        </p>
        <FieldError id="confirm-above-error" message={errors.confirmAboveWords} />
      </fieldset>
      {googleDocsAvailable() && <GoogleDocsField />}
      <fieldset disabled={!loaded}>
        <legend>{t('optionsHistoryLegend')}</legend>
        <label className="choice">
          <input
            type="checkbox"
            checked={form.historyEnabled}
            onChange={(e) => setField('historyEnabled', e.target.checked)}
          />
          {t('optionsHistoryEnabled')}
        </label>
        <div>
          <button type="button" disabled={busy !== null} onClick={() => void clearHistory()}>
            {t('optionsClearHistory')}
          </button>
        </div>
      </fieldset>
    </>
  );
}
