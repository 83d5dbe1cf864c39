import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { DOCS_ORIGIN } from '@/lib/editors/gdocs/docs-support';
import { sendToBackground } from '@/utils/messaging';
import { t } from '@/utils/i18n/t';

type State = { enabled: boolean; busy: boolean; message: string; error: boolean };

/**
 * "Google Docs support": acts at once, not on Save, because turning it on asks the browser
 * for docs.google.com, which must happen in the click itself.
 */
export function GoogleDocsField() {
  const [state, setState] = useState<State | null>(null);

  useEffect(() => {
    void sendToBackground('googleDocs.get', {}).then(
      ({ enabled }) => setState({ enabled, busy: false, message: '', error: false }),
      (err: unknown) =>
        setState({ enabled: false, busy: false, message: String(err), error: true }),
    );
  }, []);

  const toggle = async (enabled: boolean) => {
    setState((s) => s && { ...s, busy: true, message: '', error: false });
    try {
      // First await of the click: the browser only asks inside a user gesture.
      if (enabled && !(await browser.permissions.request({ origins: [DOCS_ORIGIN] }))) {
        return setState({
          enabled: false,
          busy: false,
          message: t('optionsDocsDenied'),
          error: true,
        });
      }
      const result = await sendToBackground('googleDocs.set', { enabled });
      if (!result.ok) {
        return setState({ enabled: false, busy: false, message: result.message, error: true });
      }
      const message = t(result.enabled ? 'optionsDocsOn' : 'optionsDocsOff');
      setState({ enabled: result.enabled, busy: false, message, error: false });
    } catch (err) {
      const message = t('optionsFailed', err instanceof Error ? err.message : String(err));
      setState({ enabled: !enabled, busy: false, message, error: true });
    }
  };

  return (
    <fieldset disabled={!state || state.busy}>
      <legend>{t('optionsDocsLegend')}</legend>
      <label className="choice">
        <input
          type="checkbox"
          checked={state?.enabled ?? false}
          aria-describedby="docs-hint docs-status"
          onChange={(e) => void toggle(e.target.checked)}
        />
        {t('optionsDocsToggle')}
      </label>
      <p id="docs-hint" className="hint">
        {t('optionsDocsHint')}
      </p>
      <p id="docs-status" className={state?.error ? 'field-error' : 'hint'} aria-live="polite">
        {state?.message ?? ''}
      </p>
    </fieldset>
  );
}
