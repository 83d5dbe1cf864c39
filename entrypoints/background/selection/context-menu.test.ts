import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { createContextMenu, MENU_ID, PARAGRAPH_MENU_ID, SIDE_PANEL_MENU_ID } from './context-menu';

describe('createContextMenu', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    useEnglishMessages();
  });

  it('titles the item from the catalogue: "Humanize selection"', async () => {
    // The fake browser has no contextMenus: give it the two calls the menu makes.
    const create = vi.fn();
    const fake = fakeBrowser as unknown as { contextMenus?: unknown };
    fake.contextMenus = { removeAll: vi.fn(async () => undefined), create };
    try {
      createContextMenu();
      await vi.waitFor(() => expect(create).toHaveBeenCalled());
      expect(create).toHaveBeenCalledWith({
        id: MENU_ID,
        title: 'Humanize selection',
        contexts: ['selection', 'editable'],
      });
      expect(fakeBrowser.i18n.getMessage).toHaveBeenCalledWith('menuHumanizeSelection', []);
      // In text fields only: the paragraph under the caret.
      expect(create).toHaveBeenCalledWith({
        id: PARAGRAPH_MENU_ID,
        title: 'Another version of this paragraph',
        contexts: ['editable'],
      });
    } finally {
      delete fake.contextMenus;
    }
  });

  it('adds "Humanize in side panel" only where the browser can open the panel', async () => {
    const create = vi.fn();
    const fake = fakeBrowser as unknown as { contextMenus?: unknown; sidePanel?: unknown };
    fake.contextMenus = { removeAll: vi.fn(async () => undefined), create };
    const sidePanel = fake.sidePanel;
    try {
      // An older Chrome: the panel exists, but the extension cannot open it.
      fake.sidePanel = {};
      createContextMenu();
      await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(2));
      create.mockClear();
      fake.sidePanel = { open: vi.fn() };
      createContextMenu();
      await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(3));
      expect(create).toHaveBeenLastCalledWith({
        id: SIDE_PANEL_MENU_ID,
        title: 'Humanize in side panel',
        contexts: ['selection', 'editable'],
      });
    } finally {
      delete fake.contextMenus;
      fake.sidePanel = sidePanel;
    }
  });
});
