import { describe, expect, it } from 'vitest';
import {
  applyButtonChange,
  asButtonChange,
  asButtonSettings,
  DEFAULT_BUTTON_SETTINGS,
  MAX_SITES,
} from './button-settings';

const A = 'https://a.example/*';
const B = 'https://b.example/*';

describe('applyButtonChange', () => {
  it('turning a site on takes it off the hidden list; turning it off hides it', () => {
    const hidden = { ...DEFAULT_BUTTON_SETTINGS, hidden: [A] };
    const on = applyButtonChange(hidden, { kind: 'site', site: A, on: true });
    expect(on).toMatchObject({ sites: [A], hidden: [] });
    const off = applyButtonChange(on, { kind: 'site', site: A, on: false });
    expect(off).toMatchObject({ sites: [], hidden: [A] });
    // Twice on adds it once.
    expect(applyButtonChange(on, { kind: 'site', site: A, on: true }).sites).toEqual([A]);
  });

  it('never stores "every site" as a site, nor a site that is not one', () => {
    for (const site of ['*://*/*', 'file:///x', 'nonsense here']) {
      const next = applyButtonChange(DEFAULT_BUTTON_SETTINGS, { kind: 'site', site, on: true });
      expect(next).toBe(DEFAULT_BUTTON_SETTINGS);
    }
  });

  it('forgets a site from the list named, and sets Pause and every site', () => {
    const both = { ...DEFAULT_BUTTON_SETTINGS, sites: [A, B], hidden: [A] };
    expect(applyButtonChange(both, { kind: 'forget', site: A, list: 'sites' })).toMatchObject({
      sites: [B],
      hidden: [A],
    });
    expect(applyButtonChange(both, { kind: 'forget', site: A, list: 'hidden' }).hidden).toEqual([]);
    expect(applyButtonChange(both, { kind: 'paused', on: true }).paused).toBe(true);
    expect(applyButtonChange(both, { kind: 'allSites', on: true }).allSites).toBe(true);
  });

  it('keeps at most MAX_SITES sites, dropping the oldest', () => {
    let s = DEFAULT_BUTTON_SETTINGS;
    for (let i = 0; i <= MAX_SITES; i++) {
      s = applyButtonChange(s, { kind: 'site', site: `https://s${i}.example/*`, on: true });
    }
    expect(s.sites).toHaveLength(MAX_SITES);
    expect(s.sites[0]).toBe('https://s1.example/*');
  });
});

describe('asButtonSettings', () => {
  it('repairs whatever storage holds into a valid shape', () => {
    expect(asButtonSettings(undefined)).toEqual(DEFAULT_BUTTON_SETTINGS);
    expect(asButtonSettings('garbage')).toEqual(DEFAULT_BUTTON_SETTINGS);
    expect(
      asButtonSettings({
        sites: [A, A, 'ftp://x/*', 7, '*://*/*'],
        hidden: 'not a list',
        allSites: 'yes',
        paused: true,
        noteShown: 1,
      }),
    ).toEqual({ sites: [A], hidden: [], allSites: false, paused: true, noteShown: false });
    const huge = { sites: Array.from({ length: 5000 }, (_, i) => `https://s${i}.example/*`) };
    expect(asButtonSettings(huge).sites).toHaveLength(MAX_SITES);
  });
});

describe('asButtonChange', () => {
  it('accepts the changes the pages send and nothing else', () => {
    expect(asButtonChange({ kind: 'site', site: A, on: true })).toEqual({
      kind: 'site',
      site: A,
      on: true,
    });
    expect(asButtonChange({ kind: 'paused', on: false })).toEqual({ kind: 'paused', on: false });
    expect(asButtonChange({ kind: 'forget', site: A, list: 'hidden' })).toEqual({
      kind: 'forget',
      site: A,
      list: 'hidden',
    });
    for (const bad of [
      null,
      {},
      { kind: 'site', site: A },
      { kind: 'site', site: 'file:///x', on: true },
      { kind: 'paused', on: 'true' },
      { kind: 'forget', site: A, list: 'other' },
      { kind: 'noteShown', on: true },
    ]) {
      expect(asButtonChange(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
