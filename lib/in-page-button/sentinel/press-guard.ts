/**
 * When a press on the button may act. The page can reach the button's host (a `div` it can
 * restyle, move, fade or cover with something that lets clicks through) and may try to make
 * the user press it unknowingly, as it may the card's (components/result-card/click-gate.ts,
 * whose rules these are). So a press is refused
 * - for DELAY_MS after the button appeared, moved, changed or became visible again;
 * - while it is not fully visible where the browser can tell (IntersectionObserver v2
 *   `trackVisibility`, Chromium, in the top frame: covered, faded, filtered or transformed by
 *   the page, a top-layer popover painted over it included), and until its first report;
 * - everywhere (Firefox has no IntersectionObserver v2): when the host's inline style is not
 *   the one the button last set, or the host or an element holding it is faded, filtered,
 *   transformed, clipped, masked or blended (read only at the press).
 * The sentinel also keeps the host last in its parent and on top of the top layer while shown
 * (sentinel.ts), restarting the delay whenever the page adds something over it.
 * While shown, the guard looks again when the delay ends and reports whether a press would
 * act (`armed`): the button marks it inside its closed root, where only the extension and a
 * debugger read it (the end-to-end tests wait for it instead of sleeping).
 */

/** Long enough to see what is under the pointer; short enough not to be noticed. */
export const DELAY_MS = 500;

export interface PressGuard {
  /** The button appeared, moved or changed under the pointer. */
  changed(): void;
  /**
   * Calls `then` once, when the button has been visible and still for DELAY_MS; a press is
   * marked as acting (`armed`) only once what `then` returned settled (the first-time note it
   * may show moves the parts: a press aimed at a mark shown just before would be refused).
   */
  whenSeen(then: () => unknown): void;
  accepts(): boolean;
  stop(): void;
}

const PLAIN: Record<string, string> = {
  opacity: '1',
  filter: 'none',
  transform: 'none',
  translate: 'none',
  rotate: 'none',
  scale: 'none',
  clipPath: 'none',
  maskImage: 'none',
  mixBlendMode: 'normal',
};

/**
 * Whether nothing the page styled fades, hides, moves or distorts `host` (it and its
 * ancestors). The host's own `translate` is the button's place (button-ui.ts), checked with
 * the rest of its inline style.
 */
function plain(host: Element, win: Window): boolean {
  for (let el: Element | null = host; el; el = el.parentElement) {
    const style = win.getComputedStyle(el) as unknown as Record<string, string>;
    for (const [name, value] of Object.entries(PLAIN)) {
      if (el === host && name === 'translate') continue;
      if (style[name] !== undefined && style[name] !== value) return false;
    }
  }
  return true;
}

/**
 * `style`: the host's style attribute as the button last wrote it; `armed`: told whenever a
 * press would start or stop acting (false at once on a change, true once it settled);
 * `ready`: whether the press pad can pass a press on (press-pad-link.ts).
 */
export function guardPresses(
  host: HTMLElement,
  win: Window,
  style: () => string,
  armed: (on: boolean) => void = () => {},
  ready: () => boolean = () => true,
): PressGuard {
  const now = () => win.performance.now();
  const { IntersectionObserver: Observer, IntersectionObserverEntry: Entry } =
    win as unknown as Partial<typeof globalThis>;
  // Not in a child frame (an editor's, such as TinyMCE's): what the embedding page draws over
  // the frame (TinyMCE's focus ring, a transparent ::before over it) counts as covering, and
  // the button would never take a press; as for the card (card-frame.ts), the other checks hold.
  const tracks = win === win.top && Boolean(Observer && Entry && 'isVisible' in Entry.prototype);
  let visible = !tracks;
  let quietFrom = now() + DELAY_MS;
  let seen: (() => unknown) | null = null;
  let timer = 0;

  let stopped = false;
  /** Looks again when the delay ends (or, once it has, after another delay: still faded). */
  const settle = () => {
    win.clearTimeout(timer);
    if (visible && !stopped)
      timer = win.setTimeout(check, Math.max(quietFrom - now() + 1, 0) || DELAY_MS);
  };
  const check = () => {
    if (!guard.accepts()) return settle();
    const then = seen;
    seen = null;
    if (!then) return armed(true);
    void Promise.resolve(then()).then(settle, settle);
  };
  const observer = tracks
    ? new Observer!(
        (entries) => {
          const isVisible = (entries.at(-1) as IntersectionObserverEntry & { isVisible: boolean })
            .isVisible;
          if (isVisible && !visible) guard.changed();
          visible = isVisible;
          if (!visible) armed(false);
          settle();
        },
        // trackVisibility needs a delay of at least 100 ms between reports.
        { trackVisibility: true, delay: 100 } as IntersectionObserverInit,
      )
    : null;
  observer?.observe(host);
  settle();

  const guard: PressGuard = {
    changed() {
      quietFrom = Math.max(quietFrom, now() + DELAY_MS);
      armed(false);
      settle();
    },
    whenSeen(then) {
      seen = then;
      settle();
    },
    accepts: () =>
      visible &&
      now() >= quietFrom &&
      host.getAttribute('style') === style() &&
      host.isConnected &&
      ready() &&
      plain(host, win),
    stop() {
      stopped = true;
      seen = null;
      win.clearTimeout(timer);
      observer?.disconnect();
    },
  };
  return guard;
}
