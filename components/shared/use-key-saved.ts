import { useEffect, useState } from 'react';
import { sendToBackground } from '@/utils/messaging';
import { apiKeyStore } from '@/utils/storage';

/**
 * Whether an API key is saved (issue 28: until one is, the pages lead with "Add your API
 * key"). Asked of the background (the only reader of the key); undefined until it answers or
 * when it cannot, so nothing is claimed missing on a failed read. Asked again when the key
 * changes (Chrome hears that here; Firefox's protected area tells the background only) and
 * when the page is shown again.
 */
export function useKeySaved(): boolean | undefined {
  const [saved, setSaved] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const ask = () =>
      void sendToBackground('settings.get', {}).then(
        ({ apiKey }) => live && setSaved(apiKey.trim() !== ''),
        () => undefined,
      );
    ask();
    const unwatch = apiKeyStore.watch(ask);
    const onVisible = () => document.visibilityState === 'visible' && ask();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      unwatch();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return saved;
}
