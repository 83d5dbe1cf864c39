// @vitest-environment happy-dom
/**
 * Options opened in the seconds after a browser start shows the last-known organisation
 * policy; when the background's read of the real one differs, it stores it, and the page
 * follows: the API base URL field and the in-page button's controls.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { InPageButtonFields } from '@/components/options/in-page-button-fields';
import { OptionsApp } from '@/components/options/options-app';
import { createOptionsStore } from '@/components/stores/options-store';
import { NO_POLICY } from '@/lib/policy/managed-policy';
import { managedPolicyItem } from '@/utils/storage';
import { fakeBackground } from '../testing/background';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { buttonView, SAVED_SETTINGS } from '../testing/views';

const ORG_URL = 'https://humanize.example.edu/v1';

/** The background's answers: the last-known policy's until `policyRead` is called. */
function background() {
  let read = false;
  fakeBackground({
    'settings.get': () =>
      read ? { ...SAVED_SETTINGS, baseUrl: ORG_URL, managedBaseUrl: ORG_URL } : SAVED_SETTINGS,
    'googleDocs.get': () => ({ enabled: false }),
    'inPageButton.get': () =>
      read
        ? { ...buttonView(), policyOff: true, allSitesLocked: true, managed: true }
        : buttonView(),
  });
  return async () => {
    read = true;
    await managedPolicyItem.setValue({ ...NO_POLICY, apiBaseUrl: ORG_URL, inPageButton: 'off' });
  };
}

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
});
afterEach(cleanup);

describe('Options when the organisation policy is read late', () => {
  it("shows the organisation's API base URL once the background stored it", async () => {
    const policyRead = background();
    render(<OptionsApp store={createOptionsStore()} />);
    const field = () => screen.getByLabelText('API base URL') as HTMLInputElement;
    await waitFor(() => expect(field().value).toBe(SAVED_SETTINGS.baseUrl));
    expect(field().readOnly).toBe(false);
    await policyRead();
    await waitFor(() => expect(field().value).toBe(ORG_URL));
    expect(field().readOnly).toBe(true);
    expect(screen.getByText('Set by your organisation')).toBeTruthy();
  });

  it('shows the button turned off by the organisation once the background stored it', async () => {
    const policyRead = background();
    render(<InPageButtonFields />);
    await waitFor(() =>
      expect(screen.getByLabelText(/Show it on every site/)).toHaveProperty('disabled', false),
    );
    await policyRead();
    await screen.findByText('Your organisation has turned the Humanize button off.');
    expect(screen.getByLabelText(/Show it on every site/)).toHaveProperty('disabled', true);
  });
});
