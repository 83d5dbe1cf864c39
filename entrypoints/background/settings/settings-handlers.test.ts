import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ProbeOutcome, QueueApi } from '@/lib/model/queue-api';
import { apiKeyStore, settingsItem, usageItem } from '@/utils/storage';
import { DEFAULT_SETTINGS } from '@/lib/settings/settings';
import { NO_POLICY } from '@/lib/policy/managed-policy';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { createSettingsHandlers, type SettingsDeps } from './settings-handlers';

const sender = {};
let granted: Set<string>;
let probe: ReturnType<typeof vi.fn<(baseUrl: string, apiKey: string) => Promise<ProbeOutcome>>>;
let handlers: ReturnType<typeof createSettingsHandlers>;
let clearHistory: ReturnType<typeof vi.fn<() => Promise<void>>>;

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
  granted = new Set(['http://127.0.0.1/*' /* as the manifest's host_permissions */]);
  probe = vi.fn(async () => ({ kind: 'key_ok' }) as ProbeOutcome);
  clearHistory = vi.fn(async () => undefined);
  const deps: SettingsDeps = {
    hasOrigin: async (pattern) => granted.has(pattern),
    queue: () => ({ probe, clearHistory }) as unknown as QueueApi,
    openOptionsPage: vi.fn(async () => {}),
  };
  handlers = createSettingsHandlers(deps);
});

describe('settings.save', () => {
  it('stores the key apart from the settings, trimmed', async () => {
    const result = await handlers['settings.save'](
      { apiKey: '  k-123 ', baseUrl: ' http://127.0.0.1:8787 ', requestsPerMinute: 10 },
      sender,
    );
    expect(result).toEqual({ ok: true });
    expect((await apiKeyStore.get()).key).toBe('k-123');
    expect(await settingsItem.getValue()).toEqual({
      ...DEFAULT_SETTINGS,
      baseUrl: 'http://127.0.0.1:8787',
      requestsPerMinute: 10,
    });
    expect(await handlers['settings.get']({}, sender)).toMatchObject({ apiKey: 'k-123' });
  });

  it('stores the confirmation threshold and refuses one out of range, storing nothing', async () => {
    expect(await handlers['settings.save']({ confirmAboveWords: 250 }, sender)).toEqual({
      ok: true,
    });
    expect((await settingsItem.getValue()).confirmAboveWords).toBe(250);
    for (const bad of [0, 2.5, 10_001]) {
      expect(await handlers['settings.save']({ confirmAboveWords: bad }, sender)).toEqual({
        ok: false,
        field: 'confirmAboveWords',
        message: expect.stringMatching(/1 to 10,000/),
      });
    }
    expect((await settingsItem.getValue()).confirmAboveWords).toBe(250);
  });

  it('reads a setting stored before the threshold existed as the default', async () => {
    const { confirmAboveWords: _none, ...older } = DEFAULT_SETTINGS;
    await fakeBrowser.storage.local.set({ settings: older, settings$: { v: 3 } });
    expect(await handlers['settings.get']({}, sender)).toMatchObject({ confirmAboveWords: 1000 });
  });

  it('refuses an unusable URL and says why, storing nothing', async () => {
    const result = await handlers['settings.save']({ baseUrl: 'ftp://x.example' }, sender);
    expect(result).toEqual({ ok: false, field: 'baseUrl', message: expect.stringMatching(/http/) });
    expect(await settingsItem.getValue()).toEqual(DEFAULT_SETTINGS);
  });

  it('refuses a key with a zero-width character, storing nothing', async () => {
    const result = await handlers['settings.save']({ apiKey: 'demo\u200Bkey' }, sender);
    expect(result).toEqual({
      ok: false,
      field: 'apiKey',
      message: expect.stringMatching(/cannot be sent/),
    });
    expect((await apiKeyStore.get()).key).not.toBe('demo\u200Bkey');
  });

  it('refuses a plain http:// API that is not on this computer', async () => {
    granted.add('http://api.example.com/*');
    const result = await handlers['settings.save'](
      { baseUrl: 'http://api.example.com/v1' },
      sender,
    );
    expect(result).toMatchObject({
      ok: false,
      field: 'baseUrl',
      message: expect.stringMatching(/https/),
    });
  });

  it('refuses an origin the browser has not granted', async () => {
    const result = await handlers['settings.save']({ baseUrl: 'https://api.example.com' }, sender);
    expect(result).toMatchObject({ ok: false, field: 'permission' });
    granted.add('https://api.example.com/*');
    expect(await handlers['settings.save']({ baseUrl: 'https://api.example.com' }, sender)).toEqual(
      { ok: true },
    );
  });

  it.each([0, 601, 2.5, Number.NaN])('refuses %s requests per minute', async (rpm) => {
    const result = await handlers['settings.save']({ requestsPerMinute: rpm }, sender);
    expect(result).toMatchObject({ ok: false, field: 'requestsPerMinute' });
  });
});

describe('the key is bound to its origin (issue 16, point 5)', () => {
  const A = 'http://127.0.0.1:8787/v1';
  const B = 'http://localhost:8788/v1';
  beforeEach(async () => {
    granted.add('http://localhost/*');
    await handlers['settings.save']({ apiKey: 'key-a', keyTyped: true, baseUrl: A }, sender);
  });

  it('stores the origin with the key, in the same write', async () => {
    expect((await apiKeyStore.get()).origin).toBe('http://127.0.0.1:8787');
    expect(await handlers['settings.get']({}, sender)).toMatchObject({
      apiKey: 'key-a',
      apiKeyOrigin: 'http://127.0.0.1:8787',
    });
  });

  it('refuses a base URL on another origin with the saved key, storing nothing', async () => {
    const result = await handlers['settings.save']({ apiKey: 'key-a', baseUrl: B }, sender);
    expect(result).toEqual({
      ok: false,
      field: 'apiKey',
      message: expect.stringMatching(
        /now on http:\/\/localhost:8788.*key is for http:\/\/127\.0\.0\.1:8787/,
      ),
    });
    // Without any key in the payload too.
    expect(await handlers['settings.save']({ baseUrl: B }, sender)).toMatchObject({ ok: false });
    expect((await settingsItem.getValue()).baseUrl).toBe(A);
    expect((await apiKeyStore.get()).origin).toBe('http://127.0.0.1:8787');
  });

  it('binds a key typed for the new origin (even the same key) to it', async () => {
    const result = await handlers['settings.save'](
      { apiKey: 'key-a', keyTyped: true, baseUrl: B },
      sender,
    );
    expect(result).toEqual({ ok: true });
    expect((await apiKeyStore.get()).origin).toBe('http://localhost:8788');
    expect((await settingsItem.getValue()).baseUrl).toBe(B);
  });

  it('binds a key saved before keys were bound to the saved base URL’s origin', async () => {
    await fakeBrowser.storage.local.remove('apiKeyOrigin');
    expect(await handlers['settings.save']({ apiKey: 'key-a', baseUrl: B }, sender)).toMatchObject({
      ok: false,
      field: 'apiKey',
    });
    expect(await handlers['settings.save']({ apiKey: 'key-a', baseUrl: A }, sender)).toEqual({
      ok: true,
    });
  });

  it('does not test the saved key against another origin either', async () => {
    const result = await handlers['settings.testConnection'](
      { baseUrl: B, apiKey: 'key-a' },
      sender,
    );
    expect(result).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Enter the key for/),
    });
    expect(probe).not.toHaveBeenCalled();
    await handlers['settings.testConnection'](
      { baseUrl: B, apiKey: 'key-a', keyTyped: true },
      sender,
    );
    expect(probe).toHaveBeenCalledWith(B, 'key-a');
  });

  it('forgets the origin with the key', async () => {
    await handlers['settings.forgetKey']({}, sender);
    expect((await apiKeyStore.get()).origin).toBeNull();
    expect(await handlers['settings.save']({ apiKey: '', baseUrl: B }, sender)).toEqual({
      ok: true,
    });
  });
});

describe('settings.testConnection', () => {
  const test = (apiKey = 'k', baseUrl = 'http://127.0.0.1:8787/v1') =>
    handlers['settings.testConnection']({ baseUrl, apiKey }, sender);

  it('probes through the queue with the given values; a 422 means the key works', async () => {
    const result = await test('typed-key');
    expect(probe).toHaveBeenCalledWith('http://127.0.0.1:8787/v1', 'typed-key');
    expect(result).toEqual({ ok: true, message: expect.stringMatching(/the key works/) });
  });

  it('says at once until when the rate limit holds it (issue 16, point 1)', async () => {
    const until = Date.parse('2026-03-10T12:34:56');
    probe.mockResolvedValue({ kind: 'rate_limited', until });
    const result = await test();
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(/^Rate limited until .*34/),
    });
    probe.mockResolvedValue({ kind: 'rate_limited', until: Infinity });
    expect((await test()).message).toMatch(/on its way right now/);
  });

  it.each([
    ['unauthorized', 401, /refused the key/],
    ['plan_required', 403, /plan has no API access/],
    ['server_error', 500, /answered in a way the Humanize API does not/],
    ['network', undefined, /Could not reach http:\/\/127.0.0.1:8787/],
  ] as const)('explains %s', async (kind, status, message) => {
    const error = { kind, status, message: 'detail', action: 'none' as const };
    probe.mockResolvedValue({ kind: 'error', error });
    const result = await test();
    expect(result).toEqual({ ok: false, message: expect.stringMatching(message), error });
  });

  it('says when an empty text is accepted: the provider differs', async () => {
    probe.mockResolvedValue({ kind: 'unexpected_success' });
    expect((await test()).message).toMatch(/behaves differently/);
  });

  it('sends nothing without a key, a usable URL, or the origin permission', async () => {
    expect(await test('')).toMatchObject({ ok: false, message: 'Enter an API key first.' });
    expect(await test('k', 'nope')).toMatchObject({ ok: false });
    expect(await test('k', 'https://other.example/v1')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/has not allowed access/),
    });
    expect(probe).not.toHaveBeenCalled();
  });
});

describe('key, history and options page', () => {
  it('forgets the key', async () => {
    await apiKeyStore.set('secret', null);
    await handlers['settings.forgetKey']({}, sender);
    expect((await apiKeyStore.get()).key).toBe('');
  });

  it('clears history through the queue (which owns its texts), and usage', async () => {
    await usageItem.setValue({ days: { '2025-01-01': 3 }, months: { '2025-01': 3 }, total: 3 });
    await handlers['history.clear']({}, sender);
    expect(clearHistory).toHaveBeenCalledTimes(1);
    expect(await usageItem.getValue()).toEqual({ days: {}, months: {}, total: 0 });
  });
});

describe("the organisation's API base URL (storage.managed)", () => {
  const MANAGED = 'https://humanize.example.edu/v1';
  const withPolicy = () =>
    createSettingsHandlers({
      hasOrigin: async () => true,
      queue: () => ({ probe }) as unknown as QueueApi,
      openOptionsPage: vi.fn(async () => {}),
      policy: async () => ({ ...NO_POLICY, apiBaseUrl: MANAGED }),
    });

  it('wins over the saved one, and the options page is told it is managed', async () => {
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, baseUrl: 'http://127.0.0.1:8787/v1' });
    expect(await withPolicy()['settings.get']({}, sender)).toMatchObject({
      baseUrl: MANAGED,
      managedBaseUrl: MANAGED,
    });
    // Without a policy: the user's, and nothing said about a managed one.
    const view = await handlers['settings.get']({}, sender);
    expect(view.baseUrl).toBe('http://127.0.0.1:8787/v1');
    expect(view).not.toHaveProperty('managedBaseUrl');
  });

  it('cannot be replaced by saving another URL; saving it (or other fields) works', async () => {
    const managed = withPolicy();
    const refused = await managed['settings.save'](
      { baseUrl: 'https://elsewhere.example/v1' },
      sender,
    );
    expect(refused).toEqual({ ok: false, field: 'baseUrl', message: 'Set by your organisation' });
    expect((await settingsItem.getValue()).baseUrl).toBe(DEFAULT_SETTINGS.baseUrl);
    expect(
      await managed['settings.save']({ baseUrl: MANAGED, requestsPerMinute: 12 }, sender),
    ).toEqual({
      ok: true,
    });
    expect((await settingsItem.getValue()).requestsPerMinute).toBe(12);
  });
  it('shows the last-known policy, but a save checks the one sends follow', async () => {
    // The organisation removed its URL since the last read: Options may still show it for
    // the few seconds the browser takes to answer, but a save is checked against the answer.
    const handlersWithStalePolicy = createSettingsHandlers({
      hasOrigin: async () => true,
      queue: () => ({ probe }) as unknown as QueueApi,
      openOptionsPage: vi.fn(async () => {}),
      policy: async () => ({ ...NO_POLICY, apiBaseUrl: MANAGED }),
      policyToSave: async () => ({ ...NO_POLICY }),
    });
    expect(await handlersWithStalePolicy['settings.get']({}, sender)).toMatchObject({
      managedBaseUrl: MANAGED,
    });
    expect(
      await handlersWithStalePolicy['settings.save'](
        { baseUrl: 'https://elsewhere.example/v1' },
        sender,
      ),
    ).toEqual({ ok: true });
    expect((await settingsItem.getValue()).baseUrl).toBe('https://elsewhere.example/v1');
  });
});
