/**
 * The user's choices for the in-page Humanize button (stored by the background only,
 * utils/storage.ts), and the changes the popup, the options page and the button's own menu
 * make to them. Pure: the background applies a change, stores the result and registers the
 * button's script again (entrypoints/background/in-page-button/).
 */
import { isRecord } from '../is-record';
import { ALL_SITES, MAX_SITES, normaliseSite } from '../model/site';

export interface InPageButtonSettings {
  /** Sites where the user turned the button on (site patterns, site.ts). */
  sites: string[];
  /** Sites where the user hid it ("Hide on this site"); wins over `sites` and `allSites`. */
  hidden: string[];
  /** "On every site" (options page), with the all-sites permission. */
  allSites: boolean;
  /** The global Pause (popup, command): no button anywhere until resumed. */
  paused: boolean;
  /** The first-time note ("how to turn it off") was shown once. */
  noteShown: boolean;
}

export const DEFAULT_BUTTON_SETTINGS: InPageButtonSettings = {
  sites: [],
  hidden: [],
  allSites: false,
  paused: false,
  noteShown: false,
};

/** At most this many sites in each list (defined with the sites, lib/model/site.ts). */
export { MAX_SITES };

export type ButtonChange =
  | { kind: 'site'; site: string; on: boolean }
  | { kind: 'allSites'; on: boolean }
  | { kind: 'paused'; on: boolean }
  /** Removes a site from one of the options page's lists. */
  | { kind: 'forget'; site: string; list: 'sites' | 'hidden' };

const without = (list: readonly string[], site: string) => list.filter((s) => s !== site);
const withSite = (list: readonly string[], site: string) =>
  list.includes(site) ? [...list] : [...list, site].slice(-MAX_SITES);

/**
 * The settings after `change`. Turning a site on takes it off the hidden list; turning it
 * off hides it (so "on every site" skips it too). Unknown sites are left as they are.
 */
export function applyButtonChange(
  settings: InPageButtonSettings,
  change: ButtonChange,
): InPageButtonSettings {
  switch (change.kind) {
    case 'site': {
      const site = normaliseSite(change.site);
      if (!site || site === ALL_SITES) return settings;
      return change.on
        ? {
            ...settings,
            sites: withSite(settings.sites, site),
            hidden: without(settings.hidden, site),
          }
        : {
            ...settings,
            sites: without(settings.sites, site),
            hidden: withSite(settings.hidden, site),
          };
    }
    case 'allSites':
      return { ...settings, allSites: change.on };
    case 'paused':
      return { ...settings, paused: change.on };
    case 'forget': {
      const site = normaliseSite(change.site);
      if (!site) return settings;
      return { ...settings, [change.list]: without(settings[change.list], site) };
    }
  }
}

const siteList = (value: unknown): string[] => {
  if (!Array.isArray(value)) return [];
  const sites = value.slice(0, MAX_SITES).map(normaliseSite);
  return [...new Set(sites.filter((s): s is string => s !== null && s !== ALL_SITES))];
};

/** Stored settings as they are, from any version or a damaged store: always a valid shape. */
export function asButtonSettings(value: unknown): InPageButtonSettings {
  if (!isRecord(value)) return { ...DEFAULT_BUTTON_SETTINGS };
  return {
    sites: siteList(value.sites),
    hidden: siteList(value.hidden),
    allSites: value.allSites === true,
    paused: value.paused === true,
    noteShown: value.noteShown === true,
  };
}

/** A change as a message carried it, or null when it is not one. */
export function asButtonChange(value: unknown): ButtonChange | null {
  if (!isRecord(value)) return null;
  const on = value.on;
  switch (value.kind) {
    case 'site':
      return typeof on === 'boolean' && normaliseSite(value.site)
        ? { kind: 'site', site: value.site as string, on }
        : null;
    case 'allSites':
    case 'paused':
      return typeof on === 'boolean' ? { kind: value.kind, on } : null;
    case 'forget':
      return (value.list === 'sites' || value.list === 'hidden') && normaliseSite(value.site)
        ? { kind: 'forget', site: value.site as string, list: value.list }
        : null;
    default:
      return null;
  }
}
