// @vitest-environment happy-dom
/**
 * The in-page button's controls: the popup's site row and Pause, the options page's "every
 * site", Pause and site lists; what the organisation sets is shown as such and locked.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ButtonSiteRow } from '@/components/popup/button-site-row';
import { InPageButtonFields } from '@/components/options/in-page-button-fields';
import type { InPageButtonView } from '@/lib/in-page-button/button-view';
import { createStore } from 'zustand/vanilla';
import { PopupStoreContext } from '@/components/stores/popup-context';
import type { PopupStore } from '@/components/stores/popup-store';
import { fakeBackground, type SentMessage } from '../testing/background';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { buttonView } from '../testing/views';

const URL_ = 'https://mail.example.com/inbox';
const SITE = 'https://mail.example.com/*';

const view = (patch: Partial<InPageButtonView> = {}): InPageButtonView =>
  buttonView({ site: { pattern: SITE, label: 'mail.example.com', state: 'off' }, ...patch });

let sent: SentMessage[];
let request: ReturnType<typeof vi.fn>;

function background(first: InPageButtonView, after: InPageButtonView = first) {
  sent = fakeBackground({
    'inPageButton.get': () => first,
    'inPageButton.set': () => ({ ok: true, view: after }),
  });
}

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
  request = vi.fn(async () => true);
  vi.spyOn(fakeBrowser.permissions, 'request').mockImplementation(
    request as unknown as typeof fakeBrowser.permissions.request,
  );
  vi.spyOn(fakeBrowser.windows, 'getLastFocused').mockResolvedValue({ id: 7 } as never);
  vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ url: URL_ }] as never);
});
afterEach(cleanup);

/** The row inside a popup whose own content is ready (the row waits for that). */
const renderRow = () =>
  render(
    <PopupStoreContext.Provider
      value={createStore(() => ({ hydrated: true })) as unknown as PopupStore}
    >
      <ButtonSiteRow />
    </PopupStoreContext.Provider>,
  );

describe("the popup's row", () => {
  it('asks the browser for the site in the click, then turns it on', async () => {
    const on = view({ site: { pattern: SITE, label: 'mail.example.com', state: 'on' } });
    background(view(), on);
    renderRow();
    const row = await screen.findByLabelText('Show the Humanize button on mail.example.com');
    expect(row).toHaveProperty('checked', false);
    expect(sent).toContainEqual({ type: 'inPageButton.get', payload: { url: URL_ } });
    await userEvent.click(row);
    expect(request).toHaveBeenCalledWith({ origins: [SITE] });
    await waitFor(() => expect(row).toHaveProperty('checked', true));
    expect(sent).toContainEqual({
      type: 'inPageButton.set',
      payload: { change: { kind: 'site', site: SITE, on: true }, url: URL_ },
    });
  });

  it('when the browser says no: the wish is taken back and the row says why', async () => {
    request.mockResolvedValue(false);
    background(view());
    renderRow();
    await userEvent.click(await screen.findByLabelText(/Show the Humanize button/));
    await screen.findByText(/did not give access to mail\.example\.com/);
    expect(sent).toContainEqual({
      type: 'inPageButton.set',
      payload: { change: { kind: 'forget', site: SITE, list: 'sites' }, url: URL_ },
    });
  });

  it('locked where the organisation decides, and shows nothing on pages that are not sites', async () => {
    background(view({ site: { pattern: SITE, label: 'mail.example.com', state: 'blocked' } }));
    renderRow();
    expect(await screen.findByLabelText(/Show the Humanize button/)).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('Set by your organisation')).toBeTruthy();
    cleanup();
    background(view({ site: undefined }));
    renderRow();
    await waitFor(() => expect(sent.some((m) => m.type === 'inPageButton.get')).toBe(true));
    expect(screen.queryByLabelText(/Show the Humanize button/)).toBeNull();
  });
});

describe("the options page's section", () => {
  it('"every site" asks for all sites in the click; the lists are removable', async () => {
    background(
      view({
        sites: [
          { pattern: '*://*.example.edu/*', managed: true, granted: false },
          { pattern: SITE, managed: false, granted: true },
        ],
        hidden: [{ pattern: 'https://news.example.org/*', managed: false }],
      }),
    );
    render(<InPageButtonFields />);
    const everywhere = await screen.findByLabelText(/Show it on every site/);
    await waitFor(() => expect(everywhere).toHaveProperty('disabled', false));
    await userEvent.click(everywhere);
    expect(request).toHaveBeenCalledWith({ origins: ['*://*/*'] });
    expect(sent).toContainEqual({
      type: 'inPageButton.set',
      payload: { change: { kind: 'allSites', on: true } },
    });
    // The organisation's site is listed as such, without a Remove button; the user's are not.
    expect(screen.getByText('*.example.edu')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove *.example.edu' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove news.example.org' }));
    expect(sent).toContainEqual({
      type: 'inPageButton.set',
      payload: { change: { kind: 'forget', site: 'https://news.example.org/*', list: 'hidden' } },
    });
  });

  it('says so, and locks "every site", when the organisation turned the button off', async () => {
    background(view({ policyOff: true, allSitesLocked: true, managed: true }));
    render(<InPageButtonFields />);
    await screen.findByText('Your organisation has turned the Humanize button off.');
    expect(screen.getByLabelText(/Show it on every site/)).toHaveProperty('disabled', true);
  });
});
