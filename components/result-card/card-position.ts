/**
 * Keeps the card next to what it is about: below the selection or field, flipping above or
 * beside it when there is no room, shifted to stay fully inside the viewport, and following
 * scroll and resize (floating-ui's autoUpdate). Without an anchor: the top-right corner.
 */
import {
  autoUpdate,
  computePosition,
  flip,
  offset,
  shift,
  type ReferenceElement,
} from '@floating-ui/dom';

export const CARD_GAP = 8;

export function positionCard(host: HTMLElement, anchor: ReferenceElement | null): () => void {
  const view = host.ownerDocument.defaultView;
  const put = (x: number, y: number) => {
    host.style.setProperty('--humanizer-x', `${Math.round(x)}px`, 'important');
    host.style.setProperty('--humanizer-y', `${Math.round(y)}px`, 'important');
  };
  if (!anchor || !view) {
    const corner = () =>
      put(Math.max(CARD_GAP, (view?.innerWidth ?? 0) - host.offsetWidth - CARD_GAP), CARD_GAP);
    corner();
    view?.addEventListener('resize', corner);
    return () => view?.removeEventListener('resize', corner);
  }
  const place = () =>
    void computePosition(anchor, host, {
      strategy: 'fixed',
      placement: 'bottom-start',
      middleware: [
        offset(CARD_GAP),
        flip({ fallbackPlacements: ['top-start', 'right-start', 'left-start'] }),
        shift({ padding: CARD_GAP, crossAxis: true }),
      ],
    }).then(({ x, y }) => put(x, y));
  return autoUpdate(anchor, host, place, { animationFrame: false });
}

/**
 * What the card points at: the selected text when the selection lies in the anchor (a
 * paragraph, a rich editor), else the anchor itself (a text field, whose selection has no box).
 */
export function cardReference(doc: Document, anchor: Element | null): ReferenceElement | null {
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
