/**
 * Settings an organisation sets through the browser's policy (`storage.managed`, schema in
 * public/managed_schema.json). Whatever the policy holds is untrusted input: anything of the
 * wrong type or shape is ignored, lists are bounded. A value the policy sets wins over the
 * user's; `lockSettings` also stops the user from showing the button anywhere the policy
 * does not (they can always hide it and pause it).
 */
import { isRecord } from '../is-record';
import { MAX_SITES, normaliseSite } from '../model/site';

export type ButtonPolicyMode = 'off' | 'allowlist' | 'all';

export interface ManagedPolicy {
  apiBaseUrl?: string;
  inPageButton?: ButtonPolicyMode;
  allowedSites: string[];
  blockedSites: string[];
  lockSettings: boolean;
}

export const NO_POLICY: ManagedPolicy = { allowedSites: [], blockedSites: [], lockSettings: false };

const MAX_URL_LENGTH = 2048;

const sites = (value: unknown): string[] => {
  if (!Array.isArray(value)) return [];
  const list = value.slice(0, MAX_SITES).map(normaliseSite);
  return [...new Set(list.filter((s): s is string => s !== null))];
};

/** The policy from what `storage.managed.get()` answered (or threw: no policy). */
export function parseManagedPolicy(raw: unknown): ManagedPolicy {
  if (!isRecord(raw)) return { ...NO_POLICY };
  const policy: ManagedPolicy = {
    allowedSites: sites(raw.allowedSites),
    blockedSites: sites(raw.blockedSites),
    lockSettings: raw.lockSettings === true,
  };
  const url = raw.apiBaseUrl;
  if (typeof url === 'string' && url.trim() && url.length <= MAX_URL_LENGTH) {
    policy.apiBaseUrl = url.trim();
  }
  const mode = raw.inPageButton;
  if (mode === 'off' || mode === 'allowlist' || mode === 'all') policy.inPageButton = mode;
  return policy;
}

/** Whether two parsed policies say the same thing (sites in the same order). */
export function samePolicy(a: ManagedPolicy, b: ManagedPolicy): boolean {
  const sameList = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && x.every((site, i) => site === y[i]);
  return (
    a.apiBaseUrl === b.apiBaseUrl &&
    a.inPageButton === b.inPageButton &&
    a.lockSettings === b.lockSettings &&
    sameList(a.allowedSites, b.allowedSites) &&
    sameList(a.blockedSites, b.blockedSites)
  );
}

/** Whether the policy sets anything at all (the options page says so when it does). */
export function hasPolicy(policy: ManagedPolicy): boolean {
  return (
    policy.apiBaseUrl !== undefined ||
    policy.inPageButton !== undefined ||
    policy.allowedSites.length > 0 ||
    policy.blockedSites.length > 0 ||
    policy.lockSettings
  );
}

/** The settings with the policy's API base URL, when it sets one. */
export function withManagedBaseUrl<S extends { baseUrl: string }>(
  settings: S,
  policy: ManagedPolicy,
): S {
  return policy.apiBaseUrl === undefined ? settings : { ...settings, baseUrl: policy.apiBaseUrl };
}
