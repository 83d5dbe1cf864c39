import { useState } from 'react';
import { isLocalServer } from '@/lib/api/demo-key';
import { sendToBackground } from '@/utils/messaging';
import { t } from '@/utils/i18n/t';
import { useOptions } from '../stores/options-context';

/**
 * "Use the local server's demo key": shown only when the base URL is this computer's
 * reference server (`npm start`). The background fetches the public demo key from that
 * server and saves it; this page never sees it before settings.get hands the saved key back.
 */
export function DemoKeyOffer() {
  const baseUrl = useOptions((s) => s.form.baseUrl);
  const managed = useOptions((s) => s.managedBaseUrl);
  const load = useOptions((s) => s.load);
  const showStatus = useOptions((s) => s.showStatus);
  const say = (text: string, ok: boolean) => showStatus({ tone: ok ? 'success' : 'error', text });
  const [busy, setBusy] = useState(false);
  if (managed !== undefined || !isLocalServer(baseUrl)) return null;

  const use = async () => {
    setBusy(true);
    try {
      const result = await sendToBackground('demoKey.use', { baseUrl: baseUrl.trim() });
      if (!result.ok) return say(result.message, false);
      await load();
      say(t('demoKeySaved'), true);
    } catch (err) {
      say(t('optionsFailed', err instanceof Error ? err.message : String(err)), false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="demo-key">
      <button
        type="button"
        disabled={busy}
        aria-describedby="demo-key-hint"
        onClick={() => void use()}
      >
        {t('demoKeyButton')}
      </button>
      <p id="demo-key-hint" className="hint">
        {t('demoKeyHint')}
      </p>
    </div>
  );
}
