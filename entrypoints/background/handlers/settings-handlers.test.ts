import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ProbeOutcome, QueueApi } from '@/utils/queue-api';
import { apiKeyItem, settingsItem, usageItem } from '@/utils/storage';
import { DEFAULT_SETTINGS } from '@/utils/settings';
import { useEnglishMessages } from '@/test/unit/components/support/i18n';
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
    expect(await apiKeyItem.getValue()).toBe('k-123');
    expect(await settingsItem.getValue()).toEqual({
      ...DEFAULT_SETTINGS,
      baseUrl: 'http://127.0.0.1:8787',
      requestsPerMinute: 10,
    });
    expect(await handlers['settings.get']({}, sender)).toMatchObject({ apiKey: 'k-123' });
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
    expect(await apiKeyItem.getValue()).not.toBe('demo\u200Bkey');
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

describe('settings.testConnection', () => {
  const test = (apiKey = 'k', baseUrl = 'http://127.0.0.1:8787/v1') =>
    handlers['settings.testConnection']({ baseUrl, apiKey }, sender);

  it('probes through the queue with the given values; a 422 means the key works', async () => {
    const result = await test('typed-key');
    expect(probe).toHaveBeenCalledWith('http://127.0.0.1:8787/v1', 'typed-key');
    expect(result).toEqual({ ok: true, message: expect.stringMatching(/the key works/) });
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
    await apiKeyItem.setValue('secret');
    await handlers['settings.forgetKey']({}, sender);
    expect(await apiKeyItem.getValue()).toBe('');
  });

  it('clears history through the queue (which owns its texts), and usage', async () => {
    await usageItem.setValue({ days: { '2025-01-01': 3 }, months: { '2025-01': 3 }, total: 3 });
    await handlers['history.clear']({}, sender);
    expect(clearHistory).toHaveBeenCalledTimes(1);
    expect(await usageItem.getValue()).toEqual({ days: {}, months: {}, total: 0 });
  });
});
