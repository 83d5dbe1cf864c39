/**
 * Where the button may show: the user's choices merged with the organisation's policy.
 * - policy `off`: nowhere, whatever the user chose;
 * - policy `allowlist`: the policy's sites, and sites the user turned on within them;
 * - policy `all`: every site (once the all-sites permission is granted), else per site;
 * - no mode: the user's choices; with `lockSettings`, only within the policy's sites.
 * Hiding a site and pausing are always the user's (silencing never widens anything), and
 * the policy's blocked sites and canvas editors are never matched.
 */
import type { InPageButtonSettings } from './button-settings';
import type { ManagedPolicy } from '../policy/managed-policy';
import { ALL_SITES, patternMatches } from '../model/site';

/** Never worth a sentinel: Google's canvas editors (Docs, Sheets, Slides) draw no fields. */
export const ALWAYS_EXCLUDED = ['https://docs.google.com/*'];

export interface ListedSite {
  pattern: string;
  /** Set by the organisation: shown, not removable. */
  managed: boolean;
}

export interface EffectiveButton {
  /** The policy turns the button off. */
  policyOff: boolean;
  paused: boolean;
  /** On every site (needs the all-sites permission to take effect). */
  allSites: boolean;
  /** Whether the user may change "on every site" (else the policy decides). */
  allSitesLocked: boolean;
  sites: ListedSite[];
  hidden: ListedSite[];
}

/** A sample URL of a site pattern's own host, to test it against another pattern. */
const sampleUrl = (pattern: string) => pattern.replace('*://', 'https://').replace(/\*$/, '');

const covers = (patterns: readonly string[], site: string) =>
  patterns.some((p) => p === site || patternMatches(p, sampleUrl(site)));

/** Whether the user may turn the button on for `site` (the policy allows it there). */
export function userMayAdd(policy: ManagedPolicy, site: string): boolean {
  if (policy.inPageButton === 'off') return false;
  if (policy.inPageButton === 'all') return true;
  if (policy.inPageButton === 'allowlist' || policy.lockSettings) {
    return covers(policy.allowedSites, site);
  }
  return true;
}

const listed = (managed: readonly string[], own: readonly string[]): ListedSite[] => [
  ...managed.map((pattern) => ({ pattern, managed: true })),
  ...own.filter((p) => !managed.includes(p)).map((pattern) => ({ pattern, managed: false })),
];

export function effectiveButton(
  user: InPageButtonSettings,
  policy: ManagedPolicy,
): EffectiveButton {
  const mode = policy.inPageButton;
  const allSitesLocked = mode !== undefined || policy.lockSettings;
  const allSites = mode === 'all' || (!allSitesLocked && user.allSites);
  const ownSites = user.sites.filter((site) => userMayAdd(policy, site));
  return {
    policyOff: mode === 'off',
    paused: user.paused,
    allSites,
    allSitesLocked,
    sites: listed(policy.allowedSites, ownSites),
    hidden: listed(policy.blockedSites, user.hidden),
  };
}

/** The registration's `excludeMatches`: hidden and blocked sites, canvas editors. */
export function excludedPatterns(button: EffectiveButton): string[] {
  return [...new Set([...button.hidden.map((s) => s.pattern), ...ALWAYS_EXCLUDED])];
}

export interface Registration {
  matches: string[];
  excludeMatches: string[];
}

/**
 * What to register, given which patterns the browser has granted; null when the button
 * must show nowhere (off, paused, or no granted site).
 */
export function planRegistration(
  button: EffectiveButton,
  granted: (pattern: string) => boolean,
): Registration | null {
  if (button.policyOff || button.paused) return null;
  const matches =
    button.allSites && granted(ALL_SITES)
      ? [ALL_SITES]
      : button.sites.map((s) => s.pattern).filter(granted);
  return matches.length ? { matches, excludeMatches: excludedPatterns(button) } : null;
}

/** Whether a registration puts the button on the page at `url`. */
export function registrationCovers(registration: Registration | null, url: string): boolean {
  if (!registration) return false;
  const matches = (patterns: readonly string[]) => patterns.some((p) => patternMatches(p, url));
  return matches(registration.matches) && !matches(registration.excludeMatches);
}

export type SiteState =
  | 'on'
  | 'off'
  | 'hidden'
  /** The organisation's policy blocks the site. */
  | 'blocked'
  /** The policy keeps the user from turning it on here (off, allowlist, locked). */
  | 'notAllowed'
  /** Never on this site (a canvas editor such as Google Docs). */
  | 'unavailable';

/** The popup row's state for the page at `url` (given the registration in force). */
export function siteState(
  button: EffectiveButton,
  policy: ManagedPolicy,
  registration: Registration | null,
  url: string,
  site: string,
): SiteState {
  const on = (list: readonly ListedSite[]) => list.some((s) => patternMatches(s.pattern, url));
  if (ALWAYS_EXCLUDED.some((p) => patternMatches(p, url))) return 'unavailable';
  if (button.hidden.some((s) => s.managed && patternMatches(s.pattern, url))) return 'blocked';
  if (on(button.hidden)) return 'hidden';
  if (registrationCovers(registration, url)) return 'on';
  if (button.policyOff || !userMayAdd(policy, site)) return 'notAllowed';
  return 'off';
}
