/**
 * The sentinel: what runs on every page the user granted. While the button is hidden it
 * listens to trusted `focusin` (capture, passive), and, only while the focus is in a text
 * field or editable content, to what ends a selection there (`pointerup`; `select` in a text
 * field, `keyup` and the `mousedown` that starts a press in editable content): a click or key
 * elsewhere, or typing, costs the page nothing; a click that selects nothing costs a check of
 * a field's offsets, and in editable content not even that (reading the selection there may
 * lay the page out, so only a press or key that can select does). No polling, no
 * observer, no layout read. When a selection qualifies (find-target.ts) it measures once,
 * places the button past the selection's end and, only while shown, follows scrolling (a
 * resize of the window, rarer, is followed at the next selection) and
 * listens for what dismisses it: Esc or typing, a click elsewhere, focus moving away, the
 * selection cleared. No timer hides it.
 */
import { createButtonUi, type ButtonUi } from './button-ui';
import { deepActive, findTarget, isCollapsed, type Target } from './find-target';
import { isTextField } from './field-rules';
import { keepOnTop } from './keep-on-top';
import { placeButton } from './placement';
import { guardPresses, type PressGuard } from './press-guard';
import { pressMaySelect, type Press } from './press-may-select';
import type { PadSource } from './press-pad-link';
import { editableGeometry, fieldGeometry, type Geometry, type Point } from './selection-geometry';
import { createUserInput } from './user-input';

export interface SentinelApi {
  /** The localised string for `key`. */
  text(key: string): string;
  /** Runs the context menu's action on this frame's selection. */
  press(): void;
  /** "Hide on this site": true once the background stored it and the site is hidden. */
  hideSite(): Promise<boolean>;
  /** Tells the extension the button showed; true the first time ever (show the note). */
  shown(): Promise<boolean>;
  /** False once the extension was updated or removed: the sentinel stops for good. */
  alive(): boolean;
  /** The press pad laid over the button (press-pad-link.ts). */
  pad: PadSource;
}

export interface Sentinel {
  start(): void;
  stop(): void;
}

const passive = { capture: true, passive: true };
/**
 * What ends a selection, listened to only while the focus is there. In a text field: a
 * mouse selection ends with pointerup, a keyboard one fires `select` (typing fires neither,
 * so typing costs the page nothing). In editable content: pointerup and keyup, and the
 * mousedown before a pointerup (only a press that may have selected, press-may-select.ts,
 * reads the selection). `select` is not composed: they are listened to on the field's own
 * root (the document, or a web component's shadow root; there a drag released outside it is
 * placed by its `select`).
 */
const IN_FIELD = ['pointerup', 'select'];
const IN_EDITABLE = ['mousedown', 'pointerup', 'keyup'];
const WHILE_SHOWN = ['keydown', 'pointerdown', 'selectionchange', 'scroll'];
/** Always (user-input.ts): a trusted press or key, the input a page cannot make. */
const INPUT = ['pointerdown', 'keydown'];

/**
 * A key that ends or extends a selection: a named key with Shift held (Shift itself, arrows,
 * Home, End, Page Up/Down; Shift+Enter too, rare), Ctrl/Cmd+A (Caps Lock on too). Not typing, capitals included
 * (one character), nor Shift's own keyup (Shift is up by then): only after these is the
 * selection read, which in Chromium may bring the page's layout up to date.
 */
const selects = (e: KeyboardEvent) =>
  (e.shiftKey && e.key.length > 1) || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'a');

export function createSentinel(doc: Document, api: SentinelApi): Sentinel {
  const win = doc.defaultView!;
  let ui: ButtonUi | null = null;
  let target: Target | null = null;
  let measure: () => Geometry;
  /** The events listened to for where the focus is (IN_FIELD, IN_EDITABLE or none), and where. */
  let watching: string[] = [];
  let watchedAt: Node = doc;
  /** A text field's selection when it got the focus: the page's (select-on-focus), not the user's. */
  let atFocus = '';
  /** The selection a pointerup last ended in a text field: its `select` is not a key's. */
  let byPointer = '';
  /** The mousedown of the press under way in editable content; null once it ended or the focus moved. */
  let down: Press | null = null;
  let frame = 0;
  let noteAsked = false;
  /** Only while shown: when a press may act, and what keeps the button on top. */
  let guard: PressGuard | null = null;
  let unraise = () => {};
  /** The user's last press or selecting key: only a selection they made shows the button. */
  const user = createUserInput();
  let size: { width: number; height: number };
  let at = '';

  const place = () => {
    frame = 0;
    if (!ui) return;
    const to = placeButton({ ...measure(), size, viewport: win });
    const now = JSON.stringify(to);
    if (now === at) return;
    at = now;
    ui.moveTo(to);
    guard?.changed();
  };

  const listen = (on: boolean, types: string[], at: Node = doc) => {
    for (const type of types) {
      if (on) at.addEventListener(type, handle, passive);
      else at.removeEventListener(type, handle, true);
    }
  };

  /** A text field's selection as a string (empty for anything else). */
  const range = (el: Element | null) =>
    el && isTextField(el) ? `${el.selectionStart},${el.selectionEnd}` : '';

  /** Listens for what ends a selection where the focus is now. */
  const watch = () => {
    const el = deepActive(doc);
    atFocus = range(el);
    down = null;
    listen(false, watching, watchedAt);
    watching =
      el && isTextField(el) ? IN_FIELD : (el as HTMLElement)?.isContentEditable ? IN_EDITABLE : [];
    watchedAt = el?.getRootNode() ?? doc;
    listen(true, watching, watchedAt);
  };

  const hide = () => {
    guard?.stop();
    unraise();
    ui?.remove();
    ui = target = guard = null;
    listen(false, WHILE_SHOWN);
  };

  /** Nothing selected in `el` (a text field), or in the document. */
  const collapsed = (el?: Element | null) =>
    el && isTextField(el) ? el.selectionStart === el.selectionEnd : isCollapsed(doc);

  const show = (found: Target, pointer: Point) => {
    if (!ui) {
      const made = createButtonUi(
        doc,
        api.text,
        {
          press: () => (hide(), api.press()),
          // Gone only once stored (the background also stops this script then); else it stays,
          // saying so, and the menu can be tried again.
          hideSite: () =>
            void api
              .hideSite()
              .then((hidden) => (hidden ? stop() : ui?.note(api.text('buttonHideFailed')))),
          accepts: () => guard?.accepts() === true,
          changed: () => guard?.changed(),
          lost: () => hide(),
        },
        api.pad,
      );
      ui = made;
      at = '';
      // Inside an open modal dialog or fullscreen element (the rest of the page is inert or
      // hidden), and in the top layer whenever one or a popover is there to cover it.
      ([...doc.querySelectorAll(':modal')].pop() ?? doc.documentElement).appendChild(made.host);
      guard = guardPresses(made.host, win, made.style, made.armed, made.ready);
      unraise = keepOnTop(made.host, () => guard?.changed());
      size = made.host.getBoundingClientRect();
      listen(true, WHILE_SHOWN);
      // The first-time note counts as seen only once the user could see it (visible, still).
      if (!noteAsked) {
        guard.whenSeen(() => {
          noteAsked = true;
          return api.shown().then((first) => first && ui?.note(api.text('buttonNote')));
        });
      }
    }
    target = found;
    measure = found.range
      ? editableGeometry(found.range, found.backward)
      : fieldGeometry(found.el, pointer);
    place();
  };

  const check = (pointer: Point) => {
    if (!api.alive()) return stop();
    const found = findTarget(doc);
    if (found && user.madeIn(found.el, win.performance.now())) show(found, pointer);
    else hide();
  };

  /** Always: the user's presses and keys (a page cannot make them), remembered, nothing read. */
  function input(event: Event) {
    if (!event.isTrusted) return;
    const e = event as PointerEvent & KeyboardEvent;
    // A key event's innermost target is the focused element.
    const on = e.composedPath()[0] ?? null;
    if (e.type === 'pointerdown') user.pressed(on, e.timeStamp);
    else user.keyed(on, selects(e), e.timeStamp);
  }

  /** Every listener: only trusted (user) events act, whatever a page dispatches. */
  function handle(event: Event) {
    if (!event.isTrusted) return;
    const e = event as PointerEvent & KeyboardEvent;
    const onButton = e.target === ui?.host;
    switch (e.type) {
      case 'focusin':
        if (onButton) return;
        watch();
        if (e.target !== target?.el) hide();
        return;
      case 'mousedown':
        down = e;
        return;
      case 'keyup':
        if (selects(e) && !collapsed()) check(null);
        return;
      // While shown: Esc, typing or any key but those that extend the selection (it follows
      // them), a press elsewhere, the selection cleared; scrolling moves it.
      case 'keydown':
        if (!selects(e)) hide();
        return;
      case 'pointerdown':
        if (!onButton) hide();
        return;
      case 'selectionchange':
        if (collapsed(target?.el)) {
          hide();
          // Whatever the field held at focus is gone too (as a pointerup or select would
          // find: a field focused again while shown took its selection as the page's).
          atFocus = '';
        }
        return;
      case 'scroll':
        frame ||= win.requestAnimationFrame(place);
        return;
    }
    // pointerup and select, the events that read `atFocus` (only they look at the focus): what
    // a field held when focused is the page's doing (select-on-focus), not the user's, until
    // its selection changes (a click or the user's own selection).
    const active = deepActive(doc);
    const now = range(active);
    if (now !== atFocus) atFocus = '';
    if (e.type === 'select') {
      // A mouse selection fires one too: placed by its pointerup (the side the drag ended).
      if (!atFocus && now !== byPointer) check(null);
      return;
    }
    // A click that selects nothing costs this check and no more (in editable content, not even
    // a look at the selection). Else checked in the next task: a click inside a selection
    // clears it only after pointerup.
    if (!e.button && !onButton && !atFocus && pressMaySelect(down, e) && !collapsed(active)) {
      byPointer = now;
      win.setTimeout(check, 0, e);
    }
    down = null;
  }

  /**
   * A child frame's document rewritten by `document.open()` (CKEditor 4 and mail composers
   * write their editing frame so, after the sentinel started) loses every listener: listen
   * again. Only in child frames, on the document's own children (its new root), not its subtree.
   */
  const reopened = win !== win.top ? new MutationObserver(() => (hide(), listenAll())) : null;

  function listenAll() {
    // Adding a listener twice adds it once: a second start() changes nothing.
    listen(true, ['focusin']);
    for (const type of INPUT) doc.addEventListener(type, input, passive);
    watch();
  }
  function start() {
    listenAll();
    reopened?.observe(doc, { childList: true });
  }
  function stop() {
    hide();
    reopened?.disconnect();
    listen(false, ['focusin']);
    for (const type of INPUT) doc.removeEventListener(type, input, true);
    listen(false, watching, watchedAt);
  }
  return { start, stop };
}
