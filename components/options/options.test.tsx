// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { OptionsApp } from '@/components/options/options-app';
import { createOptionsStore } from '@/components/stores/options-store';
import type { SettingsView } from '@/lib/messages/protocol';
import { fakeBackground, type FakeHandlers, type SentMessage } from '../testing/background';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { SAVED_SETTINGS } from '../testing/views';

let sent: SentMessage[];
let requestPermission: ReturnType<typeof vi.fn>;

function setup(overrides: FakeHandlers = {}) {
  sent = fakeBackground({
    'settings.get': () => SAVED_SETTINGS,
    'settings.save': () => ({ ok: true }),
    'settings.forgetKey': () => ({ ok: true }),
    'settings.testConnection': () => ({ ok: true, message: 'Connected: the key works.' }),
    'history.clear': () => ({ ok: true }),
    'googleDocs.get': () => ({ enabled: false }),
    'googleDocs.set': ({ enabled }) => ({ ok: true, enabled }),
    ...overrides,
  });
}

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
  requestPermission = vi.fn(async () => true);
  vi.spyOn(fakeBrowser.permissions, 'request').mockImplementation(
    requestPermission as unknown as typeof fakeBrowser.permissions.request,
  );
  setup();
});
afterEach(cleanup);

async function renderOptions() {
  render(<OptionsApp store={createOptionsStore()} />);
  await waitFor(() =>
    expect(screen.getByLabelText('API key')).toHaveProperty('value', 'saved-key'),
  );
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });

async function retype(name: string, value: string) {
  await userEvent.clear(field(name));
  if (value) await userEvent.type(field(name), value);
}

describe('options page', () => {
  it('shows the saved settings, the key hidden until revealed', async () => {
    await renderOptions();
    expect(field('API base URL').value).toBe(SAVED_SETTINGS.baseUrl);
    expect(field('Requests per minute').value).toBe('30');
    expect(field('API key').type).toBe('password');
    await userEvent.click(button('Show key'));
    expect(field('API key').type).toBe('text');
    expect(screen.getByRole('checkbox', { name: /Keep the last 50/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('radio', { name: /Replace right away/ })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('asks for the origin, then saves what the form holds', async () => {
    await renderOptions();
    await retype('API key', 'new-key');
    await retype('API base URL', 'https://api.example.com');
    await retype('Requests per minute', '12');
    await userEvent.click(screen.getByRole('radio', { name: /Let me review first/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Keep the last 50/ }));
    await retype('Ask me before sending more than this many words', '250');
    await userEvent.click(button('Save'));
    expect(requestPermission).toHaveBeenCalledWith({ origins: ['https://api.example.com/*'] });
    expect(sent).toContainEqual({
      type: 'settings.save',
      payload: {
        apiKey: 'new-key',
        keyTyped: true,
        baseUrl: 'https://api.example.com',
        requestsPerMinute: 12,
        historyEnabled: false,
        editableBehaviour: 'review',
        confirmAboveWords: 250,
      },
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('refuses a URL that cannot be used, saying why, without asking or saving', async () => {
    await renderOptions();
    await retype('API base URL', 'api.example.com');
    await userEvent.click(button('Save'));
    expect(screen.getByText(/Enter a full URL/)).toBeTruthy();
    expect(field('API base URL').getAttribute('aria-invalid')).toBe('true');
    expect(requestPermission).not.toHaveBeenCalled();
    expect(sent.map((m) => m.type)).not.toContain('settings.save');
  });

  it.each(['0', '601', '2.5', 'ten', ''])('refuses %j requests per minute', async (value) => {
    await renderOptions();
    await retype('Requests per minute', value);
    await userEvent.click(button('Save'));
    expect(screen.getByText('Enter a whole number from 1 to 600.')).toBeTruthy();
    expect(sent.map((m) => m.type)).not.toContain('settings.save');
  });

  it('shows the saved threshold for confirming large texts', async () => {
    await renderOptions();
    expect(field('Ask me before sending more than this many words').value).toBe('1000');
  });

  it.each(['0', '10001', '2.5', 'many', ''])('refuses %j as the words threshold', async (value) => {
    await renderOptions();
    await retype('Ask me before sending more than this many words', value);
    await userEvent.click(button('Save'));
    expect(screen.getByText('Enter a whole number from 1 to 10,000.')).toBeTruthy();
    expect(
      field('Ask me before sending more than this many words').getAttribute('aria-invalid'),
    ).toBe('true');
    expect(sent.map((m) => m.type)).not.toContain('settings.save');
  });

  it('does not save when the browser refuses the origin', async () => {
    requestPermission.mockResolvedValue(false);
    await renderOptions();
    await retype('API base URL', 'https://api.example.com/v1');
    await userEvent.click(button('Save'));
    expect(
      await screen.findByText(/did not allow access to https:\/\/api.example.com/),
    ).toBeTruthy();
    expect(sent.map((m) => m.type)).not.toContain('settings.save');
  });

  it("shows the background's refusal next to its field", async () => {
    setup({
      'settings.save': () => ({
        ok: false,
        field: 'permission',
        message: 'Access to https://x.example was not granted.',
      }),
    });
    await renderOptions();
    await userEvent.click(button('Save'));
    expect(await screen.findAllByText('Access to https://x.example was not granted.')).toHaveLength(
      2,
    );
  });

  it('tests the connection with the values in the form, and says the answer', async () => {
    setup({
      'settings.testConnection': ({ apiKey }) =>
        apiKey === 'typed-key'
          ? { ok: true, message: 'Connected: the key works.' }
          : { ok: false, message: 'The server refused the key.' },
    });
    await renderOptions();
    await retype('API key', 'typed-key');
    await userEvent.click(button('Test connection'));
    expect(sent).toContainEqual({
      type: 'settings.testConnection',
      payload: { baseUrl: SAVED_SETTINGS.baseUrl, apiKey: 'typed-key', keyTyped: true },
    });
    expect((await screen.findByRole('status')).textContent).toBe('Connected: the key works.');
  });

  it('asks for a key before testing without one', async () => {
    await renderOptions();
    await retype('API key', '');
    await userEvent.click(button('Test connection'));
    expect(screen.getByText('Enter an API key first.')).toBeTruthy();
    expect(sent.map((m) => m.type)).not.toContain('settings.testConnection');
  });

  it('forgets the key', async () => {
    await renderOptions();
    await userEvent.click(button('Forget key'));
    expect(sent.map((m) => m.type)).toContain('settings.forgetKey');
    expect(field('API key').value).toBe('');
    expect(await screen.findByText('The key is forgotten.')).toBeTruthy();
  });

  it('clears history and usage', async () => {
    await renderOptions();
    await userEvent.click(button('Clear history and usage'));
    expect(sent.map((m) => m.type)).toContain('history.clear');
    expect(await screen.findByText('History and usage are cleared.')).toBeTruthy();
  });

  it('saves from the keyboard: type the key and press Enter', async () => {
    await renderOptions();
    field('API key').focus();
    await userEvent.clear(field('API key'));
    await userEvent.keyboard('kbd-key{Enter}');
    await waitFor(() =>
      expect(sent).toContainEqual(
        expect.objectContaining({
          type: 'settings.save',
          payload: expect.objectContaining({ apiKey: 'kbd-key' }),
        }),
      ),
    );
  });

  it('keeps its layout while loading: fields present, disabled', async () => {
    setup({ 'settings.get': () => new Promise<SettingsView>(() => {}) });
    render(<OptionsApp store={createOptionsStore()} />);
    expect(field('API key').closest('fieldset')?.disabled).toBe(true);
    expect(button('Save')).toHaveProperty('disabled', true);
  });

  it('Google Docs support asks for docs.google.com in the click, then turns it on', async () => {
    await renderOptions();
    const toggle = screen.getByRole('checkbox', { name: 'Google Docs support' });
    await waitFor(() => expect(toggle).toHaveProperty('disabled', false));
    await userEvent.click(toggle);
    expect(requestPermission).toHaveBeenCalledWith({ origins: ['https://docs.google.com/*'] });
    expect(sent).toContainEqual({ type: 'googleDocs.set', payload: { enabled: true } });
    expect(await screen.findByText(/Google Docs support is on/)).toBeTruthy();
    expect(toggle).toHaveProperty('checked', true);
  });

  it('Google Docs support stays off, saying why, when the browser refuses the permission', async () => {
    requestPermission.mockImplementation(async () => false);
    await renderOptions();
    const toggle = screen.getByRole('checkbox', { name: 'Google Docs support' });
    await waitFor(() => expect(toggle).toHaveProperty('disabled', false));
    await userEvent.click(toggle);
    expect(await screen.findByText(/the browser did not give it/)).toBeTruthy();
    expect(toggle).toHaveProperty('checked', false);
    expect(sent.map((m) => m.type)).not.toContain('googleDocs.set');
  });
});

describe('a base URL on another origin (issue 16, point 5)', () => {
  beforeEach(() => {
    setup({ 'settings.get': () => ({ ...SAVED_SETTINGS, apiKeyOrigin: 'http://127.0.0.1:8787' }) });
  });

  it('needs a key typed for it: Save says so before asking for any permission', async () => {
    await renderOptions();
    await retype('API base URL', 'http://localhost:8788/v1');
    await userEvent.click(button('Save'));
    const message =
      'The API base URL is now on http://localhost:8788, but the saved key is for ' +
      'http://127.0.0.1:8787. Enter the key for http://localhost:8788: a key is only ever sent ' +
      'to the site it was saved for.';
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(field('API key').getAttribute('aria-invalid')).toBe('true');
    expect(requestPermission).not.toHaveBeenCalled();
    expect(sent.map((m) => m.type)).not.toContain('settings.save');
    // Test connection does not send the saved key there either.
    await userEvent.click(button('Test connection'));
    expect(sent.map((m) => m.type)).not.toContain('settings.testConnection');

    await retype('API key', 'saved-key');
    await userEvent.click(button('Save'));
    expect(sent).toContainEqual({
      type: 'settings.save',
      payload: expect.objectContaining({
        apiKey: 'saved-key',
        keyTyped: true,
        baseUrl: 'http://localhost:8788/v1',
      }),
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('on the same origin keeps the saved key', async () => {
    await renderOptions();
    await retype('API base URL', 'http://127.0.0.1:8787/other/v1');
    await userEvent.click(button('Save'));
    expect(sent).toContainEqual({
      type: 'settings.save',
      payload: expect.objectContaining({ apiKey: 'saved-key', keyTyped: false }),
    });
  });
});
