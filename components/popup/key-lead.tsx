import { t } from '@/utils/i18n/t';
import { openWelcomePage } from '../shared/open-welcome';
import { useKeySaved } from '../shared/use-key-saved';

/**
 * Until a key is saved, the popup leads with the one step a first run needs (issue 28):
 * "Add your API key" and a button to the welcome page, said once (a job paused for want of
 * a key shows only its title, error-panel.tsx). Nothing while the answer is unknown.
 */
export function KeyLead() {
  const saved = useKeySaved();
  if (saved !== false) return null;
  return (
    <section className="key-lead" aria-labelledby="key-lead-title">
      <h2 id="key-lead-title">{t('addKeyTitle')}</h2>
      <p>{t('popupAddKeyText')}</p>
      <div className="row end">
        <button
          type="button"
          className="primary"
          onClick={() => void openWelcomePage().then(() => window.close())}
        >
          {t('popupAddKeyButton')}
        </button>
      </div>
    </section>
  );
}
