/**
 * One editable thing the core can read, select in and write to, whatever it is: a text field
 * or a contenteditable root (plain, or a rich editor family). Spans are offsets in read().
 */
import type { InsertPath } from './editor-family';
import type { FormattedSelection } from './formatting/model';
import type { MarkTags } from './formatting/render-inline';
import type { Span } from './span';

/**
 * How a target keeps structure and marks (issue 25): the model of a span of read(), and one
 * write of rendered HTML over it (one step of the editor's undo). Only where that is built.
 */
export interface FormattedAccess {
  capture(span: Span): FormattedSelection | null;
  /** One reading for several captures (a verification poll: the span and its two sides). */
  reading(): FormattedReading;
  /**
   * Writes `fragment` over `span`; true when the editor (or the browser) took the command.
   * `text` is the same rewrite as plain text, one "\n" between blocks (a paste's text/plain).
   */
  writeHtml(span: Span, fragment: DocumentFragment, text: string): boolean;
  /** The editor's own tag for a mark kind where it saves another (Editor.js: <b>, <i>). */
  markTags?: MarkTags;
  /**
   * Whether the editor keeps everything in `selection` (default: yes). A selection it would
   * not keep is not written this way: it takes the plain path, asked first (losesFormatting).
   */
  keeps?(selection: FormattedSelection): boolean;
}

/**
 * The target read once: its read() text and the model of any span of it, from one walk of the
 * editor (each capture() walks it again).
 */
export interface FormattedReading {
  text: string;
  capture: (span: Span) => FormattedSelection | null;
  /**
   * readBreaks() of the same reading: from its walk where the text is the walk's own (the
   * generic reader); a family's reader reads them as its readBreaks does.
   */
  breaks: () => string | undefined;
  /** Where a span holds a no-break space (formatted-surroundings.ts hardSpacesIn), if known. */
  hardSpaces?: (span: Span) => string;
}

/** 'valueSetter' is the last resort for text fields: the native value setter + an input event. */
export type WritePath = InsertPath | 'valueSetter';

/**
 * Ways of undoing the last write, tried in order until the text is back (undo-chain.ts):
 * a `historyUndo` beforeinput (editors with their own history claim it), the user's Ctrl+Z
 * keydown (editors that only listen for the key), the browser's execCommand('undo'), or the
 * family's own undo when it has one.
 */
export type UndoMethod = 'historyUndo' | 'undoKey' | 'execCommand' | 'family';

export interface EditableTarget {
  /** 'textarea', 'input', 'contenteditable' or the rich editor family's name. */
  family: string;
  /** The field or the editor root: focused before writing, and the card's anchor. */
  element: HTMLElement;
  /** A single-line input: line breaks cannot be written into it. */
  singleLine: boolean;
  /** Write paths to try, best first. */
  paths: readonly WritePath[];
  read(): string;
  /**
   * What each "\n" of read() is: 'p' a paragraph (block) break, 'b' a line break inside a
   * block (snapshot.ts); undefined where there are no blocks (a text field).
   */
  readBreaks?(): string | undefined;
  /** The user's selection inside the target as a span of read(), or null when collapsed/elsewhere. */
  selection(): Span | null;
  /** Focuses the target and selects `span`. */
  select(span: Span): void;
  /**
   * Writes `text` over the current selection through `path`. Returns true when the editor
   * claimed the event (cancelled the paste or beforeinput) or the browser ran the command:
   * only then is a slow editor waited for; otherwise the text is looked at after one settle.
   */
  write(path: WritePath, text: string): boolean;
  /**
   * The editor copies its text into the form field it was made from only when the form is
   * submitted (CodeMirror 5): that field is no live copy to check after a write (form-copy.ts).
   */
  savesOnSubmit?: boolean;
  /** Structure and marks kept through a write, where the target supports it. */
  formatted?: FormattedAccess;
  /**
   * A rich editor that cannot keep structure and marks through a write (no `formatted`):
   * whether `span` holds some (a heading, a list, bold, a link…), which a plain write would
   * lose. The session then writes only once the user chose plain text (issue 25).
   */
  losesFormatting?(span: Span): boolean;
  /** Undo methods to try, in order (see UndoMethod). */
  undoMethods: readonly UndoMethod[];
  /** Sends one undo by `method`; true when the editor claimed it (cancelled the event). */
  undo(method: UndoMethod): boolean;
  /**
   * For a target whose text is only known asynchronously (Google Docs): fetches it, so that
   * the next read() is current. read() alone may return the last fetched text.
   */
  sync?(): Promise<void>;
}
