/** The merge of the user's choices with the organisation's policy, and what is registered. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUTTON_SETTINGS, type InPageButtonSettings } from './button-settings';
import {
  ALWAYS_EXCLUDED,
  effectiveButton,
  planRegistration,
  registrationCovers,
  siteState,
  userMayAdd,
} from './effective-button';
import { NO_POLICY, parseManagedPolicy } from '../policy/managed-policy';

const MAIL = 'https://mail.example.edu/*';
const SHOP = 'https://shop.example.com/*';
const user = (patch: Partial<InPageButtonSettings>) => ({ ...DEFAULT_BUTTON_SETTINGS, ...patch });
const all = () => true;

describe('effectiveButton without a policy', () => {
  it('is what the user chose', () => {
    const b = effectiveButton(user({ sites: [MAIL], hidden: [SHOP], allSites: true }), NO_POLICY);
    expect(b).toEqual({
      policyOff: false,
      paused: false,
      allSites: true,
      allSitesLocked: false,
      sites: [{ pattern: MAIL, managed: false }],
      hidden: [{ pattern: SHOP, managed: false }],
    });
  });

  it('registers the granted sites only, excludes hidden sites and canvas editors', () => {
    const b = effectiveButton(user({ sites: [MAIL, SHOP], hidden: [SHOP] }), NO_POLICY);
    expect(planRegistration(b, (p) => p === MAIL)).toEqual({
      matches: [MAIL],
      excludeMatches: [SHOP, ...ALWAYS_EXCLUDED],
    });
    // Nothing granted, paused, or nothing on: nothing registered.
    expect(planRegistration(b, () => false)).toBeNull();
    expect(planRegistration({ ...b, paused: true }, all)).toBeNull();
    expect(planRegistration(effectiveButton(DEFAULT_BUTTON_SETTINGS, NO_POLICY), all)).toBeNull();
  });

  it('"every site" registers *://*/* only once all sites are granted', () => {
    const b = effectiveButton(user({ allSites: true, sites: [MAIL] }), NO_POLICY);
    expect(planRegistration(b, all)?.matches).toEqual(['*://*/*']);
    expect(planRegistration(b, (p) => p === MAIL)?.matches).toEqual([MAIL]);
  });
});

describe('effectiveButton with a policy (managed values win)', () => {
  it('off: nowhere, whatever the user chose', () => {
    const policy = parseManagedPolicy({ inPageButton: 'off', allowedSites: ['mail.example.edu'] });
    const b = effectiveButton(user({ sites: [MAIL], allSites: true }), policy);
    expect(b.policyOff).toBe(true);
    expect(planRegistration(b, all)).toBeNull();
    expect(userMayAdd(policy, MAIL)).toBe(false);
  });

  it("allowlist: the policy sites, and the user's own only within them; never every site", () => {
    const policy = parseManagedPolicy({
      inPageButton: 'allowlist',
      allowedSites: ['*.example.edu'],
    });
    const b = effectiveButton(user({ sites: [MAIL, SHOP], allSites: true }), policy);
    expect(b.allSites).toBe(false);
    expect(b.allSitesLocked).toBe(true);
    expect(b.sites).toEqual([
      { pattern: '*://*.example.edu/*', managed: true },
      { pattern: MAIL, managed: false },
    ]);
    expect(userMayAdd(policy, SHOP)).toBe(false);
    expect(userMayAdd(policy, MAIL)).toBe(true);
  });

  it('all: every site, and the user may still hide one', () => {
    const policy = parseManagedPolicy({ inPageButton: 'all', blockedSites: ['exam.example.edu'] });
    const b = effectiveButton(user({ hidden: [SHOP] }), policy);
    expect(b.allSites).toBe(true);
    expect(b.allSitesLocked).toBe(true);
    const reg = planRegistration(b, all);
    expect(reg?.matches).toEqual(['*://*/*']);
    expect(reg?.excludeMatches).toEqual(
      expect.arrayContaining(['*://exam.example.edu/*', SHOP, ...ALWAYS_EXCLUDED]),
    );
    expect(registrationCovers(reg, 'https://exam.example.edu/quiz')).toBe(false);
    expect(registrationCovers(reg, 'https://shop.example.com/')).toBe(false);
    expect(registrationCovers(reg, 'https://docs.google.com/document/d/1')).toBe(false);
    expect(registrationCovers(reg, 'https://news.example.org/')).toBe(true);
  });

  it('lockSettings alone: the user cannot widen beyond the policy sites, can still silence', () => {
    const policy = parseManagedPolicy({ lockSettings: true, allowedSites: ['mail.example.edu'] });
    const b = effectiveButton(user({ sites: [SHOP], allSites: true, hidden: [MAIL] }), policy);
    expect(b.allSites).toBe(false);
    expect(b.sites.map((s) => s.pattern)).toEqual(['*://mail.example.edu/*']);
    // Hidden by the user wins over the organisation's allowed site.
    expect(registrationCovers(planRegistration(b, all), 'https://mail.example.edu/')).toBe(false);
  });

  it('blocked sites are listed as set by the organisation', () => {
    const policy = parseManagedPolicy({ blockedSites: ['exam.example.edu'] });
    const b = effectiveButton(user({ hidden: ['*://exam.example.edu/*', SHOP] }), policy);
    expect(b.hidden).toEqual([
      { pattern: '*://exam.example.edu/*', managed: true },
      { pattern: SHOP, managed: false },
    ]);
  });
});

describe('siteState (the popup row)', () => {
  const state = (u: Partial<InPageButtonSettings>, raw: unknown, url: string, site: string) => {
    const policy = parseManagedPolicy(raw);
    const b = effectiveButton(user(u), policy);
    return siteState(b, policy, planRegistration(b, all), url, site);
  };

  it('on, off, hidden, blocked, not allowed, unavailable', () => {
    expect(state({ sites: [MAIL] }, {}, 'https://mail.example.edu/x', MAIL)).toBe('on');
    expect(state({}, {}, 'https://mail.example.edu/x', MAIL)).toBe('off');
    expect(state({ hidden: [MAIL] }, {}, 'https://mail.example.edu/x', MAIL)).toBe('hidden');
    expect(
      state({}, { blockedSites: ['mail.example.edu'] }, 'https://mail.example.edu/x', MAIL),
    ).toBe('blocked');
    expect(state({}, { inPageButton: 'allowlist' }, 'https://mail.example.edu/x', MAIL)).toBe(
      'notAllowed',
    );
    expect(state({}, { inPageButton: 'off' }, 'https://mail.example.edu/x', MAIL)).toBe(
      'notAllowed',
    );
    expect(
      state(
        { allSites: true },
        {},
        'https://docs.google.com/document/d/1',
        'https://docs.google.com/*',
      ),
    ).toBe('unavailable');
  });
});
