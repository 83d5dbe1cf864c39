import { describe, expect, it } from 'vitest';
import {
  hasPolicy,
  NO_POLICY,
  parseManagedPolicy,
  samePolicy,
  withManagedBaseUrl,
} from './managed-policy';

describe('parseManagedPolicy', () => {
  it('reads every setting of the schema', () => {
    expect(
      parseManagedPolicy({
        apiBaseUrl: ' https://humanize.example.edu/v1 ',
        inPageButton: 'allowlist',
        allowedSites: ['mail.example.edu', 'https://*.example.edu/*'],
        blockedSites: ['exam.example.edu'],
        lockSettings: true,
      }),
    ).toEqual({
      apiBaseUrl: 'https://humanize.example.edu/v1',
      inPageButton: 'allowlist',
      allowedSites: ['*://mail.example.edu/*', 'https://*.example.edu/*'],
      blockedSites: ['*://exam.example.edu/*'],
      lockSettings: true,
    });
  });

  it('ignores what is of the wrong type or shape (no policy, or a damaged one)', () => {
    expect(parseManagedPolicy(undefined)).toEqual(NO_POLICY);
    expect(parseManagedPolicy([])).toEqual(NO_POLICY);
    const parsed = parseManagedPolicy({
      apiBaseUrl: 42,
      inPageButton: 'sometimes',
      allowedSites: 'mail.example.edu',
      blockedSites: [null, 'file:///x', 'ok.example'],
      lockSettings: 'true',
    });
    expect(parsed).toEqual({ ...NO_POLICY, blockedSites: ['*://ok.example/*'] });
    expect(
      parseManagedPolicy({ apiBaseUrl: `https://x/${'a'.repeat(5000)}` }).apiBaseUrl,
    ).toBeUndefined();
    expect(hasPolicy(parseManagedPolicy({}))).toBe(false);
    expect(hasPolicy(parseManagedPolicy({ lockSettings: true }))).toBe(true);
  });
});

describe('withManagedBaseUrl', () => {
  it("puts the organisation's API base URL over the user's, and only when it sets one", () => {
    const settings = { baseUrl: 'http://127.0.0.1:8787/v1', requestsPerMinute: 30 };
    expect(withManagedBaseUrl(settings, NO_POLICY)).toBe(settings);
    expect(
      withManagedBaseUrl(settings, { ...NO_POLICY, apiBaseUrl: 'https://h.example.edu/v1' }),
    ).toEqual({ ...settings, baseUrl: 'https://h.example.edu/v1' });
  });
});

describe('samePolicy', () => {
  it('tells apart every field, and sites in another order', () => {
    const base = parseManagedPolicy({ allowedSites: ['a.example', 'b.example'] });
    expect(samePolicy(base, parseManagedPolicy({ allowedSites: ['a.example', 'b.example'] }))).toBe(
      true,
    );
    for (const other of [
      { allowedSites: ['b.example', 'a.example'] },
      { allowedSites: ['a.example'] },
      { allowedSites: ['a.example', 'b.example'], blockedSites: ['c.example'] },
      { allowedSites: ['a.example', 'b.example'], apiBaseUrl: 'https://x.example/v1' },
      { allowedSites: ['a.example', 'b.example'], inPageButton: 'off' },
      { allowedSites: ['a.example', 'b.example'], lockSettings: true },
    ]) {
      expect(samePolicy(base, parseManagedPolicy(other))).toBe(false);
    }
  });
});
