// @vitest-environment happy-dom
/**
 * Firefox cannot run the Google Docs bridge (issue 16, point 8): the options page does not
 * offer it there, and the background refuses to turn it on, registering nothing.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { OptionsApp } from '@/components/options/options-app';
import { createOptionsStore } from '@/components/stores/options-store';
import { googleDocsHandlers } from '@/entrypoints/background/settings/google-docs-support';
import { fakeBackground } from '../testing/background';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { SAVED_SETTINGS } from '../testing/views';

const browserIs = vi.hoisted(() => ({ firefox: true }));
vi.mock('@/utils/browser-features', () => ({ googleDocsAvailable: () => !browserIs.firefox }));

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
  fakeBackground({
    'settings.get': () => SAVED_SETTINGS,
    'googleDocs.get': () => ({ enabled: false }),
  });
});
afterEach(cleanup);

async function renderOptions() {
  render(<OptionsApp store={createOptionsStore()} />);
  await waitFor(() =>
    expect(screen.getByLabelText('API key')).toHaveProperty('value', 'saved-key'),
  );
}

describe.each([true, false])('Google Docs support (Firefox: %s)', (firefox) => {
  beforeEach(() => {
    browserIs.firefox = firefox;
  });

  it(firefox ? 'is not offered in the options' : 'is offered in the options', async () => {
    await renderOptions();
    const toggle = screen.queryByRole('checkbox', { name: 'Google Docs support' });
    expect(toggle === null).toBe(firefox);
  });

  it.runIf(firefox)('is refused by the background, which registers nothing', async () => {
    const register = vi.spyOn(fakeBrowser.scripting, 'registerContentScripts');
    const sender = {};
    expect(await googleDocsHandlers['googleDocs.set']({ enabled: true }, sender)).toEqual({
      ok: false,
      message: 'Google Docs support is not available in Firefox.',
    });
    expect(await googleDocsHandlers['googleDocs.get']({}, sender)).toEqual({ enabled: false });
    expect(register).not.toHaveBeenCalled();
  });
});
