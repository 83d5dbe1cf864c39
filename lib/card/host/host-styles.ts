/**
 * The stylesheet of the card's host in the page (its closed shadow root): the frame that
 * shows the card, and behind it "Working…" until the frame has drawn. `all: initial
 * !important` on the host beats any page rule (inside-the-shadow important declarations win
 * over outer ones), so the page can neither hide nor restyle it; the position and the height
 * (fixed per kind of card, card-size.ts) come from custom properties, which `all` leaves
 * alone and which the mount sets inline. The width is fixed too: no size tells the page how
 * long the text is.
 */
import { CARD_WIDTH } from './card-size';

export const HOST_CSS = `
:host {
  all: initial !important; display: block !important; position: fixed !important;
  z-index: 2147483647 !important; top: var(--humanizer-y, 8px) !important;
  left: var(--humanizer-x, 8px) !important; visibility: visible !important;
  width: min(${CARD_WIDTH}px, calc(100vw - 16px)) !important;
  height: min(var(--humanizer-h, 140px), calc(100vh - 16px)) !important;
  opacity: 1 !important; pointer-events: auto !important; overflow: visible !important;
}
.box {
  position: absolute; inset: 0; border-radius: 10px; overflow: hidden;
  box-shadow: 0 6px 24px rgba(0,0,0,.28);
}
.placeholder {
  box-sizing: border-box; height: 100%; margin: 0; padding: 10px 12px; border: 1px solid;
  border-radius: 10px; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
.light { background: #ffffff; color: #1b1f24; border-color: #c9d1d9; }
.dark { background: #1e2329; color: #eef1f4; border-color: #454d57; }
iframe {
  position: absolute; inset: 0; width: 100%; height: 100%; border: 0; margin: 0; padding: 0;
  display: block; background: transparent; color-scheme: normal;
}
`;
