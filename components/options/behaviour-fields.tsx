import { t } from '@/utils/i18n/t';
import { useOptions } from '../stores/options-context';
import { googleDocsAvailable } from '@/utils/browser-features';
import { GoogleDocsField } from './google-docs-field';
import { NumberField } from './number-field';

/** What happens on web pages, and the local history. */
export function BehaviourFields() {
  const form = useOptions((s) => s.form);
  const loaded = useOptions((s) => s.loaded);
  const busy = useOptions((s) => s.busy);
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
        <NumberField
          id="confirm-above"
          field="confirmAboveWords"
          max={10000}
          label="optionsConfirmLabel"
          hint="optionsConfirmHint"
        />
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
