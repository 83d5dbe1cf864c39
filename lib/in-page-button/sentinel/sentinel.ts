/**
 * The sentinel: what runs on every page the user granted. While the button is hidden it
 * listens to trusted `pointerup`, `keyup` and `focusin` only (capture, passive): `focusin`
 * notes whether the focus is in a text field or editable content, and the other two do
 * nothing more unless it is and the user may just have ended a selection there. No polling,
 * no observer, no layout read. When a selection qualifies (find-target.ts) it measures once,
 * places the button past the selection's end and, only while shown, follows scrolling (a
 * resize of the window, rarer, is followed at the next selection) and
 * listens for what dismisses it: Esc or typing, a click elsewhere, focus moving away, the
 * selection cleared. No timer hides it.
 */
import { createButtonUi, type ButtonUi } from './button-ui';
import { deepActive, findTarget, isEditing, type Target } from './find-target';
import { isTextField } from './field-rules';
import { placeButton } from './placement';
import { editableGeometry, fieldGeometry, type Geometry, type Point } from './selection-geometry';

export interface SentinelApi {
  /** The localised string for `key`. */
  text(key: string): string;
  /** Runs the context menu's action on this frame's selection. */
  press(): void;
  hideSite(): void;
  /** Tells the extension the button showed; true the first time ever (show the note). */
  shown(): Promise<boolean>;
  /** False once the extension was updated or removed: the sentinel stops for good. */
  alive(): boolean;
}

export interface Sentinel {
  start(): void;
  stop(): void;
}

const passive = { capture: true, passive: true };
/** Listened to all along, and only while the button shows. */
const ALWAYS = ['focusin', 'pointerup', 'keyup'];
const WHILE_SHOWN = ['keydown', 'pointerdown', 'selectionchange', 'scroll'];

/** A key that ends or extends a selection: Shift (with or without a move), Ctrl/Cmd+A. */
const selects = (e: KeyboardEvent) =>
  e.shiftKey || e.key === 'Shift' || ((e.ctrlKey || e.metaKey) && /^a$/i.test(e.key));

export function createSentinel(doc: Document, api: SentinelApi): Sentinel {
  const win = doc.defaultView!;
  let ui: ButtonUi | null = null;
  let target: Target | null = null;
  let measure: () => Geometry;
  /** The focus is in a text field or editable content (kept by focusin). */
  let armed = false;
  let frame = 0;
  let noteAsked = false;

  const place = () => {
    frame = 0;
    ui?.moveTo(placeButton({ ...measure(), size: ui.size(), viewport: win }));
  };

  const listen = (on: boolean, types: string[]) => {
    for (const type of types) {
      if (on) doc.addEventListener(type, handle, passive);
      else doc.removeEventListener(type, handle, true);
    }
  };

  const hide = () => {
    ui?.remove();
    ui = target = null;
    listen(false, WHILE_SHOWN);
  };

  /** Nothing selected in `el` (a text field), or in the document. */
  const collapsed = (el?: Element | null) =>
    el && isTextField(el)
      ? el.selectionStart === el.selectionEnd
      : !!doc.getSelection()?.isCollapsed;

  const show = (found: Target, pointer: Point) => {
    if (!ui) {
      ui = createButtonUi(doc, api.text, {
        press: () => (hide(), api.press()),
        hideSite: () => (stop(), api.hideSite()),
      });
      // Inside an open modal dialog or fullscreen element (the rest of the page is inert or
      // hidden), and in the top layer whenever one or a popover is there to cover it.
      ([...doc.querySelectorAll(':modal')].pop() ?? doc.documentElement).appendChild(ui.host);
      if (doc.querySelector(':modal,:popover-open')) {
        ui.host.popover = 'manual';
        ui.host.showPopover?.();
      }
      listen(true, WHILE_SHOWN);
    }
    target = found;
    measure =
      found.kind === 'field'
        ? fieldGeometry(found.el, pointer)
        : editableGeometry(found.range, found.backward);
    place();
    if (!noteAsked) {
      noteAsked = true;
      void api.shown().then((first) => first && ui?.note(api.text('buttonFirstNote')));
    }
  };

  const check = (pointer: Point) => {
    if (!api.alive()) return stop();
    const found = findTarget(doc);
    if (found) show(found, pointer);
    else hide();
  };

  /** Every listener: only trusted (user) events act, whatever a page dispatches. */
  function handle(event: Event) {
    if (!event.isTrusted) return;
    const e = event as PointerEvent & KeyboardEvent;
    const onButton = e.target === ui?.host;
    // A click or key that selects nothing costs this check and no more.
    const selection = armed && !onButton && (ui || !collapsed(deepActive(doc)));
    switch (e.type) {
      case 'focusin':
        if (onButton) return;
        armed = isEditing(deepActive(doc));
        if (e.target !== target?.el) hide();
        return;
      case 'pointerup':
        // Checked in the next task: a click inside a selection clears it only after pointerup.
        if (selection && !e.button) win.setTimeout(check, 0, { x: e.clientX, y: e.clientY });
        return;
      case 'keyup':
        if (selection && selects(e)) check(null);
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
        if (collapsed(target?.el)) hide();
        return;
      default:
        frame ||= win.requestAnimationFrame(place);
    }
  }

  function start() {
    armed = isEditing(deepActive(doc));
    // Adding a listener twice adds it once: a second start() changes nothing.
    listen(true, ALWAYS);
  }
  function stop() {
    hide();
    listen(false, ALWAYS);
  }
  return { start, stop };
}
