/**
 * Keeps the card next to what it is about (card-placement.ts decides where) and follows
 * scroll anywhere in the page, resizing of the window, size changes of the card or of what
 * it points at, and content that moves it. Without an anchor: the top-right corner. Our own few lines rather than
 * a positioning library: this runs in every page on the first action, where each kilobyte
 * of script is parsed before the card can show (docs/card.md).
 */
import { placeCard, type Box } from './card-placement';

export const CARD_GAP = 8;

/** An element, or a box that stands for one (the selected text inside `contextElement`). */
export interface CardReference {
  getBoundingClientRect(): DOMRect;
  contextElement?: Element;
}

/** The layout viewport without scrollbars (a quirks-mode <html> reports the whole page). */
function viewportOf(doc: Document, view: Window): Box {
  const root = doc.documentElement;
  return {
    x: 0,
    y: 0,
    width: Math.min(view.innerWidth, root.clientWidth || view.innerWidth),
    height: Math.min(view.innerHeight, root.clientHeight || view.innerHeight),
  };
}

/** `onMoved`: the card changed place after its first placement (its clicks wait a moment). */
export function positionCard(
  host: HTMLElement,
  anchor: CardReference | null,
  onMoved: () => void = () => undefined,
): () => void {
  const doc = host.ownerDocument;
  const view = doc.defaultView;
  let at: string | null = null;
  const put = (x: number, y: number) => {
    const next = `${Math.round(x)}px ${Math.round(y)}px`;
    if (next === at) return;
    const moved = at !== null;
    at = next;
    host.style.setProperty('--humanizer-x', `${Math.round(x)}px`, 'important');
    host.style.setProperty('--humanizer-y', `${Math.round(y)}px`, 'important');
    if (moved) onMoved();
  };
  if (!anchor || !view) {
    const corner = () =>
      put(Math.max(CARD_GAP, (view?.innerWidth ?? 0) - host.offsetWidth - CARD_GAP), CARD_GAP);
    corner();
    view?.addEventListener('resize', corner);
    return () => view?.removeEventListener('resize', corner);
  }
  const place = () => {
    const { x, y } = placeCard(
      anchor.getBoundingClientRect(),
      host.getBoundingClientRect(),
      viewportOf(doc, view),
      CARD_GAP,
    );
    put(x, y);
  };
  place();
  // Scroll events do not bubble: the capture phase hears every scrolling ancestor's.
  const listening = { capture: true, passive: true } as const;
  view.addEventListener('scroll', place, listening);
  view.addEventListener('resize', place);
  // The card grows when its result arrives; the field or text may change size too.
  const sizes = new view.ResizeObserver(place);
  sizes.observe(host);
  const element = anchor instanceof view.Element ? anchor : anchor.contextElement;
  if (element) sizes.observe(element);
  // Content added or removed elsewhere (a chat's new message above the field) moves the
  // target without a scroll: placed again once per frame while the page changes. The card's
  // own changes are in its shadow root and its position is an attribute: neither is seen.
  let frame = 0;
  const soon = () => {
    if (frame !== 0) return;
    frame = view.requestAnimationFrame(() => {
      frame = 0;
      place();
    });
  };
  const moves = new view.MutationObserver(soon);
  moves.observe(doc.body ?? doc.documentElement, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  return () => {
    view.removeEventListener('scroll', place, listening);
    view.removeEventListener('resize', place);
    sizes.disconnect();
    moves.disconnect();
    view.cancelAnimationFrame(frame);
  };
}

/**
 * What the card points at: the selected text when the selection lies in the anchor (a
 * paragraph, a rich editor), else the anchor itself (a text field, whose selection has no box).
 */
export function cardReference(doc: Document, anchor: Element | null): CardReference | null {
  if (!anchor) return null;
  const sel = doc.getSelection();
  const range = sel && sel.rangeCount > 0 ? sel.getRangeAt(0).cloneRange() : null;
  if (!range || range.collapsed || !anchor.contains(range.commonAncestorContainer)) return anchor;
  return {
    contextElement: anchor,
    getBoundingClientRect: () => {
      const box = range.getBoundingClientRect();
      // Once the text is rewritten the range may collapse: point at the anchor then.
      return box.width || box.height ? box : anchor.getBoundingClientRect();
    },
  };
}
