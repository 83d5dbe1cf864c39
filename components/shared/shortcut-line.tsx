import { SUGGESTED_SHORTCUT, shortcutSettingsAddress } from '@/lib/settings/shortcut-status';
import { sendToBackground } from '@/utils/messaging';
import { t } from '@/utils/i18n/t';
import { useShortcutStatus } from './use-shortcut-status';

/**
 * The bound "Humanize selection" shortcut (or "not set", and that the suggested Alt+Shift+H
 * may be taken), a button to the browser's shortcut page and its address to copy: an
 * extension page cannot link to chrome://extensions/shortcuts, the background opens it
 * (Firefox: about:addons › Manage Extension Shortcuts). Issue 28 point 5.
 */
export function ShortcutLine({ idPrefix }: { idPrefix: string }) {
  const status = useShortcutStatus();
  const firefox = import.meta.env.FIREFOX;
  // Where the browser refuses to open it, the address below is there to copy.
  const open = () => sendToBackground('shortcuts.open', {}).catch(() => undefined);
  return (
    <div className="shortcut" aria-busy={status === undefined}>
      <p id={`${idPrefix}-shortcut`} data-shortcut={status?.kind ?? ''}>
        {status?.kind === 'bound'
          ? t('shortcutBound', status.shortcut)
          : status && t('shortcutUnset', SUGGESTED_SHORTCUT)}
      </p>
      <div className="row">
        <button
          type="button"
          aria-describedby={`${idPrefix}-shortcut ${idPrefix}-shortcut-where`}
          onClick={() => void open()}
        >
          {t('shortcutChange')}
        </button>
      </div>
      <p id={`${idPrefix}-shortcut-where`} className="hint">
        {firefox
          ? t('shortcutWhereFirefox')
          : t('shortcutWhereChrome', shortcutSettingsAddress(false))}
      </p>
    </div>
  );
}
