import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import type { InPageButtonView } from '@/lib/in-page-button/button-view';
import { sendToBackground } from '@/utils/messaging';
import { t } from '@/utils/i18n/t';
import { usePopup } from '../stores/popup-context';

type Row = { url: string; view: InPageButtonView; busy: boolean; message: string };

/** The page the popup was opened over: the active tab of the last focused browser window. */
async function currentPageUrl(): Promise<string | undefined> {
  const win = await browser.windows.getLastFocused({ windowTypes: ['normal'] });
  const [tab] = await browser.tabs.query({ active: true, windowId: win.id });
  return tab?.url;
}

const LOCKED_NOTE: Partial<Record<string, Parameters<typeof t>[0]>> = {
  blocked: 'setByOrganisation',
  notAllowed: 'setByOrganisation',
  unavailable: 'popupButtonUnavailable',
};

/**
 * "Show the Humanize button on <site>" and the global Pause. Loads once the rest of the popup
 * is ready (it asks the browser for the tab and the background for the state), so the popup
 * is ready to type as soon as before. Turning the site on asks the browser for that site in the
 * click itself (the background records the wish at once and registers the button when the
 * access arrives, even if the popup has closed meanwhile, as Firefox's prompt does).
 */
export function ButtonSiteRow() {
  const [row, setRow] = useState<Row | null>(null);
  const hydrated = usePopup((s) => s.hydrated);

  useEffect(() => {
    // Only once the popup is ready: its own reads of storage go first, undisturbed.
    if (!hydrated) return;
    let gone = false;
    void (async () => {
      const url = await currentPageUrl();
      if (!url) return;
      const view = await sendToBackground('inPageButton.get', { url });
      if (!gone && view.site) setRow({ url, view, busy: false, message: '' });
    })().catch(() => undefined);
    return () => {
      gone = true;
    };
  }, [hydrated]);

  if (!row?.view.site) return null;
  const { url, view } = row;
  const site = view.site!;

  const change = async (request: Promise<boolean> | null, on: boolean, kind: 'site' | 'paused') => {
    setRow({ ...row, busy: true, message: '' });
    try {
      const sent = sendToBackground('inPageButton.set', {
        change: kind === 'site' ? { kind, site: site.pattern, on } : { kind, on },
        url,
      });
      const granted = request ? await request : true;
      let result = await sent;
      if (!granted) {
        result = await sendToBackground('inPageButton.set', {
          change: { kind: 'forget', site: site.pattern, list: 'sites' },
          url,
        });
        return setRow({
          url,
          view: result.view,
          busy: false,
          message: t('popupButtonDenied', site.label),
        });
      }
      setRow({ url, view: result.view, busy: false, message: result.message ?? '' });
    } catch (err) {
      setRow({ ...row, busy: false, message: err instanceof Error ? err.message : String(err) });
    }
  };

  const locked = LOCKED_NOTE[site.state];
  const disabled = row.busy || view.policyOff || locked !== undefined;
  return (
    <section className="button-row" aria-label={t('popupButtonSection')}>
      <label className="choice">
        <input
          type="checkbox"
          data-testid="button-site"
          checked={site.state === 'on'}
          disabled={disabled}
          onChange={(e) => {
            const on = e.target.checked;
            // The first thing the click does: the browser asks only inside a user gesture.
            const request = on ? browser.permissions.request({ origins: [site.pattern] }) : null;
            void change(request, on, 'site');
          }}
        />
        {t('popupButtonSite', site.label)}
      </label>
      <label className="choice">
        <input
          type="checkbox"
          data-testid="button-pause"
          checked={view.paused}
          disabled={row.busy || view.policyOff}
          onChange={(e) => void change(null, e.target.checked, 'paused')}
        />
        {t('popupButtonPause')}
      </label>
      <p className="hint" aria-live="polite">
        {view.policyOff ? t('buttonPolicyOff') : locked ? t(locked) : row.message}
      </p>
    </section>
  );
}
