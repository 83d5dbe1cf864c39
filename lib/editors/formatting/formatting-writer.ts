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
import type { seamWrite } from './seam-write';

export interface FormattingWriter {
  applyRewrite: typeof applyRewrite;
  digestOf: typeof digestOf;
  renderHtml: typeof renderHtml;
  /** The plain path's too: a rewrite that joined the selection's paragraphs, cut again. */
  keepParagraphs: typeof keepParagraphs;
}

/**
 * The editors' write paths that only a formatted write takes (the families' shaped pastes, the
 * block lent before the editor's first one), built into the same file next to the writer
 * (lib/editors/families/write-paths.ts: this folder cannot import lib/editors, which imports
 * it) and reached by the content script through WRITER_GLOBAL (writePathsHere).
 */
export interface WritePaths {
  /**
   * The paste named `shape` (EditorFamily.shapePaste) of `fragment` over the selection in
   * `root`: the selection moved where that paste must start and end, the fragment to paste.
   */
  shapePaste(shape: string, root: HTMLElement, fragment: DocumentFragment): DocumentFragment;
  /**
   * A plain contenteditable's formatted write over `range`, from the editor's first block
   * (lib/editors/lead-block.ts): `write` (selects `range`, runs the one command) run with a
   * block lent before that one where Chromium needs it, else as it is.
   */
  fromFirstBlock(
    root: HTMLElement,
    range: Range,
    fragment: DocumentFragment,
    write: () => boolean,
  ): boolean;
  /**
   * One paragraph written inside one with a space beside `range` (seam-write.ts): the range and
   * fragment that keep that space a space, or null to write over `range` as it is.
   */
  seamWrite: typeof seamWrite;
}

/** Where the injected file leaves the writer (the extension's isolated world, not the page's). */
export const WRITER_GLOBAL = '__humanizerFormattingWriter';

export function createFormattingWriter(): FormattingWriter {
  return { applyRewrite, digestOf, renderHtml, keepParagraphs };
}

/**
 * Whether `value` (read from the isolated world's global) is a writer with its write paths:
 * one an older version of the extension left in this world (none of them) is loaded again.
 */
export function isFormattingWriter(value: unknown): value is FormattingWriter & WritePaths {
  if (typeof value !== 'object' || value === null) return false;
  const w = value as Record<string, unknown>;
  const names = [
    'applyRewrite',
    'digestOf',
    'renderHtml',
    'shapePaste',
    'fromFirstBlock',
    'seamWrite',
  ];
  return names.every((k) => typeof w[k] === 'function');
}

/**
 * A formatted write needed the writer's write paths and this frame has none (the file was not
 * injected, or an older one without them): nothing was written. The caller refuses the write
 * as it does when the writer did not load; it never writes the fragment unshaped instead.
 */
export class WritePathsAbsentError extends Error {
  constructor() {
    super('The formatting writer is not in this frame.');
    this.name = 'WritePathsAbsentError';
  }
}

/** The write paths the injected writer left on `scope` (this isolated world's global). */
export function writePathsHere(scope: object = globalThis): WritePaths {
  const writer = (scope as Record<string, unknown>)[WRITER_GLOBAL];
  if (!isFormattingWriter(writer)) throw new WritePathsAbsentError();
  return writer;
}
