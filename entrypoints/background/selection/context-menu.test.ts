import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { createContextMenu, MENU_ID } from './context-menu';

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
    } finally {
      delete fake.contextMenus;
    }
  });
});
