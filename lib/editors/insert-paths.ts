/**
 * The three generic ways of writing text into a rich editor at the live selection. Each
 * dispatches one write and returns; the caller verifies and decides what comes next.
 * Text always travels as text/plain, except the formatted write (insertHtmlFragment): HTML
 * serialised from a fragment we built with DOM APIs, the provider's text only in text nodes.
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

/** A Firefox content script's view of the page's window: the page's own objects behind it. */
type XrayWindow = Window & { wrappedJSObject?: { DataTransfer?: typeof DataTransfer } };

/**
 * A DataTransfer holding `text` as text/plain. Firefox content scripts live in a compartment
 * of their own, and a DataTransfer they build reaches the page's listeners with its type but
 * `getData('text/plain') === ''`; one built with the page's own constructor (through the
 * Xray's `wrappedJSObject`) carries the text. Elsewhere there is no such wrapper.
 */
export function plainTransfer(view: Window, text: string, html?: string): DataTransfer {
  const PageDataTransfer = (view as XrayWindow).wrappedJSObject?.DataTransfer;
  const dt = typeof PageDataTransfer === 'function' ? new PageDataTransfer() : new DataTransfer();
  dt.setData('text/plain', text);
  if (html !== undefined) dt.setData('text/html', html);
  return dt;
}

/**
 * Gecko's insertText writes each "\n" as a <br> inside the paragraph, where Chromium splits
 * the paragraph: there, a line break is written as insertParagraph between the lines.
 */
export function writesLineBreaksAsBr(doc: Document): boolean {
  return isGecko(doc);
}

/** Whether `doc` runs in Gecko (Firefox), whose editing commands differ from Chromium's. */
export function isGecko(doc: Document): boolean {
  return / Gecko\/\d/.test(doc.defaultView?.navigator.userAgent ?? '');
}

/**
 * Runs the editing commands that write `text` at the selection; returns how many ran (each
 * is one step of the browser's undo), 0 when the browser ran none (not whether the editor
 * kept the result). `guard` runs right before each command and throws when the focus has
 * left the target (focus-guard.ts): execCommand writes wherever the focus is.
 */
export function insertWithExecCommand(
  doc: Document,
  text: string,
  guard: () => void = () => undefined,
): number {
  let steps = 0;
  const run = (command: string, value?: string) => {
    guard();
    if (doc.execCommand(command, false, value)) steps += 1;
  };
  // An empty rewrite deletes the selection; insertText('') is a no-op in some browsers.
  if (text === '') run('delete');
  else if (!text.includes('\n') || !writesLineBreaksAsBr(doc)) run('insertText', text);
  else {
    // Gecko: one command per line and per break, each its own undo step (the undo of the
    // target takes them back together; the user's Ctrl+Z takes one line at a time).
    text.split('\n').forEach((line, i) => {
      // insertParagraph over a selection deletes it first, as insertText does.
      if (i > 0) run('insertParagraph');
      if (line !== '') run('insertText', line);
    });
  }
  return steps;
}

/**
 * Gecko, a rewrite of several lines across blocks (<p>s or <div>s of the editor's): the lines
 * as blocks of the first's kind, each line its text node, for one insertHTML (one Ctrl+Z). By
 * lines (insertWithExecCommand) the user's Ctrl+Z took 2n − 1 presses, and Gecko's
 * insertParagraph made <div>s of the <p>s (measured, docs/editors.md note ²). Its insertHTML
 * of blocks from or to a block's middle was refused by verification (measured): the selection
 * is widened to the whole first and last blocks, what it left of them (cloned, marks kept)
 * written before the first line and after the last. Else null.
 */
export function linesAsBlocks(root: HTMLElement, text: string): DocumentFragment | null {
  const doc = root.ownerDocument;
  const sel = selectionFor(root);
  if (!text.includes('\n') || !isGecko(doc) || !sel?.rangeCount) return null;
  const range = sel.getRangeAt(0);
  const blockOf = (node: Node) => {
    const block = (node.nodeType === 1 ? (node as Element) : node.parentElement)?.closest('p, div');
    return block && block !== root && root.contains(block) ? block : null;
  };
  const [first, last] = [blockOf(range.startContainer), blockOf(range.endContainer)];
  if (!first || !last) return null;
  const whole = doc.createRange();
  whole.setStart(first, 0);
  whole.setEnd(range.startContainer, range.startOffset);
  const head = whole.cloneContents();
  whole.setStart(range.endContainer, range.endOffset);
  whole.setEnd(last, last.childNodes.length);
  const tail = whole.cloneContents();
  whole.setStart(first, 0);
  const lines = text.split('\n');
  const fragment = doc.createDocumentFragment();
  lines.forEach((line, i) => {
    const written = doc.createElement(first.localName);
    written.append(i ? '' : head, line, i < lines.length - 1 ? '' : tail);
    if (!written.textContent) written.append(doc.createElement('br'));
    fragment.append(written);
  });
  sel.removeAllRanges();
  sel.addRange(whole);
  return fragment;
}

/**
 * Returns whether the editor claimed the paste (cancelled it): it then took the text through
 * its own model and history. A synthetic paste has no default action, so an unclaimed one
 * usually wrote nothing, but some editors act on it later (read what the browser pasted on a
 * timer): the caller compares the text before going on.
 */
export function insertWithPaste(target: HTMLElement, text: string, html?: string): boolean {
  const view = target.ownerDocument.defaultView ?? window;
  const init = {
    clipboardData: plainTransfer(view, text, html),
    // Gecko ignores `clipboardData` (its init dictionary has no such member: the event keeps
    // an empty one) and fills it from its own `dataType` + `data`, one type only: the HTML
    // when there is some (an editor's parser reads it first); Chromium ignores these.
    dataType: html === undefined ? 'text/plain' : 'text/html',
    data: html ?? text,
    bubbles: true,
    cancelable: true,
    composed: true,
  } as ClipboardEventInit;
  const event = new view.ClipboardEvent('paste', init);
  return !target.dispatchEvent(event);
}

/**
 * Returns whether the editor claimed (cancelled) the beforeinput, as for a paste. With `html`
 * it is the beforeinput of a real paste (insertFromPaste, both types), for editors that read
 * a rich paste there only (EditorFamily.htmlPasteAs).
 */
export function insertWithBeforeInput(target: HTMLElement, text: string, html?: string): boolean {
  const view = target.ownerDocument.defaultView ?? window;
  return claimedBeforeInput(
    target,
    html === undefined ? 'insertReplacementText' : 'insertFromPaste',
    {
      // As the Input Events spec has it for this type: data null, the text in dataTransfer.
      dataTransfer: plainTransfer(view, text, html),
    },
  );
}

/**
 * Dispatches a beforeinput of `inputType` (bubbling, cancelable, out of shadow roots) at
 * `target`; returns whether the editor claimed (cancelled) it. The one shape every beforeinput
 * we send has: an insertion, the editor's own delete (EditorFamily.pasteDeletesFirst:
 * deleteContentBackward), its undo (historyUndo).
 */
export function claimedBeforeInput(
  target: Node & EventTarget,
  inputType: string,
  init: InputEventInit = {},
): boolean {
  const view = target.ownerDocument?.defaultView ?? window;
  const event = new view.InputEvent('beforeinput', {
    ...init,
    inputType,
    bubbles: true,
    cancelable: true,
    composed: true,
  });
  return !target.dispatchEvent(event);
}

/** What a write through one path did. */
export interface InsertResult {
  /** The editor claimed the event, or the browser ran the command. */
  claimed: boolean;
  /** Steps of the browser's own undo the write made (execCommand; 0 for events). */
  undoSteps: number;
}

/**
 * Writes through `path`. `guard` runs right before the write (and before each command of
 * it) and throws when the target no longer holds the focus and the selection.
 */
export function runInsertPath(
  path: InsertPath,
  root: HTMLElement,
  text: string,
  guard: () => void = () => undefined,
): InsertResult {
  const target = eventTargetFor(root);
  if (path === 'execCommand') {
    const undoSteps = insertWithExecCommand(root.ownerDocument, text, guard);
    return { claimed: undoSteps > 0, undoSteps };
  }
  guard();
  const claimed =
    path === 'paste' ? insertWithPaste(target, text) : insertWithBeforeInput(target, text);
  return { claimed, undoSteps: 0 };
}

/**
 * A `historyUndo` beforeinput: editors that keep their own history handle it and cancel it.
 * Returns whether the editor claimed it.
 */
export function sendHistoryUndo(root: HTMLElement): boolean {
  return claimedBeforeInput(eventTargetFor(root), 'historyUndo');
}

/**
 * The browser's insertHTML of a fragment we rendered (formatting/render-html.ts) over the
 * selection: one command, one undo step. The fragment is serialised by the browser, so the
 * provider's text stays text ("<b>" arrives escaped). Returns whether the command ran.
 */
/** A fragment built with DOM APIs (render-html.ts) as markup: text stays text, escaped. */
export function htmlOf(doc: Document, fragment: DocumentFragment): string {
  const holder = doc.createElement('div');
  holder.appendChild(fragment.cloneNode(true));
  return holder.innerHTML;
}

export function insertHtmlFragment(
  doc: Document,
  fragment: DocumentFragment,
  guard: () => void = () => undefined,
): boolean {
  const html = htmlOf(doc, fragment);
  guard();
  return doc.execCommand('insertHTML', false, html);
}
