/**
 * How a family of rich editors is recognised and written into. The in-page core
 * (lib/editors/*) captures the target and verifies the result; a family only says how its
 * editor accepts text. One file per family under lib/editors/families/.
 */

/** The ways of writing that editors accept (see ../shared/notes/mv3-and-editors.md). */
export type InsertPath =
  | 'execCommand' // document.execCommand('insertText') on the live selection
  | 'paste' // a synthetic ClipboardEvent('paste') carrying text/plain
  | 'beforeinput'; // InputEvent('beforeinput', {inputType: 'insertReplacementText'})

/** The families' shaped pastes (EditorFamily.shapePaste), by name: families/write-paths.ts. */
export type PasteShape =
  'slate-list' | 'ckeditor5-list' | 'ckeditor4-list' | 'tinymce' | 'draft-list' | 'trix';

export interface EditorFamily {
  /** Stable name used in diagnostics and CaptureResult.family ('quill', 'lexical', …). */
  name: string;
  /** The editor's root element that contains `node`, or null when this family does not own it. */
  match(node: Node): HTMLElement | null;
  /** Insertion paths to try, best first; the core verifies after each and stops at the first that works. */
  paths: InsertPath[];
  /**
   * The editor's text with paragraph breaks as "\n" (one per block boundary), used to verify
   * a write and to compute prefix/suffix. Defaults to the core's generic reader when absent.
   */
  readText?(root: HTMLElement): string;
  /**
   * What each "\n" of readText is: 'p' between blocks, 'b' for a line break inside one
   * (lib/editors/snapshot.ts). With readText, verification compares the structure only when
   * this is given too.
   */
  readBreaks?(root: HTMLElement): string;
  /** The selected text with paragraph breaks as "\n", when Selection.toString() is not right. */
  selectionText?(root: HTMLElement, selection: Selection): string;
  /**
   * What stands for a paragraph break in the text/plain that 'paste' and 'beforeinput' carry,
   * when the editor's plain-text conversion does not read "\n" as one (CKEditor 5 reads a
   * single "\n" as a soft break: "\n\n"). Every "\n" of the text is written as this; the
   * result is still verified with "\n" per paragraph.
   */
  paragraphBreak?: string;
  /**
   * The editor parses a text/html paste into its own model as one change, one undo step
   * (ProseMirror's clipboard parser): a formatted selection is written that way, keeping its
   * blocks and marks (pasted-formatted-access.ts), and verified like any formatted write.
   */
  pastesHtml?: boolean;
  /**
   * With pastesHtml: the event that carries the HTML, when not a paste event. Slate reads a
   * rich paste from the browser's insertFromPaste beforeinput only (its paste handler takes
   * text/plain alone wherever beforeinput exists).
   */
  htmlPasteAs?: 'beforeinput';
  /**
   * With pastesHtml: the selection is deleted first by the editor's own delete (a
   * deleteContentBackward beforeinput), then the paste lands at the caret, both in one task
   * (one undo step where the editor's history groups a task's changes). Slate: its
   * insertFragment over a range deletes it without normalising, so the pasted first and last
   * blocks merge into the blocks at the range's edges; at the caret of a normalised delete,
   * an emptied block is replaced by the pasted blocks whole.
   */
  pasteDeletesFirst?: boolean;
  /**
   * With pastesHtml: the pasted blocks replace the selected blocks' own line ends too (Quill 2
   * keeps the last selected line's end otherwise, an empty line after the paste), so a span
   * that ends a block is selected through the break that follows it.
   */
  pasteTakesBlockEnd?: boolean;
  /**
   * With pastesHtml: the name of the family's shaped paste, where the editor's paste mishandles
   * the plain shape (TinyMCE: tinymce-paste.ts); it moves the selection and returns the fragment
   * to paste. Formatted writes only, so it is in the writer's file, not the content script
   * (families/write-paths.ts, reached through formatting-writer.ts's writePathsHere).
   */
  shapePaste?: PasteShape;
  /**
   * With pastesHtml: the editor's own way of pasting the rendered `fragment` (the selection is
   * set), instead of a text/html paste event; returns whether the editor took it. Quill 1: the
   * fragment put into its clipboard container, which its matchers turn into its model.
   */
  pasteFragment?(root: HTMLElement, fragment: DocumentFragment): boolean;
  /**
   * Called right before each write (the selection is set): closes what the editor still holds
   * open from the user's typing, so that the write is an undo step of its own.
   */
  beforeWrite?(root: HTMLElement): void;
  /**
   * The editor's own way of writing `text` through `path` (the selection is set, `guard` run
   * first), instead of the core's (insert-paths.ts); returns whether the editor took it.
   * Quill 1: a paste whose content we put into its clipboard container (quill1-clipboard.ts).
   */
  write?(root: HTMLElement, path: InsertPath, text: string, guard: () => void): boolean;
  /** Called right after each write through `path`, before the core verifies it. */
  afterWrite?(root: HTMLElement, path: InsertPath): void;
  /**
   * The editor's own undo, used to take back a bad write and for "Restore original", when
   * the editor ignores the core's generic undo (a `historyUndo` beforeinput, a Ctrl+Z
   * keydown, then execCommand('undo')). Returns whether the editor claimed it.
   */
  undo?(root: HTMLElement): boolean;
}
