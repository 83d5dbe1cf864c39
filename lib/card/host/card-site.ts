/**
 * Which document shows the card of an action in a frame. A card inside a frame lies under
 * whatever the embedding page draws over that frame: editors draw there (TinyMCE's focus ring
 * is a transparent layer over its whole iframe), and so could a hostile page embedding the
 * editor's frame, with a decoy the user clicks through. So a frame that is same-origin with
 * its parent shows its cards in the topmost same-origin ancestor's document (the top-level
 * page, for an editor's about:blank iframe), above everything there, where the covered-click
 * check applies (card-frame.ts). Its content script can reach that document (`frameElement`);
 * the target's box is moved by each frame's place (frame-offset.ts). A cross-origin parent
 * cannot be reached: the card stays in the frame (docs/card.md).
 */
import type { CardReference } from './card-position';
import type { Box } from './card-placement';
import { throughFrames } from './frame-offset';

/** Frames climbed at most (a page nesting same-origin frames deeper keeps the card lower). */
export const MAX_FRAME_DEPTH = 8;

export interface CardSite {
  /** Where the card's host goes. */
  doc: Document;
  /** The <iframe> elements from the action's document out to `doc`, innermost first. */
  frames: HTMLIFrameElement[];
}

/** The <iframe> holding `doc` and its parent document, when that parent is same-origin. */
function sameOriginParent(doc: Document): { frame: HTMLIFrameElement; doc: Document } | null {
  const win = doc.defaultView;
  if (!win || win.parent === win) return null;
  try {
    // Null when the parent is cross-origin; throws where the browser forbids the access.
    const frame = win.frameElement;
    if (!frame || frame.localName !== 'iframe') return null;
    const outer = frame.ownerDocument;
    if (!outer.defaultView || outer.defaultView.origin !== win.origin) return null;
    return { frame: frame as HTMLIFrameElement, doc: outer };
  } catch {
    return null;
  }
}

export function cardSiteFor(doc: Document): CardSite {
  const frames: HTMLIFrameElement[] = [];
  let site = doc;
  for (let depth = 0; depth < MAX_FRAME_DEPTH; depth++) {
    const outer = sameOriginParent(site);
    if (!outer) break;
    frames.push(outer.frame);
    site = outer.doc;
  }
  return { doc: site, frames };
}

/** The <iframe>'s content box (inside its border and padding), in its document's viewport. */
function contentBox(frame: Element): Box {
  const box = frame.getBoundingClientRect();
  const style = frame.ownerDocument.defaultView?.getComputedStyle(frame);
  const padLeft = parseFloat(style?.paddingLeft ?? '') || 0;
  const padTop = parseFloat(style?.paddingTop ?? '') || 0;
  return {
    x: box.left + frame.clientLeft + padLeft,
    y: box.top + frame.clientTop + padTop,
    width: frame.clientWidth - padLeft - (parseFloat(style?.paddingRight ?? '') || 0),
    height: frame.clientHeight - padTop - (parseFloat(style?.paddingBottom ?? '') || 0),
  };
}

/** `reference` (in the action's document) as the card's document sees it. */
export function referenceIn(site: CardSite, reference: CardReference | null): CardReference | null {
  if (!reference || site.frames.length === 0) return reference;
  const element =
    reference.contextElement ?? ('nodeType' in reference ? (reference as Element) : undefined);
  return {
    contextElement: element,
    frames: site.frames,
    getBoundingClientRect: () =>
      throughFrames(reference.getBoundingClientRect(), site.frames.map(contentBox)),
  };
}
