/**
 * Mounts the card in a CLOSED shadow root on a plain <div> host (no custom-element name a
 * page could define first), as a child of <html> (outside <body>, which may be an editor).
 * The page can neither read the card (no `shadowRoot` to reach) nor drive it (only trusted
 * events act), page CSS cannot reach inside, and key events stop at the shadow root, so page
 * shortcuts do not fire while the user types or presses Escape in the card. When the page
 * removes the host, `onLost` tells the session (the card cannot be shown there).
 */
import type { Translate } from '@/lib/i18n/translate';
import type { CardActions, CardModel } from './card-model';
import { positionCard, type CardReference } from './card-position';
import { CARD_CSS } from './card-styles';
import { pageTheme } from './page-theme';
import { renderResultCard, ticks } from './result-card';

const ISOLATED_EVENTS = ['keydown', 'keyup', 'keypress'];
const TICK_MS = 500;

export interface MountedCard {
  host: HTMLElement;
  /** The closed root: only this isolated world holds it (tests of the mount read it). */
  shadow: ShadowRoot;
  update(model: CardModel): void;
  /** Moves focus into the card (keyboard users reach its buttons at once). */
  focus(): void;
  remove(): void;
}

export interface MountOptions {
  /** Called once if the page takes the card out of the document. */
  onLost?: () => void;
  /** Which events may drive the card; trusted (user) events only unless a test says so. */
  accept?: (event: Event) => boolean;
  /** Where the card points; defaults to the anchor element. */
  reference?: CardReference | null;
}

const trusted = (event: Event) => event.isTrusted;

/** The key of the focused control, so a re-render can give focus back to its successor. */
const focusKey = (el: Element | null) =>
  el ? (el.getAttribute('data-testid') ?? el.getAttribute('aria-label')) : null;

export function mountCard(
  doc: Document,
  anchor: Element | null,
  actions: CardActions,
  model: CardModel,
  t: Translate,
  options: MountOptions = {},
): MountedCard {
  const host = doc.createElement('div');
  const shadow = host.attachShadow({ mode: 'closed' });
  const style = doc.createElement('style');
  style.textContent = CARD_CSS;
  shadow.append(style);
  for (const type of ISOLATED_EVENTS) shadow.addEventListener(type, (e) => e.stopPropagation());
  // Never inside the page's content: in an iframe editor (TinyMCE) the body IS the editor,
  // which would take the card into the user's document and save it with their text.
  host.setAttribute('contenteditable', 'false');
  doc.documentElement.append(host);
  if (!host.isConnected) throw new Error('The card could not be added to the page.');

  const theme = pageTheme(anchor, doc);
  let current = model;
  let section: HTMLElement | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  let removed = false;

  const render = () => {
    const next = renderResultCard(current, {
      doc,
      actions,
      t,
      theme,
      now: Date.now(),
      accept: options.accept ?? trusted,
    });
    if (section && section.outerHTML === next.outerHTML) return;
    const focused = focusKey(shadow.activeElement);
    if (section) section.replaceWith(next);
    else shadow.append(next);
    section = next;
    if (focused) {
      for (const el of next.querySelectorAll<HTMLElement>('[data-testid], [aria-label]')) {
        if (focusKey(el) === focused) {
          el.focus();
          break;
        }
      }
    }
  };
  const update = (next: CardModel) => {
    current = next;
    render();
    if (ticks(next) && timer === undefined) timer = setInterval(render, TICK_MS);
    if (!ticks(next) && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  update(model);
  const stopPositioning = positionCard(host, options.reference ?? anchor);

  const remove = () => {
    if (removed) return;
    removed = true;
    watcher.disconnect();
    stopPositioning();
    if (timer !== undefined) clearInterval(timer);
    host.remove();
  };
  // The page removing our host (a hostile page, or one that re-renders <html>) loses the card.
  const watcher = new MutationObserver(() => {
    if (host.isConnected || removed) return;
    remove();
    options.onLost?.();
  });
  watcher.observe(doc.documentElement, { childList: true });

  return {
    host,
    shadow,
    update,
    focus: () => {
      const button = shadow.querySelector<HTMLElement>('button:not(.x), [tabindex]');
      button?.focus();
    },
    remove,
  };
}
