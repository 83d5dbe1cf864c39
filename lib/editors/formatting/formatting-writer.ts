/**
 * The write side of the formatting core (steps 3 to 5 of README.md: carry the rewrite's words
 * into the selection's blocks and marks, render them, digest what the editor then holds) as
 * one object. The injected content script does not bundle it: most selections hold no
 * formatting, so it is its own file, `formatting-writer.js` (scripts/build-formatting-writer.ts),
 * which the background injects into the frame only when a formatted selection is captured
 * (entrypoints/humanizer.content/formatting-writer-loader.ts). Both run in the extension's
 * isolated world of that frame, where the file leaves the object under WRITER_GLOBAL.
 */
import { applyRewrite } from './apply-rewrite';
import { digestOf } from './digest';
import { keepParagraphs } from './paragraph-split';
import { renderHtml } from './render-html';

export interface FormattingWriter {
  applyRewrite: typeof applyRewrite;
  digestOf: typeof digestOf;
  renderHtml: typeof renderHtml;
  /** The plain path's too: a rewrite that joined the selection's paragraphs, cut again. */
  keepParagraphs: typeof keepParagraphs;
}

/** Where the injected file leaves the writer (the extension's isolated world, not the page's). */
export const WRITER_GLOBAL = '__humanizerFormattingWriter';

export function createFormattingWriter(): FormattingWriter {
  return { applyRewrite, digestOf, renderHtml, keepParagraphs };
}

/** Whether `value` (read from the isolated world's global) is a writer. */
export function isFormattingWriter(value: unknown): value is FormattingWriter {
  if (typeof value !== 'object' || value === null) return false;
  const w = value as Record<string, unknown>;
  return ['applyRewrite', 'digestOf', 'renderHtml'].every((k) => typeof w[k] === 'function');
}
