/**
 * When a click may act on the card (inside its frame). A page cannot reach the card's nodes,
 * but it can try to make the user click it unknowingly: cover it with something that lets
 * clicks through (`pointer-events: none`), or make it change, move or appear under a pointer
 * that was aimed at something else. So a click is refused
 * - while the card is not fully visible, where the browser can tell (IntersectionObserver v2
 *   `trackVisibility`: covered, faded, filtered or transformed by the page), and
 * - for INPUT_DELAY_MS after its controls changed, it moved, or it became visible again.
 * Pure: the clock is passed in.
 */

/** Long enough to see what is under the pointer; short enough not to be noticed. */
export const INPUT_DELAY_MS = 500;

export interface ClickGate {
  /** The card's controls changed (a new kind, other buttons) or it moved on the page. */
  changed(now: number): void;
  /** What IntersectionObserver v2 reported: fully visible, or not. */
  visibility(visible: boolean, now: number): void;
  accepts(now: number): boolean;
  /** When `accepts` turns true if nothing else happens; null while the card is not visible. */
  acceptsFrom(): number | null;
}

/**
 * `tracksVisibility`: whether visibility reports will come (IntersectionObserver v2 exists);
 * until the first report, a card whose visibility is tracked refuses clicks.
 */
export function createClickGate(tracksVisibility: boolean, now: number): ClickGate {
  let visible = !tracksVisibility;
  let quietFrom = now + INPUT_DELAY_MS;
  const gate: ClickGate = {
    changed(at) {
      quietFrom = Math.max(quietFrom, at + INPUT_DELAY_MS);
    },
    visibility(isVisible, at) {
      if (isVisible && !visible) gate.changed(at);
      visible = isVisible;
    },
    accepts: (at) => visible && at >= quietFrom,
    acceptsFrom: () => (visible ? quietFrom : null),
  };
  return gate;
}
