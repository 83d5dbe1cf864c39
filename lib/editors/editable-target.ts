/**
 * One editable thing the core can read, select in and write to, whatever it is: a text field
 * or a contenteditable root (plain, or a rich editor family). Spans are offsets in read().
 */
import type { InsertPath } from './editor-family';
import type { Span } from './span';

/** 'valueSetter' is the last resort for text fields: the native value setter + an input event. */
export type WritePath = InsertPath | 'valueSetter';

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
  /** The user's selection inside the target as a span of read(), or null when collapsed/elsewhere. */
  selection(): Span | null;
  /** Focuses the target and selects `span`. */
  select(span: Span): void;
  /** Writes `text` over the current selection through `path`. */
  write(path: WritePath, text: string): void;
  /** Undoes the last write (the editor's own undo when it has one). */
  undo(): void;
  /**
   * For a target whose text is only known asynchronously (Google Docs): fetches it, so that
   * the next read() is current. read() alone may return the last fetched text.
   */
  sync?(): Promise<void>;
}
