/**
 * The three generic ways of writing text into a rich editor at the live selection. Each
 * dispatches one write and returns; the caller verifies and decides what comes next.
 * Text always travels as text/plain: never HTML.
 */
import type { InsertPath } from './editor-family';

/** The element an editor listens on for this selection: the selection's element, else root. */
export function eventTargetFor(root: HTMLElement): HTMLElement {
  const sel = root.ownerDocument.getSelection();
  const node = sel?.focusNode ?? null;
  const el = node ? (node.nodeType === 1 ? (node as HTMLElement) : node.parentElement) : null;
  return el && root.contains(el) ? el : root;
}

function plainTransfer(text: string): DataTransfer {
  const dt = new DataTransfer();
  dt.setData('text/plain', text);
  return dt;
}

export function insertWithExecCommand(doc: Document, text: string): void {
  // An empty rewrite deletes the selection; insertText('') is a no-op in some browsers.
  if (text === '') doc.execCommand('delete', false);
  else doc.execCommand('insertText', false, text);
}

export function insertWithPaste(target: HTMLElement, text: string): void {
  const view = target.ownerDocument.defaultView ?? window;
  const event = new view.ClipboardEvent('paste', {
    clipboardData: plainTransfer(text),
    bubbles: true,
    cancelable: true,
    composed: true,
  });
  target.dispatchEvent(event);
}

export function insertWithBeforeInput(target: HTMLElement, text: string): void {
  const view = target.ownerDocument.defaultView ?? window;
  const event = new view.InputEvent('beforeinput', {
    inputType: 'insertReplacementText',
    // As the Input Events spec has it for this type: data null, the text in dataTransfer.
    dataTransfer: plainTransfer(text),
    bubbles: true,
    cancelable: true,
    composed: true,
  });
  target.dispatchEvent(event);
}

export function runInsertPath(path: InsertPath, root: HTMLElement, text: string): void {
  const target = eventTargetFor(root);
  if (path === 'execCommand') insertWithExecCommand(root.ownerDocument, text);
  else if (path === 'paste') insertWithPaste(target, text);
  else insertWithBeforeInput(target, text);
}

/**
 * Undo the last write: editors that keep their own history handle a `historyUndo`
 * beforeinput (and cancel it); otherwise the browser's own undo stack is the one written to.
 */
export function undoInEditor(root: HTMLElement): void {
  const view = root.ownerDocument.defaultView ?? window;
  const event = new view.InputEvent('beforeinput', {
    inputType: 'historyUndo',
    bubbles: true,
    cancelable: true,
    composed: true,
  });
  const handled = !eventTargetFor(root).dispatchEvent(event);
  if (!handled) root.ownerDocument.execCommand('undo', false);
}
