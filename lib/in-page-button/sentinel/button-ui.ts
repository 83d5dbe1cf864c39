/**
 * The button itself: a closed shadow root on a plain <div> (no custom element a page could
 * define first), styled inside the root (no CSS file), acting only on trusted events. Pressing
 * it keeps the focus and the selection where they are (its mousedown is cancelled). Its "⋯"
 * opens a small menu of one item, "Hide on this site"; the first time it ever shows, a note
 * says how to turn it off. Colours are the system's (light or dark, as the page's scheme).
 */
const CSS =
  '*{font:600 13px/1 system-ui;color-scheme:light dark;margin:0}div{display:flex}' +
  'button,p{background:Canvas;color:CanvasText;border:1px solid GrayText;padding:6px 9px;' +
  'border-radius:6px}.x,p{position:absolute;top:30px}p{width:240px;font:13px/1.4 system-ui}';

// Never in the page's tab order: keyboard users have Alt+Shift+H. "⋯" discloses the one
// thing it offers, "Hide on this site".
const HTML =
  '<div><button tabindex=-1></button><button tabindex=-1 aria-expanded=false>⋯</button></div>' +
  '<button class=x tabindex=-1 hidden></button><p hidden>';

export interface ButtonUi {
  /** Fixed, its box is the button's (the menu and the note hang out of it). */
  host: HTMLElement;
  /** Shows the button at (left, top) in the viewport; null hides it for now (out of view). */
  moveTo(at: { left: number; top: number } | null): void;
  note(text: string): void;
  remove(): void;
}

export interface ButtonActions {
  press(): void;
  hideSite(): void;
}

type Text = (key: string) => string;

export function createButtonUi(doc: Document, text: Text, actions: ButtonActions): ButtonUi {
  const host = doc.createElement('div');
  const root = host.attachShadow({ mode: 'closed' });
  // Our own fixed markup; every text is set as text afterwards.
  root.innerHTML = `<style>${CSS}</style>${HTML}`;
  const [press, more, hide] = root.querySelectorAll('button');
  const note = root.querySelector('p');
  press!.textContent = text('buttonHumanize');
  hide!.textContent = text('buttonHideSite');
  more!.ariaLabel = text('buttonMenu');

  const on = (target: HTMLElement, act: () => void) =>
    target.addEventListener('click', (e) => e.isTrusted && act());
  // The page's own handlers never learn of clicks on our UI, and pressing it never takes the
  // focus or the selection from the field (a cancelled mousedown moves neither).
  for (const type of ['pointerdown', 'mousedown', 'click']) {
    host.addEventListener(type, (e) => {
      e.stopPropagation();
      // Not pointerdown: cancelling it would only drop the mousedown that must be cancelled.
      if (type !== 'pointerdown') e.preventDefault();
    });
  }
  on(press!, actions.press);
  on(hide!, actions.hideSite);
  on(more!, () => {
    note!.hidden = true;
    hide!.hidden = !hide!.hidden;
    more!.ariaExpanded = String(!hide!.hidden);
  });

  const set = (name: string, value: string) => host.style.setProperty(name, value, 'important');
  host.contentEditable = 'false';
  // Inline and important: no page style reaches the host (its root is closed to the rest).
  set('all', 'initial');
  set('position', 'fixed');
  set('z-index', '2147483647');

  return {
    host,
    moveTo(at) {
      set('visibility', at ? 'visible' : 'hidden');
      if (!at) return;
      set('left', `${at.left}px`);
      set('top', `${at.top}px`);
    },
    note(content) {
      note!.textContent = content;
      note!.hidden = false;
    },
    remove: () => host.remove(),
  };
}
