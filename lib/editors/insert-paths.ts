/**
 * The three generic ways of writing text into a rich editor at the live selection. Each
 * dispatches one write and returns; the caller verifies and decides what comes next.
 * Text always travels as text/plain: never HTML.
 */
import type { InsertPath } from './editor-family';
import { selectionFor } from './shadow-selection';

/** The element an editor listens on for this selection: the selection's element, else root. */
export function eventTargetFor(root: HTMLElement): HTMLElement {
  const sel = selectionFor(root);
  const node = sel?.focusNode ?? null;
  const el = node ? (node.nodeType === 1 ? (node as HTMLElement) : node.parentElement) : null;
  return el && root.contains(el) ? el : root;
}

function plainTransfer(text: string): DataTransfer {
  const dt = new DataTransfer();
  dt.setData('text/plain', text);
  return dt;
}

/** Returns whether the browser ran the command (not whether the editor kept its result). */
export function insertWithExecCommand(doc: Document, text: string): boolean {
  // An empty rewrite deletes the selection; insertText('') is a no-op in some browsers.
  if (text === '') return doc.execCommand('delete', false);
  return doc.execCommand('insertText', false, text);
}

/**
 * Returns whether the editor claimed the paste (cancelled it): it then took the text through
 * its own model and history. A synthetic paste has no default action, so an unclaimed one
 * usually wrote nothing, but some editors act on it later (read what the browser pasted on a
 * timer): the caller compares the text before going on.
 */
export function insertWithPaste(target: HTMLElement, text: string): boolean {
  const view = target.ownerDocument.defaultView ?? window;
  const event = new view.ClipboardEvent('paste', {
    clipboardData: plainTransfer(text),
    bubbles: true,
    cancelable: true,
    composed: true,
  });
  return !target.dispatchEvent(event);
}

/** Returns whether the editor claimed (cancelled) the beforeinput, as for a paste. */
export function insertWithBeforeInput(target: HTMLElement, text: string): boolean {
  const view = target.ownerDocument.defaultView ?? window;
  const event = new view.InputEvent('beforeinput', {
    inputType: 'insertReplacementText',
    // As the Input Events spec has it for this type: data null, the text in dataTransfer.
    dataTransfer: plainTransfer(text),
    bubbles: true,
    cancelable: true,
    composed: true,
  });
  return !target.dispatchEvent(event);
}

/** Writes through `path`; true when the editor claimed the event (or the command ran). */
export function runInsertPath(path: InsertPath, root: HTMLElement, text: string): boolean {
  const target = eventTargetFor(root);
  if (path === 'execCommand') return insertWithExecCommand(root.ownerDocument, text);
  if (path === 'paste') return insertWithPaste(target, text);
  return insertWithBeforeInput(target, text);
}

/**
 * A `historyUndo` beforeinput: editors that keep their own history handle it and cancel it.
 * Returns whether the editor claimed it.
 */
export function sendHistoryUndo(root: HTMLElement): boolean {
  const view = root.ownerDocument.defaultView ?? window;
  const event = new view.InputEvent('beforeinput', {
    inputType: 'historyUndo',
    bubbles: true,
    cancelable: true,
    composed: true,
  });
  return !eventTargetFor(root).dispatchEvent(event);
}
