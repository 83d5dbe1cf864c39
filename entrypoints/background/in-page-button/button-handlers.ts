/**
 * The in-page button's messages: the popup's and options page's view and changes, and the
 * button's own press, "Hide on this site" and first-showing note. A press runs exactly the
 * context menu's action (`humanizeSelection`), and only on a page the button covers now.
 */
import { t } from '@/utils/i18n/t';
import { buttonView, type InPageButtonView } from '@/lib/in-page-button/button-view';
import { asButtonSettings, type ButtonChange } from '@/lib/in-page-button/button-settings';
import { registrationCovers, userMayAdd } from '@/lib/in-page-button/effective-button';
import { ALL_SITES, normaliseSite, patternMatches, sitePatternOf } from '@/lib/model/site';
import { inPageButtonItem } from '@/utils/storage';
import type { Handlers } from '../messages/message-router';
import { humanizeSelection } from '../selection/selection-action';
import { grantedPatterns, readButtonState } from './button-state';
import { changeButton, currentRegistration, serially } from './registration';

type ButtonTypes =
  | 'inPageButton.get'
  | 'inPageButton.set'
  | 'inPageButton.press'
  | 'inPageButton.hideSite'
  | 'inPageButton.shown';

async function viewFor(url?: string): Promise<InPageButtonView> {
  const state = await readButtonState();
  const site = sitePatternOf(url);
  const granted = await grantedPatterns([
    ALL_SITES,
    ...state.button.sites.map((s) => s.pattern),
    ...(site ? [site] : []),
  ]);
  return buttonView(state, (p) => granted.has(p), url);
}

/** Why a change cannot be made, or null (checked again here whatever the page checked). */
async function refusal(change: ButtonChange): Promise<string | null> {
  const { policy, button } = await readButtonState();
  if (change.kind === 'site' && change.on) {
    const site = normaliseSite(change.site);
    if (!site || !userMayAdd(policy, site)) return t('setByOrganisation');
  }
  if (change.kind === 'allSites') {
    if (button.allSitesLocked) return t('setByOrganisation');
    if (change.on && !(await grantedPatterns([ALL_SITES])).has(ALL_SITES)) {
      return t('buttonAllSitesDenied');
    }
  }
  if (change.kind === 'forget' && change.list === 'hidden') {
    const site = normaliseSite(change.site);
    if (button.hidden.some((s) => s.managed && s.pattern === site)) {
      return t('setByOrganisation');
    }
  }
  return null;
}

/** The page the sender's tab shows, when the button covers it now. */
async function coveredTab(sender: { tab?: { id?: number; url?: string } }) {
  const tabId = sender.tab?.id;
  const url = sender.tab?.url;
  if (tabId === undefined || url === undefined) return null;
  return registrationCovers(await currentRegistration(), url) ? { tabId, url } : null;
}

/**
 * Whether the page at `url` is hidden now, as read back: the stored choices hide it and the
 * registration in force no longer covers it ("Hide on this site" says so only then).
 */
async function hiddenNow(url: string): Promise<boolean> {
  const [{ button }, registration] = await Promise.all([readButtonState(), currentRegistration()]);
  const hidden = button.hidden.some((s) => patternMatches(s.pattern, url));
  return hidden && !registrationCovers(registration, url);
}

export const inPageButtonHandlers: Pick<Handlers, ButtonTypes> = {
  'inPageButton.get': ({ url }) => viewFor(url),

  'inPageButton.set': async ({ change, url }) => {
    const problem = await refusal(change);
    if (problem) return { ok: false, message: problem, view: await viewFor(url) };
    await changeButton(change);
    return { ok: true, view: await viewFor(url) };
  },

  'inPageButton.press': async (_payload, sender) => {
    const tab = await coveredTab(sender);
    if (!tab) throw new Error('The Humanize button is not on for this page.');
    // The same action as the context menu, in the frame the button was pressed in; the card
    // reports what happens from here (nothing to humanize, the word threshold, the result).
    humanizeSelection(tab.tabId, sender.frameId).catch((err: unknown) =>
      console.warn('Humanize button:', err),
    );
    return { ok: true };
  },

  'inPageButton.hideSite': async (_payload, sender) => {
    const url = sender.tab?.url;
    const site = sitePatternOf(url);
    if (!site || !url) return { ok: false };
    await changeButton({ kind: 'site', site, on: false });
    return { ok: await hiddenNow(url) };
  },

  'inPageButton.shown': () =>
    serially(async () => {
      const user = asButtonSettings(await inPageButtonItem.getValue());
      if (user.noteShown) return { note: false };
      await inPageButtonItem.setValue({ ...user, noteShown: true });
      return { note: true };
    }),
};
