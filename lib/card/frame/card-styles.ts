/**
 * The card's stylesheet, in its own extension page (the frame, card-page.ts): the page's CSS
 * cannot reach it. The card fills the frame, whose size is fixed per kind of card
 * (card-size.ts); what does not fit scrolls inside it, the rewrite's box first. The frame's
 * outline (rounded corners, shadow) is drawn by the host in the page (host-styles.ts).
 */
export const CARD_CSS = `
html, body { margin: 0; height: 100%; background: transparent; }
.sr-only {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.card {
  box-sizing: border-box; width: 100%; height: 100%; display: flex; flex-direction: column;
  overflow: auto; padding: 10px 12px; border-radius: 10px; border: 1px solid;
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
.card.light { background: #ffffff; color: #1b1f24; border-color: #c9d1d9; color-scheme: light; }
.card.dark { background: #1e2329; color: #eef1f4; border-color: #454d57; color-scheme: dark; }
header { display: flex; justify-content: space-between; align-items: center; margin-bottom: 4px; }
p { margin: 4px 0 8px; }
.card > * { flex-shrink: 0; }
.rewrite {
  white-space: pre-wrap; word-break: break-word; flex: 1 1 auto; min-height: 3em; overflow: auto;
  padding: 6px 8px; border-radius: 6px; margin-bottom: 8px;
  /* The user's text runs in its own direction, whatever the card's language (Arabic UI, English text). */
  unicode-bidi: plaintext; text-align: start;
}
.light .rewrite { background: #f3f5f7; }
.dark .rewrite { background: #2a3139; }
.findings { margin: 0 0 8px; padding-inline-start: 18px; max-height: 96px; overflow: auto; }
.changes ins { text-decoration: none; }
.changes del + ins, .changes ins + del { margin-inline-start: 2px; }
.light .changes ins { background: #d5f5dc; color: #0c5a1e; }
.light .changes del { background: #fbdada; color: #8a1616; }
.dark .changes ins { background: #173d22; color: #a8e6b5; }
.dark .changes del { background: #4a1f1f; color: #f5b5b5; }
.actions { display: flex; flex-wrap: wrap; gap: 6px; }
.paragraphs { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 6px; margin-top: 6px; }
/* Change by change (change-picker.ts): a change is a toggle in the text; a change left out
   shows the original's words plain and the rewrite's struck through. */
.changes button.change {
  font: inherit; padding: 0; border: none; border-radius: 3px; background: transparent;
  color: inherit; white-space: pre-wrap; text-align: start; display: inline;
}
/* The rewrite's words stay selectable for a copy; a toggle's hidden name is never copied. */
.changes button.change { user-select: text; }
.changes .change .sr-only { user-select: none; }
.changes .change[aria-pressed='false'] del { text-decoration: none; }
.changes .change[aria-pressed='false'] ins { text-decoration: line-through; opacity: .6; }
.picks { margin-bottom: 8px; }
.versions { display: flex; align-items: center; gap: 8px; margin-bottom: 6px; }
.unplaced { margin: 4px 0 8px; padding-inline-start: 18px; overflow-wrap: anywhere; }
button {
  font: inherit; padding: 4px 10px; border-radius: 6px; cursor: pointer; border: 1px solid;
}
.light button { background: #f6f8fa; color: #1b1f24; border-color: #c9d1d9; }
.dark button { background: #2d343c; color: #eef1f4; border-color: #5a636e; }
button:disabled { opacity: .6; cursor: default; }
button:focus-visible, .rewrite:focus-visible { outline: 2px solid #2f81f7; outline-offset: 1px; }
button.x { border: none; background: transparent; font-size: 18px; line-height: 1; padding: 0 4px; }
`;
