// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { OpenSidePanelButton } from './open-side-panel-button';

const fake = fakeBrowser as unknown as { sidePanel?: unknown };
const original = fake.sidePanel;

describe('Open side panel (popup)', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    useEnglishMessages();
    vi.spyOn(fakeBrowser.windows, 'getCurrent').mockResolvedValue({ id: 5 } as never);
  });
  afterEach(() => {
    cleanup();
    fake.sidePanel = original;
    vi.restoreAllMocks();
  });

  it("opens the panel in the popup's window within the click, then closes the popup", async () => {
    const open = vi.fn(async () => undefined);
    fake.sidePanel = { open };
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    render(<OpenSidePanelButton />);
    await waitFor(() => expect(fakeBrowser.windows.getCurrent).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    await userEvent.click(screen.getByRole('button', { name: 'Open side panel' }));
    expect(open).toHaveBeenCalledWith({ windowId: 5 });
    await waitFor(() => expect(close).toHaveBeenCalled());
  });

  it('says so where the browser cannot open the panel', async () => {
    fake.sidePanel = {};
    render(<OpenSidePanelButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Open side panel' }));
    expect(
      await screen.findByText(/This browser cannot open the side panel from here/),
    ).toBeTruthy();
  });
});
