/**
 * What the popup's site row and the options page show of the in-page button: built by the
 * background from the stored choices, the policy, the permissions and the registration.
 */
import type { InPageButtonSettings } from './button-settings';
import {
  planRegistration,
  siteState,
  type EffectiveButton,
  type ListedSite,
  type SiteState,
} from './effective-button';
import { hasPolicy, type ManagedPolicy } from '../policy/managed-policy';
import { ALL_SITES, siteLabel, sitePatternOf } from '../model/site';

export interface InPageButtonView {
  paused: boolean;
  /** The organisation turned the button off. */
  policyOff: boolean;
  /** Some of these settings come from the organisation's policy. */
  managed: boolean;
  allSites: boolean;
  allSitesLocked: boolean;
  allSitesGranted: boolean;
  sites: Array<ListedSite & { granted: boolean }>;
  hidden: ListedSite[];
  /** The page the popup was opened on, when it is a web page. */
  site?: { pattern: string; label: string; state: SiteState };
}

export function buttonView(
  state: { user: InPageButtonSettings; policy: ManagedPolicy; button: EffectiveButton },
  granted: (pattern: string) => boolean,
  url?: string,
): InPageButtonView {
  const { policy, button } = state;
  const view: InPageButtonView = {
    paused: button.paused,
    policyOff: button.policyOff,
    managed: hasPolicy(policy),
    allSites: button.allSites,
    allSitesLocked: button.allSitesLocked,
    allSitesGranted: granted(ALL_SITES),
    sites: button.sites.map((s) => ({ ...s, granted: granted(s.pattern) })),
    hidden: button.hidden,
  };
  const pattern = sitePatternOf(url);
  if (url && pattern) {
    // The row says whether the site is on, paused or not: Pause has its own switch.
    const registration = planRegistration({ ...button, paused: false }, granted);
    const state = siteState(button, policy, registration, url, pattern);
    view.site = { pattern, label: siteLabel(pattern), state };
  }
  return view;
}
