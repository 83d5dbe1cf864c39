/**
 * A contenteditable root as an EditableTarget: plain contenteditable, or a rich editor whose
 * EditorFamily says how it reads, which insertion paths it accepts, and (optionally) how its
 * paragraph breaks are written, what follows a write and how it undoes. Spans are offsets in
 * the family's text (its readText, or the generic reader); selections are set through the
 * generic reader's DOM map, translating spans between the two when they differ.
 */
import type { EditorFamily, InsertPath } from './editor-family';
import type { EditableTarget, FormattedAccess, UndoMethod, WritePath } from './editable-target';
import { pressUndoKey } from './editor-signals';
import { assertConnected, assertFocusIn, assertRootHolds } from './focus-guard';
import { hardSpacesIn } from './formatted-surroundings';
import { formattedReadingOf, formattedSpanOf, needsFormatting } from './formatted-span';
import { writePathsHere } from './formatting/formatting-writer';
import { inlineParagraph } from './formatting/render-html';
import { pastedFormattedAccess } from './pasted-formatted-access';
import { sanitizedSavesOf, type SanitizedSaves } from './sanitized-saves';
import {
  insertHtmlFragment,
  isGecko,
  linesAsBlocks,
  runInsertPath,
  sendHistoryUndo,
} from './insert-paths';
import { selectionFor } from './shadow-selection';
import { locateNear, translateSpan, type Span } from './span';
import { readTextMap, type TextMap } from './text-map';
import { plainFragment, wholeBlockWrite } from './whole-block-write';

/** The outermost contenteditable element containing `node`, or null. */
export function editingHostOf(node: Node | null): HTMLElement | null {
  let el: HTMLElement | null =
    node === null ? null : node.nodeType === 1 ? (node as HTMLElement) : node.parentElement;
  let host: HTMLElement | null = null;
  while (el) {
    if (isEditable(el)) host = el;
    else if (host) break;
    el = el.parentElement;
  }
  return host;
}

function isEditable(el: HTMLElement): boolean {
  if (typeof el.isContentEditable === 'boolean' && el.isContentEditable) return true;
  const attr = el.getAttribute('contenteditable');
  return attr === '' || attr === 'true' || attr === 'plaintext-only';
}

/** The family that owns `node` and its root, first match wins. */
export function findFamily(
  node: Node,
  families: readonly EditorFamily[],
): { family: EditorFamily; root: HTMLElement } | null {
  for (const family of families) {
    const root = family.match(node);
    if (root) return { family, root };
  }
  return null;
}

/**
 * The text as written through `path`: a family's `paragraphBreak` stands for each "\n" in the
 * text/plain that a paste or a beforeinput carries (execCommand always takes "\n").
 */
export function textForPath(family: EditorFamily | null, path: InsertPath, text: string): string {
  if (!family?.paragraphBreak || path === 'execCommand') return text;
  return text.replace(/\r?\n/g, family.paragraphBreak);
}

/**
 * The general path, for any editable no family claims: a paste first (an editor with its own
 * model and history claims it), then the browser's insertText. The core verifies each and
 * restores the text between them (replace.ts).
 */
export const GENERAL_PATHS: readonly WritePath[] = ['paste', 'execCommand'];
/** The general undo: the editor's history if it claims historyUndo, its Ctrl+Z, the browser's. */
export const GENERAL_UNDO: readonly UndoMethod[] = ['historyUndo', 'undoKey', 'execCommand'];

/**
 * The range a formatted write replaces in a plain contenteditable. A span starting a block
 * starts at the end of the block before it: Chromium's insertHTML over whole blocks otherwise
 * keeps the first block's kind for the block after the selection (a paragraph after a replaced
 * heading becomes a heading). Not when the fragment starts with a paragraph (`firstIsParagraph`):
 * pasted at a block's end, Chromium joins that paragraph to the block (Gecko puts it inside a
 * list item), while from its own block's start it lands as a paragraph in both (measured,
 * docs/editors.md note ¹⁷). A span starting the editor's first block has no block before: in
 * Chromium one is lent for the write (lead-block.ts). The write is verified either way
 * (replace-formatted.ts).
 */
function htmlRangeOf(
  root: HTMLElement,
  map: TextMap,
  span: Span,
  firstIsParagraph: boolean,
): Range {
  const startsBlock = !firstIsParagraph && span.start > 0 && map.text[span.start - 1] === '\n';
  const start = startsBlock
    ? map.pointAt(span.start - 1, 'backward')
    : map.pointAt(span.start, 'forward');
  const end = map.pointAt(span.end, 'backward');
  const range = root.ownerDocument.createRange();
  range.setStart(start.node, start.offset);
  range.setEnd(end.node, end.offset);
  return range;
}

/** Whether the span starts a block right after a <div> line (a <div> of the root's). */
function followsDivLine(root: HTMLElement, map: TextMap, span: Span): boolean {
  if (span.start === 0 || map.text[span.start - 1] !== '\n') return false;
  const { node } = map.pointAt(span.start - 1, 'backward');
  const element = node.nodeType === 1 ? (node as Element) : node.parentElement;
  const block = element?.closest('p, div, h1, h2, h3, h4, h5, h6, li, blockquote, pre, td');
  return block?.nodeName === 'DIV' && block !== root && root.contains(block);
}

/**
 * Selects `range` and inserts `fragment` there as one edit (insertHtmlFragment): the formatted
 * write and the plain write of an Editor.js block alike. True when the browser took it.
 */
function insertOver(root: HTMLElement, range: Range, fragment: DocumentFragment): boolean {
  const sel = selectionFor(root);
  sel?.removeAllRanges();
  sel?.addRange(range);
  return insertHtmlFragment(root.ownerDocument, fragment, () => assertRootHolds(root));
}

/**
 * The formatted access of a plain contenteditable: the browser's own editing. One whose save
 * sanitizes (Editor.js, sanitized-saves.ts) is written in the tags it saves, shaped as its
 * blocks hold content (inline, with the rest of the block), and only what it keeps.
 */
function plainFormattedAccess(
  root: HTMLElement,
  onWrite: () => void,
  saves: SanitizedSaves | null,
): FormattedAccess {
  // Its read() is the map's own text (no family reads it otherwise).
  const reading = () => {
    const map = readTextMap(root);
    const hardSpaces = (span: Span) => hardSpacesIn(map, span);
    return { ...formattedReadingOf(root, map.text, () => map.breaks, map), hardSpaces };
  };
  return {
    capture: (span) => reading().capture(span),
    reading,
    writeHtml(span, rendered) {
      assertConnected(root);
      let shaped = saves ? saves.shape(rendered) : rendered;
      root.focus({ preventScroll: true });
      const write = (range: Range, fragment: DocumentFragment) => () => {
        onWrite();
        return insertOver(root, range, fragment);
      };
      // An Editor.js block: its whole content at once (whole-block-write.ts).
      if (saves?.inline) {
        const { range, fragment } = wholeBlockWrite(root, span, shaped);
        return write(range, fragment)();
      }
      // A <div> line is a paragraph there as much as a <p> (measured the same in Chromium).
      // Gecko nests blocks pasted at a <div> line's end inside that <div> (what the page
      // submits changes; the span reads the same, so verification cannot see it), and does
      // not spread the first block's kind the other way (note ¹⁴): there, from its own start.
      const map = readTextMap(root);
      const first = shaped.firstChild?.nodeName;
      const fromOwnStart =
        first === 'P' ||
        first === 'DIV' ||
        (isGecko(root.ownerDocument) && followsDivLine(root, map, span));
      let range = htmlRangeOf(root, map, span, fromOwnStart);
      // A paragraph's part beside a space: written to the paragraph's edge (seam-write.ts),
      // one paragraph inside one as that paragraph's whole content, inline. Gecko: any edge
      // inside a paragraph (it splits there before a "." too).
      const seam = writePathsHere().seamWrite(root, range, shaped, isGecko(root.ownerDocument));
      if (seam && shaped.childNodes.length === 1) return write(seam.range, seam.fragment)();
      if (seam) ({ range, fragment: shaped } = seam);
      // One paragraph with a line break: its inline content over the span alone (render-html.ts).
      const inline = inlineParagraph(shaped);
      if (inline) return write(range, inline)();
      // From the editor's first block, Chromium needs a block before it (lead-block.ts, in the
      // writer's file: families/write-paths.ts); never for one block or inline content.
      return span.start === 0 && shaped.childNodes.length > 1
        ? writePathsHere().fromFirstBlock(root, range, shaped, write(range, shaped))
        : write(range, shaped)();
    },
    ...(saves && { markTags: saves.tags, keeps: saves.keeps }),
  };
}

export function richTarget(root: HTMLElement, family: EditorFamily | null): EditableTarget {
  const doc = root.ownerDocument;
  const saves = family === null ? sanitizedSavesOf(root) : null;
  const read = () => (family?.readText ? family.readText(root) : readTextMap(root).text);
  /** The browser's undo steps of the last write (insert-paths.ts): what one undo takes back. */
  let browserUndoSteps = 1;
  const target: EditableTarget = {
    family: family?.name ?? 'contenteditable',
    element: root,
    singleLine: false,
    paths: family ? family.paths : GENERAL_PATHS,
    read,
    readBreaks: () => (family?.readText ? family.readBreaks?.(root) : readTextMap(root).breaks),
    selection(): Span | null {
      const sel = selectionFor(root);
      if (!sel || sel.rangeCount === 0 || sel.isCollapsed) return null;
      const range = sel.getRangeAt(0);
      if (!root.contains(range.commonAncestorContainer)) return null;
      const map = readTextMap(root);
      const generic = {
        start: map.offsetOf(range.startContainer, range.startOffset),
        end: map.offsetOf(range.endContainer, range.endOffset),
      };
      if (!family?.readText && !family?.selectionText) return generic;
      const own = read();
      const selected =
        family.selectionText?.(root, sel) ?? map.text.slice(generic.start, generic.end);
      return locateNear(own, selected, generic.start) ?? translateSpan(map.text, own, generic);
    },
    select(span) {
      assertConnected(root);
      const map = readTextMap(root);
      const generic = translateSpan(read(), map.text, span);
      const start = map.pointAt(generic.start, 'forward');
      const end = map.pointAt(generic.end, 'backward');
      root.focus({ preventScroll: true });
      const range = doc.createRange();
      range.setStart(start.node, start.offset);
      range.setEnd(end.node, end.offset);
      const sel = selectionFor(root);
      sel?.removeAllRanges();
      sel?.addRange(range);
      // Editors sync their model selection on selectionchange, which fires asynchronously.
      doc.dispatchEvent(new Event('selectionchange'));
    },
    write(path, text) {
      // An Editor.js block: its whole content at once, as the formatted write. Its paste (an
      // insertHTML of the text alone) left, in a List item in Firefox, text nodes beside the
      // item's that its save() merges outside the undo history: one Ctrl+Z did not undo.
      const span = saves?.inline ? target.selection() : null;
      if (span) {
        const { range, fragment } = wholeBlockWrite(root, span, plainFragment(doc, text));
        browserUndoSteps = 1;
        return insertOver(root, range, fragment);
      }
      const insert = path === 'valueSetter' ? 'execCommand' : path;
      family?.beforeWrite?.(root);
      const guard = () => assertRootHolds(root);
      // No family, Gecko, several lines: one insertHTML of blocks (insert-paths.ts linesAsBlocks).
      const blocks = !family && insert === 'execCommand' ? linesAsBlocks(root, text) : null;
      const result = family?.write
        ? { claimed: family.write(root, insert, text, guard), undoSteps: 0 }
        : blocks
          ? { claimed: insertHtmlFragment(doc, blocks, guard), undoSteps: 1 }
          : runInsertPath(insert, root, textForPath(family, insert, text), guard);
      browserUndoSteps = Math.max(1, result.undoSteps);
      family?.afterWrite?.(root, insert);
      return result.claimed;
    },
    ...(family === null && {
      formatted: plainFormattedAccess(root, () => (browserUndoSteps = 1), saves),
    }),
    undoMethods: family?.undo ? ['family'] : GENERAL_UNDO,
    undo(method) {
      root.focus({ preventScroll: true });
      if (method === 'family' && family?.undo) return family.undo(root);
      if (method === 'historyUndo') return sendHistoryUndo(root);
      if (method === 'undoKey') return pressUndoKey(root);
      // The browser's undo acts on the focused editor: never on another one. A write made
      // of several commands (Gecko's lines) is taken back as a whole.
      let undone = false;
      for (let i = 0; i < browserUndoSteps; i++) {
        assertFocusIn(root);
        undone = doc.execCommand('undo', false) || undone;
      }
      browserUndoSteps = 1;
      return undone;
    },
  };
  if (family?.pastesHtml) {
    target.formatted = pastedFormattedAccess(root, target, family, () => (browserUndoSteps = 1));
  } else if (family || saves) {
    // Also where the formatted write exists but does not keep everything (saves.keeps).
    target.losesFormatting = (span) => {
      const map = readTextMap(root);
      const own = family?.readText ? family.readText(root) : map.text;
      const model = formattedSpanOf(root, translateSpan(own, map.text, span), map);
      return model !== null && needsFormatting(model);
    };
  }
  return target;
}
