import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { canOpenSidePanel, openSidePanel, SidePanelUnavailable } from './side-panel-opener';

const fake = fakeBrowser as unknown as { sidePanel?: unknown; sidebarAction?: unknown };
const original = fake.sidePanel;

describe('openSidePanel', () => {
  afterEach(() => {
    fake.sidePanel = original;
    delete fake.sidebarAction;
  });

  it("opens Chrome's panel in the given window", async () => {
    const open = vi.fn(async () => undefined);
    fake.sidePanel = { open };
    expect(canOpenSidePanel()).toBe(true);
    await openSidePanel(12);
    expect(open).toHaveBeenCalledWith({ windowId: 12 });
  });

  it("opens Firefox's sidebar in the current window", async () => {
    const open = vi.fn(async () => undefined);
    fake.sidePanel = undefined;
    fake.sidebarAction = { open };
    await openSidePanel(undefined);
    expect(open).toHaveBeenCalledWith();
  });

  it('rejects with its own kind where the browser cannot open the panel', async () => {
    fake.sidePanel = {};
    expect(canOpenSidePanel()).toBe(false);
    const refused = await openSidePanel(3).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(SidePanelUnavailable);
    expect((refused as SidePanelUnavailable).code).toBe('side_panel_unavailable');
  });
});
