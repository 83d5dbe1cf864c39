/**
 * Whether a selection is the user's own doing, from the last trusted press or key. A page's
 * script can focus a field and select in it (`focus()`, `setSelectionRange`, `select()`),
 * and the browser marks the `focusin` and `select` events that follow as trusted: those
 * prove nothing. What a page cannot make is a trusted `pointerdown` or `keydown`, so the
 * button is offered only for a selection in the element where the user last pressed the
 * pointer, or pressed a key that selects (Shift+arrows, Ctrl/Cmd+A) a moment ago.
 */

/** How soon after the user's selecting key its `select` event must come (it comes at once). */
export const KEY_WINDOW_MS = 1000;

export interface UserInput {
  /** A trusted pointerdown, on the innermost node it hit. */
  pressed(node: EventTarget | null, at: number): void;
  /** A trusted keydown on the focused element; one that does not select ends any claim. */
  keyed(focused: EventTarget | null, selects: boolean, at: number): void;
  /** Whether the user's last press, or selecting key, was in `el`. */
  madeIn(el: Element, now: number): boolean;
}

const asNode = (target: EventTarget | null) => (target instanceof Node ? target : null);

export function createUserInput(): UserInput {
  let node: Node | null = null;
  let byKey = false;
  let at = 0;
  return {
    pressed(target, time) {
      node = asNode(target);
      byKey = false;
      at = time;
    },
    keyed(focused, selects, time) {
      node = selects ? asNode(focused) : null;
      byKey = true;
      at = time;
    },
    madeIn: (el, now) =>
      node !== null && el.contains(node) && (!byKey || now - at <= KEY_WINDOW_MS),
  };
}
