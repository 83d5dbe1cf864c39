/**
 * Mounts the card in its own shadow root near the target, as a child of <html> (outside
 * <body>, which may be an editor). Page CSS cannot reach inside
 * (`all: initial` on the host plus the card's own sheet) and key events stop at the shadow
 * root, so page shortcuts do not fire while the user types or presses Escape in the card.
 */
import { createRoot, type Root } from 'react-dom/client';
import type { Translate } from '@/lib/i18n/translate';
import type { CardActions, CardModel } from './card-model';
import { CARD_CSS } from './card-styles';
import { pageTheme } from './page-theme';
import { ResultCard } from './result-card';

export const CARD_HOST_TAG = 'humanizer-card';
const ISOLATED_EVENTS = ['keydown', 'keyup', 'keypress'];
const GAP = 8;

export interface MountedCard {
  host: HTMLElement;
  update(model: CardModel): void;
  /** Moves focus into the card (keyboard users reach its buttons at once). */
  focus(): void;
  remove(): void;
}

/** Where the card goes: below the anchor when there is room, else above, kept on screen. */
export function placeNear(
  anchor: DOMRect | null,
  viewport: { width: number; height: number },
  card: { width: number; height: number },
): { top: number; left: number } {
  const clamp = (v: number, max: number) => Math.max(GAP, Math.min(v, max - GAP));
  if (!anchor) return { top: GAP, left: clamp(viewport.width - card.width - GAP, viewport.width) };
  const below = anchor.bottom + GAP;
  const top =
    below + card.height <= viewport.height ? below : Math.max(GAP, anchor.top - GAP - card.height);
  return {
    top: clamp(top, viewport.height - card.height),
    left: clamp(anchor.left, viewport.width - card.width),
  };
}

export function mountCard(
  doc: Document,
  anchor: Element | null,
  actions: CardActions,
  model: CardModel,
  t: Translate,
): MountedCard {
  const host = doc.createElement(CARD_HOST_TAG);
  host.style.cssText = 'position:fixed;z-index:2147483647;top:8px;left:8px;display:block;';
  const shadow = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  style.textContent = CARD_CSS;
  const container = doc.createElement('div');
  shadow.append(style, container);
  for (const type of ISOLATED_EVENTS) shadow.addEventListener(type, (e) => e.stopPropagation());
  // Never inside the page's content: in an iframe editor (TinyMCE) the body IS the editor,
  // which would take the card into the user's document and save it with their text.
  host.setAttribute('contenteditable', 'false');
  doc.documentElement.append(host);

  const theme = pageTheme(anchor, doc);
  const root: Root = createRoot(container);
  const place = () => {
    const view = doc.defaultView;
    if (!view) return;
    const rect = host.getBoundingClientRect();
    const { top, left } = placeNear(
      anchor?.isConnected ? anchor.getBoundingClientRect() : null,
      { width: view.innerWidth, height: view.innerHeight },
      { width: rect.width || 380, height: rect.height || 160 },
    );
    host.style.top = `${top}px`;
    host.style.left = `${left}px`;
  };
  const render = (next: CardModel) => {
    root.render(<ResultCard model={next} actions={actions} theme={theme} t={t} />);
    // Measure after React committed the new content.
    setTimeout(place, 0);
  };
  render(model);
  return {
    host,
    update: render,
    focus: () => {
      const button = shadow.querySelector<HTMLElement>('button:not(.x), [tabindex]');
      button?.focus();
    },
    remove: () => {
      root.unmount();
      host.remove();
    },
  };
}
