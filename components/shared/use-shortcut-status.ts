import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { shortcutStatus, type ShortcutStatus } from '@/lib/settings/shortcut-status';

/**
 * The "Humanize selection" shortcut as the browser bound it (commands.getAll), read when the
 * page opens and again when it is shown (the user may come back from the shortcut page).
 * undefined until the browser answers.
 */
export function useShortcutStatus(): ShortcutStatus | undefined {
  const [status, setStatus] = useState<ShortcutStatus | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const read = () =>
      // Asked in a then: a browser without the API throws at once, and reads as "not set".
      void Promise.resolve()
        .then(() => browser.commands.getAll())
        .then(
          (commands) => live && setStatus(shortcutStatus(Array.isArray(commands) ? commands : [])),
          () => live && setStatus({ kind: 'unset' }),
        );
    read();
    const onVisible = () => document.visibilityState === 'visible' && read();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return status;
}
