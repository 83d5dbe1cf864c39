/**
 * The card's stylesheet, injected into its closed shadow root. `all: initial !important` on
 * the host beats any page rule (inside-the-shadow important declarations win over outer ones),
 * so the page can neither hide nor restyle it; the position comes from custom properties,
 * which `all` leaves alone and which the mount sets inline.
 */
export const CARD_CSS = `
:host {
  all: initial !important; display: block !important; position: fixed !important;
  z-index: 2147483647 !important; top: var(--humanizer-y, 8px) !important;
  left: var(--humanizer-x, 8px) !important; visibility: visible !important;
  opacity: 1 !important; pointer-events: auto !important;
}
.card {
  box-sizing: border-box; width: min(380px, calc(100vw - 16px)); max-height: min(420px, 70vh);
  overflow: auto; padding: 10px 12px; border-radius: 10px;
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  box-shadow: 0 6px 24px rgba(0,0,0,.28); border: 1px solid;
}
.card.light { background: #ffffff; color: #1b1f24; border-color: #c9d1d9; color-scheme: light; }
.card.dark { background: #1e2329; color: #eef1f4; border-color: #454d57; color-scheme: dark; }
header { display: flex; justify-content: space-between; align-items: center; margin-bottom: 4px; }
p { margin: 4px 0 8px; }
.rewrite {
  white-space: pre-wrap; word-break: break-word; max-height: 200px; overflow: auto;
  padding: 6px 8px; border-radius: 6px; margin-bottom: 8px;
}
.light .rewrite { background: #f3f5f7; }
.dark .rewrite { background: #2a3139; }
.changes ins { text-decoration: none; }
.changes del + ins, .changes ins + del { margin-left: 2px; }
.light .changes ins { background: #d5f5dc; color: #0c5a1e; }
.light .changes del { background: #fbdada; color: #8a1616; }
.dark .changes ins { background: #173d22; color: #a8e6b5; }
.dark .changes del { background: #4a1f1f; color: #f5b5b5; }
.actions { display: flex; flex-wrap: wrap; gap: 6px; }
button {
  font: inherit; padding: 4px 10px; border-radius: 6px; cursor: pointer; border: 1px solid;
}
.light button { background: #f6f8fa; color: #1b1f24; border-color: #c9d1d9; }
.dark button { background: #2d343c; color: #eef1f4; border-color: #5a636e; }
button:disabled { opacity: .6; cursor: default; }
button:focus-visible, .rewrite:focus-visible { outline: 2px solid #2f81f7; outline-offset: 1px; }
button.x { border: none; background: transparent; font-size: 18px; line-height: 1; padding: 0 4px; }
`;
