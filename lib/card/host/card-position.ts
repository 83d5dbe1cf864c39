/**
 * Keeps the card next to what it is about (card-placement.ts decides where), clear of the
 * page's other cards that stay, and follows scroll anywhere in the page (in every document
 * between the card and its target, when the target is in a frame: card-site.ts), resizing of
 * the window, size changes of the card or of what it points at, content that moves it, and
 * the other cards moving. Without an anchor: the top-right corner. Our own few lines rather
 * than a positioning library: this runs in every page on the first action, where each
 * kilobyte of script is parsed before the card can show (docs/card.md).
 */
import { placeCard, type Box } from './card-placement';

export const CARD_GAP = 8;

/** An element, or a box that stands for one (the selected text inside `contextElement`). */
export interface CardReference {
  getBoundingClientRect(): Box;
  contextElement?: Element;
  /**
   * The frames between the reference's document and the card's, innermost first: its box is
   * already in the card's document's coordinates, and their scrolling and resizing move it.
   */
  frames?: readonly Element[];
}

export interface PositionOptions {
  /** The card changed place after its first placement (its clicks wait a moment). */
  onMoved?: () => void;
  /** Other cards this one must not cover: their hosts, in the card's document. */
  avoid?: () => readonly Element[];
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

const isElement = (value: CardReference): value is CardReference & Element =>
  'nodeType' in value && value.nodeType === 1;

export function positionCard(
  host: HTMLElement,
  anchor: CardReference | null,
  options: PositionOptions = {},
): () => void {
  const doc = host.ownerDocument;
  const view = doc.defaultView;
  const onMoved = options.onMoved ?? (() => undefined);
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
  const others = options.avoid ?? (() => []);
  const place = () => {
    const { x, y } = placeCard(
      anchor.getBoundingClientRect(),
      host.getBoundingClientRect(),
      viewportOf(doc, view),
      CARD_GAP,
      others().map((el) => el.getBoundingClientRect()),
    );
    put(x, y);
  };
  place();
  let frame = 0;
  const soon = () => {
    if (frame !== 0) return;
    frame = view.requestAnimationFrame(() => {
      frame = 0;
      place();
    });
  };
  const stops: Array<() => void> = [];
  const element = isElement(anchor) ? anchor : anchor.contextElement;
  const frames = anchor.frames ?? [];
  // Every document from the target's out to the card's: its scrolling (scroll events do not
  // bubble: the capture phase hears every scrolling ancestor's) and its content moving the
  // target without a scroll (a chat's new message above the field), placed again once per
  // frame while the page changes. The card's own changes are in its shadow root and its
  // position is an attribute: neither is seen.
  const docs = new Set([element?.ownerDocument, ...frames.map((f) => f.ownerDocument), doc]);
  for (const each of docs) {
    const win = each?.defaultView;
    if (!each || !win) continue;
    const listening = { capture: true, passive: true } as const;
    win.addEventListener('scroll', place, listening);
    const moves = new win.MutationObserver(soon);
    moves.observe(each.body ?? each.documentElement, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    stops.push(() => {
      win.removeEventListener('scroll', place, listening);
      moves.disconnect();
    });
  }
  view.addEventListener('resize', place);
  stops.push(() => view.removeEventListener('resize', place));
  // The card grows when its result arrives; the field, the text or a frame may change size.
  // Each element is watched by an observer of its own document.
  for (const el of [host, element, ...frames]) {
    const win = el?.ownerDocument.defaultView;
    if (!el || !win) continue;
    const sizes = new win.ResizeObserver(place);
    sizes.observe(el);
    stops.push(() => sizes.disconnect());
  }
  // The cards this one avoids move with their own targets, grow, or go.
  const avoided = others();
  if (avoided.length > 0) {
    const changes = new view.MutationObserver(soon);
    for (const el of avoided) changes.observe(el, { attributes: true, attributeFilter: ['style'] });
    changes.observe(doc.documentElement, { childList: true });
    stops.push(() => changes.disconnect());
  }
  return () => {
    for (const stop of stops) stop();
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
