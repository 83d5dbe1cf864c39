/**
 * Test connection and Save, and the one status line under them: the options page and the
 * welcome page save the key through the same store, so they offer it the same way.
 */
import { t } from '@/utils/i18n/t';
import { useOptions } from '../stores/options-context';

export function TestAndSave() {
  const loaded = useOptions((s) => s.loaded);
  const busy = useOptions((s) => s.busy);
  const testConnection = useOptions((s) => s.testConnection);
  return (
    <div className="row actions">
      <button
        type="button"
        disabled={!loaded || busy !== null}
        onClick={() => void testConnection()}
      >
        {t('optionsTest')}
      </button>
      <button type="submit" className="primary" disabled={!loaded || busy !== null}>
        {t('optionsSave')}
      </button>
    </div>
  );
}

export function FormStatus() {
  const status = useOptions((s) => s.status);
  return (
    <p className={`status ${status?.tone ?? ''}`} role="status" aria-live="polite">
      {status?.text ?? ''}
    </p>
  );
}
