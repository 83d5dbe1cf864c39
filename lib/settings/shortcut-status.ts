/**
 * What the options page says about the "Humanize selection" shortcut (issue 28 point 5): the
 * key the browser bound (commands.getAll), or that none is set. The manifest suggests
 * Alt+Shift+H; the browser leaves a suggestion unbound when another extension (or the
 * browser) already holds it, so an unbound command means "it may be taken".
 */
export const HUMANIZE_COMMAND = 'humanize-selection';
export const SUGGESTED_SHORTCUT = 'Alt+Shift+H';

/** The part of a browser's Command this reads (untrusted shape: checked). */
export interface CommandLike {
  name?: string;
  shortcut?: string;
}

export type ShortcutStatus =
  | { kind: 'bound'; shortcut: string }
  /** Nothing bound: the suggested key was taken or the user removed it. */
  | { kind: 'unset' };

export function shortcutStatus(commands: readonly CommandLike[]): ShortcutStatus {
  const command = commands.find((c) => c.name === HUMANIZE_COMMAND);
  const shortcut = typeof command?.shortcut === 'string' ? command.shortcut.trim() : '';
  // A bound key is a few names joined by "+": anything longer is not shown as one.
  if (shortcut && shortcut.length <= 64) return { kind: 'bound', shortcut };
  return { kind: 'unset' };
}

/** Where the browser lets people change extension shortcuts. */
export function shortcutSettingsAddress(isFirefox: boolean): string {
  return isFirefox ? 'about:addons' : 'chrome://extensions/shortcuts';
}
