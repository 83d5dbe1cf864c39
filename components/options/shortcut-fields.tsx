import { t } from '@/utils/i18n/t';
import { ShortcutLine } from '../shared/shortcut-line';

/** "Keyboard shortcut": what is bound and where to change it (outside the settings form). */
export function ShortcutFields() {
  return (
    <section className="shortcut-fields" aria-labelledby="shortcut-title">
      <h2 id="shortcut-title">{t('shortcutTitle')}</h2>
      <ShortcutLine idPrefix="options" />
    </section>
  );
}
