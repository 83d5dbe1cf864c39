import { describe, expect, it } from 'vitest';
import { shortcutSettingsAddress, shortcutStatus } from './shortcut-status';

describe('shortcutStatus', () => {
  it('shows the key the browser bound to Humanize selection', () => {
    expect(
      shortcutStatus([
        { name: 'pause-button', shortcut: 'Ctrl+Shift+P' },
        { name: 'humanize-selection', shortcut: 'Alt+Shift+H' },
      ]),
    ).toEqual({ kind: 'bound', shortcut: 'Alt+Shift+H' });
    expect(shortcutStatus([{ name: 'humanize-selection', shortcut: 'Ctrl+Shift+Y' }])).toEqual({
      kind: 'bound',
      shortcut: 'Ctrl+Shift+Y',
    });
  });

  it('says "not set" when nothing is bound, or the command is missing or malformed', () => {
    expect(shortcutStatus([{ name: 'humanize-selection', shortcut: '' }])).toEqual({
      kind: 'unset',
    });
    expect(shortcutStatus([{ name: 'humanize-selection' }])).toEqual({ kind: 'unset' });
    expect(shortcutStatus([{ name: 'pause-button', shortcut: 'Alt+Shift+H' }])).toEqual({
      kind: 'unset',
    });
    expect(shortcutStatus([{ name: 'humanize-selection', shortcut: 'x'.repeat(200) }])).toEqual({
      kind: 'unset',
    });
  });
});

describe('shortcutSettingsAddress', () => {
  it("names each browser's shortcut page", () => {
    expect(shortcutSettingsAddress(false)).toBe('chrome://extensions/shortcuts');
    expect(shortcutSettingsAddress(true)).toBe('about:addons');
  });
});
