/**
 * Synthetic signals some editors need from the core beyond a write: the user's undo
 * keystroke, and the input event the browser sends after a replacement. Used by families
 * as their `undo` and `afterWrite` (lib/editors/editor-family.ts).
 */
import { eventTargetFor } from './insert-paths';

/**
 * The user's undo keystroke (Ctrl+Z, ⌘Z on macOS), which editors handle on keydown. Returns
 * whether the editor claimed it (cancelled the keydown, as editors that handle it do).
 */
export function pressUndoKey(root: HTMLElement): boolean {
  const view = root.ownerDocument.defaultView ?? window;
  const mac = /Mac/.test(view.navigator.platform);
  root.focus({ preventScroll: true });
  return !eventTargetFor(root).dispatchEvent(
    new view.KeyboardEvent('keydown', {
      key: 'z',
      code: 'KeyZ',
      keyCode: 90,
      which: 90,
      ctrlKey: !mac,
      metaKey: mac,
      bubbles: true,
      cancelable: true,
      composed: true,
    } as KeyboardEventInit),
  );
}

/**
 * Tells the editor that text was replaced, as the browser does after a spell-check
 * replacement. TinyMCE records an undo level only on such input events: after a one-line
 * execCommand('insertText') it has none, and the user's Ctrl+Z would do nothing.
 */
export function announceReplacement(root: HTMLElement): void {
  const view = root.ownerDocument.defaultView ?? window;
  eventTargetFor(root).dispatchEvent(
    new view.InputEvent('input', {
      inputType: 'insertReplacementText',
      bubbles: true,
      composed: true,
    }),
  );
}

/**
 * The user letting go of the Ctrl key. TinyMCE keeps the user's typing as one open undo
 * level until a navigation key, a Ctrl key-up or a click; a write that came first would join
 * that level, and one Ctrl+Z would take the typing with the rewrite.
 */
export function releaseControlKey(root: HTMLElement): void {
  const view = root.ownerDocument.defaultView ?? window;
  eventTargetFor(root).dispatchEvent(
    new view.KeyboardEvent('keyup', {
      key: 'Control',
      code: 'ControlLeft',
      keyCode: 17,
      which: 17,
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
      composed: true,
    } as KeyboardEventInit),
  );
}
