/**
 * The button itself: a closed shadow root on a plain <div> (no custom element a page could
 * define first), styled inside the root (no CSS file), acting only on trusted events that the
 * press guard accepts (press-guard.ts: visible, uncovered, still). Pressing it keeps the focus
 * and the selection where they are (its mousedown is cancelled). Its "⋯" opens a small menu
 * of one item, "Hide on this site"; the first time it ever shows, a note says how to turn it
 * off (and, in the same place, that a hide could not be stored). Colours are the system's (light or dark, as the page's scheme). No text is in any DOM
 * node: every label is CSS generated content from an attribute (`data-t`), which
 * `window.find`, a selection and a copy never see; buttons are named by `aria-label`.
 * A pointer never reaches the face: the press pad (press-pad-link.ts), an extension page, lies
 * over every part shown and reports where a press landed; the page hears nothing of it. The
 * face still takes a trusted click (what assistive technology sends to a named button).
 */
import { openPressPad, type PadSource } from './press-pad-link';

const CSS =
  '*{font:600 13px/1 system-ui;color-scheme:light dark;margin:0;user-select:none}' +
  'div{display:flex}[data-t]::before{content:attr(data-t)}' +
  'button,p{background:Canvas;color:CanvasText;border:1px solid GrayText;padding:6px 9px;' +
  'border-radius:6px}.x,p{position:absolute;top:30px}p{width:240px;font:13px/1.4 system-ui}' +
  'iframe{position:absolute;left:0;top:0;border:0;color-scheme:normal;background:none}';

// Never in the page's tab order: keyboard users have Alt+Shift+H. "⋯" discloses the one
// thing it offers, "Hide on this site".
const HTML =
  '<div><button tabindex=-1></button><button tabindex=-1 aria-expanded=false data-t=⋯>' +
  '</button></div><button class=x tabindex=-1 hidden></button><p role=note hidden>';

export interface ButtonUi {
  /** Fixed, its box is the button's (the menu and the note hang out of it). */
  host: HTMLElement;
  /** The host's style attribute as the button last wrote it (the page may write it too). */
  style(): string;
  /** Shows the button at (left, top) in the viewport; null hides it for now (out of view). */
  moveTo(at: { left: number; top: number } | null): void;
  note(text: string): void;
  /**
   * Marks whether a press would act now (press-guard.ts), as `data-armed` on the Humanize
   * button inside the closed root: no style reads it, the page cannot reach it.
   */
  armed(on: boolean): void;
  /** Whether the press pad can pass a press on (linked, and drawn at the size it was given). */
  ready(): boolean;
  remove(): void;
}

export interface ButtonActions {
  press(): void;
  hideSite(): void;
  /** Whether a press may act now (press-guard.ts). */
  accepts(): boolean;
  /** The button's controls changed (the menu or the note opened or closed). */
  changed(): void;
  /** The press pad was navigated away: the button cannot take a press. */
  lost(): void;
}

type Text = (key: string) => string;

/** Labels `el` for sight (generated content) and, for a button, for assistive technology. */
const label = (el: Element, text: string) => {
  el.setAttribute('data-t', text);
  if (el.localName === 'button') el.ariaLabel = text;
};

/** Whether the point (x, y) of the viewport is inside `el`'s box. */
const inside = (el: Element, x: number, y: number) => {
  const r = el.getBoundingClientRect();
  return x >= r.left && x < r.right && y >= r.top && y < r.bottom;
};

export function createButtonUi(
  doc: Document,
  text: Text,
  actions: ButtonActions,
  pad: PadSource,
): ButtonUi {
  const host = doc.createElement('div');
  const root = host.attachShadow({ mode: 'closed' });
  // Our own fixed markup; every text is set as an attribute afterwards.
  root.innerHTML = `<style>${CSS}</style>${HTML}`;
  const [press, more, hide] = root.querySelectorAll('button');
  const note = root.querySelector('p')!;
  label(press!, text('buttonHumanize'));
  label(hide!, text('buttonHideSite'));
  more!.ariaLabel = text('buttonMenu');

  const parts = [press!, more!, hide!, note];
  // The pad's size as it last drew (press-pad.ts) and as last set: a press acts only when they
  // agree (within a pixel: a zoomed page may round the pad's size).
  let drawn = [-9, -9];
  let wanted = [0, 0];
  const toggleMenu = () => {
    note.hidden = true;
    hide!.hidden = !hide!.hidden;
    more!.ariaExpanded = String(!hide!.hidden);
    fit();
  };
  const act = (el: Element) => {
    if (el === more) return toggleMenu();
    if (actions.accepts()) (el === press ? actions.press : actions.hideSite)();
  };
  for (const el of [press!, more!, hide!]) {
    el.addEventListener('click', (e) => e.isTrusted && act(el));
  }
  // The page's own handlers past the host never learn of clicks on our UI, and pressing it
  // never takes the focus or the selection from the field (a cancelled mousedown moves neither).
  for (const type of ['pointerdown', 'mousedown', 'click']) {
    host.addEventListener(type, (e) => {
      e.stopPropagation();
      // Not pointerdown: cancelling it would only drop the mousedown that must be cancelled.
      if (type !== 'pointerdown') e.preventDefault();
    });
  }
  /** A press at (x, y) of the viewport: on the part under it, if any. */
  const pressAt = (x: number, y: number) => {
    const hit = parts.find((el) => !el.hidden && el !== note && inside(el, x, y));
    if (hit) act(hit);
  };
  const link = openPressPad(
    doc,
    pad,
    (x, y) => {
      const { left, top } = host.getBoundingClientRect();
      pressAt(left + x, top + y);
    },
    actions.lost,
    (width, height) => {
      drawn = [width, height];
      actions.changed();
    },
  );
  root.appendChild(link.frame);
  // Chromium handed a click on a pad not yet drawn at its size to the page instead (the frame
  // element its target): the guard now waits for the pad (`ready`); should one still come, it
  // is the user's press, never lost.
  link.frame.addEventListener('click', (e) => {
    if (e.isTrusted) pressAt(e.clientX, e.clientY);
  });
  /** The pad covers every part shown (the menu and the note hang under the button). */
  function fit() {
    const box = host.getBoundingClientRect();
    let width = 0;
    let height = 0;
    for (const el of parts) {
      if (el.hidden) continue;
      const r = el.getBoundingClientRect();
      width = Math.max(width, r.right - box.left);
      height = Math.max(height, r.bottom - box.top);
    }
    wanted = [Math.ceil(width), Math.ceil(height)];
    link.frame.style.width = `${wanted[0]}px`;
    link.frame.style.height = `${wanted[1]}px`;
    // Not pressable until the pad reports it drew at this size.
    actions.changed();
  }

  let written = '';
  const set = (name: string, value: string) => {
    host.style.setProperty(name, value, 'important');
    written = host.getAttribute('style')!;
  };
  host.contentEditable = 'false';
  // Inline and important: no page style reaches the host (its root is closed to the rest).
  set('all', 'initial');
  set('position', 'fixed');
  set('z-index', '2147483647');
  // Moved by `translate`, not left/top: a move then needs no layout of the page (a layout
  // after a scroll runs Chromium's scroll anchoring, which walks the page above the view).
  set('left', '0');
  set('top', '0');
  set('will-change', 'translate');
  /** The pad is sized once shown, then on each change of the parts (not on a move). */
  let fitted = false;

  return {
    host,
    style: () => written,
    moveTo(at) {
      set('visibility', at ? 'visible' : 'hidden');
      if (!at) return;
      set('translate', `${at.left}px ${at.top}px`);
      if (!fitted) fit();
      fitted = true;
    },
    note(content) {
      label(note, content);
      // In the menu's place (both hang under the button).
      hide!.hidden = true;
      more!.ariaExpanded = 'false';
      note.hidden = false;
      fit();
    },
    armed: (on) => void press!.toggleAttribute('data-armed', on),
    ready: () => wanted.every((n, i) => Math.abs(n - drawn[i]!) < 2),
    remove: () => {
      link.close();
      host.remove();
    },
  };
}
