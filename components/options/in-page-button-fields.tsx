import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import type { ButtonChange } from '@/lib/in-page-button/button-settings';
import type { InPageButtonView } from '@/lib/in-page-button/button-view';
import { ALL_SITES, siteLabel } from '@/lib/model/site';
import { sendToBackground } from '@/utils/messaging';
import { managedPolicyItem } from '@/utils/storage';
import { t } from '@/utils/i18n/t';

type State = { view: InPageButtonView | null; busy: boolean; message: string; error: boolean };

/**
 * The in-page Humanize button: on every site (an explicit choice: the browser asks for all
 * sites), the global Pause, and the sites where it shows or is hidden, each removable. Acts at
 * once, not on Save, because turning it on everywhere asks the browser in the click itself.
 * What the organisation's policy sets is shown as such and cannot be changed here.
 */
export function InPageButtonFields() {
  const [state, setState] = useState<State>({ view: null, busy: true, message: '', error: false });

  useEffect(() => {
    const load = () =>
      void sendToBackground('inPageButton.get', {}).then(
        (view) => setState({ view, busy: false, message: '', error: false }),
        (err: unknown) => setState({ view: null, busy: false, message: String(err), error: true }),
      );
    load();
    // The organisation's policy as read again seconds after a browser start (the background
    // stores it when it differs from the last one read).
    return managedPolicyItem.watch(load);
  }, []);

  const apply = async (change: ButtonChange, asked?: Promise<boolean>) => {
    setState((s) => ({ ...s, busy: true, message: '', error: false }));
    try {
      if (asked && !(await asked)) {
        return setState((s) => ({
          ...s,
          busy: false,
          message: t('buttonAllSitesDenied'),
          error: true,
        }));
      }
      const result = await sendToBackground('inPageButton.set', { change });
      setState({
        view: result.view,
        busy: false,
        message: result.message ?? '',
        error: !result.ok,
      });
    } catch (err) {
      const message = t('optionsFailed', err instanceof Error ? err.message : String(err));
      setState((s) => ({ ...s, busy: false, message, error: true }));
    }
  };

  const view = state.view;
  const off = view?.policyOff ?? false;
  return (
    <fieldset disabled={!view || state.busy} data-testid="button-fields">
      <legend>{t('optionsButtonLegend')}</legend>
      <p className="hint">{t('optionsButtonHint')}</p>
      {off && <p className="hint">{t('buttonPolicyOff')}</p>}
      <label className="choice">
        <input
          type="checkbox"
          data-testid="button-all-sites"
          checked={!!view && view.allSites && view.allSitesGranted}
          disabled={off || view?.allSitesLocked}
          onChange={(e) => {
            const on = e.target.checked;
            // First thing in the click: the browser asks only inside a user gesture.
            const asked = on ? browser.permissions.request({ origins: [ALL_SITES] }) : undefined;
            void apply({ kind: 'allSites', on }, asked);
          }}
        />
        {t('optionsButtonAllSites')}
        {view?.allSitesLocked && <span className="hint"> ({t('setByOrganisation')})</span>}
      </label>
      <label className="choice">
        <input
          type="checkbox"
          data-testid="button-paused"
          checked={view?.paused ?? false}
          disabled={off}
          onChange={(e) => void apply({ kind: 'paused', on: e.target.checked })}
        />
        {t('popupButtonPause')}
      </label>
      <SiteList
        title={t('optionsButtonSitesOn')}
        testId="button-sites-on"
        sites={view?.sites ?? []}
        onRemove={(site) => void apply({ kind: 'forget', site, list: 'sites' })}
      />
      <SiteList
        title={t('optionsButtonSitesHidden')}
        testId="button-sites-hidden"
        sites={view?.hidden ?? []}
        onRemove={(site) => void apply({ kind: 'forget', site, list: 'hidden' })}
      />
      <p className={state.error ? 'field-error' : 'hint'} aria-live="polite">
        {state.message}
      </p>
    </fieldset>
  );
}

function SiteList(props: {
  title: string;
  testId: string;
  sites: ReadonlyArray<{ pattern: string; managed: boolean; granted?: boolean }>;
  onRemove(site: string): void;
}) {
  return (
    <div className="site-list" data-testid={props.testId}>
      <p className="site-list-title">{props.title}</p>
      {props.sites.length === 0 ? (
        <p className="hint">{t('optionsButtonNone')}</p>
      ) : (
        <ul>
          {props.sites.map(({ pattern, managed, granted }) => (
            <li key={pattern}>
              <span>{siteLabel(pattern)}</span>
              {granted === false && <span className="hint">{t('optionsButtonNoAccess')}</span>}
              {managed ? (
                <span className="hint">{t('setByOrganisation')}</span>
              ) : (
                <button
                  type="button"
                  className="link"
                  aria-label={t('optionsButtonRemoveSite', siteLabel(pattern))}
                  onClick={() => props.onRemove(pattern)}
                >
                  {t('optionsButtonRemove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
