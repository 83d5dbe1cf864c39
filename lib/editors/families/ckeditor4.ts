/**
 * CKEditor 4 (`body.cke_editable` in its wysiwygarea iframe, or an inline `.cke_editable`). It
 * keeps its own undo snapshots: edits made by the browser's execCommand are not one of them, so
 * one Ctrl+Z did nothing after such a write. A paste goes through its clipboard plugin, which
 * takes a snapshot first: one change, one Ctrl+Z (its keystroke handler; execCommand('undo')
 * would bypass it). A text/html paste keeps headings, lists, links and marks; a plain write is
 * pasted as HTML too, shaped the way its insertion keeps paragraphs (ckeditor4-paste.ts); a
 * formatted paste from a list item's start, from before its list (ckeditor4-list-paste.ts), its
 * end past its block's trailing fillers (block-end-fillers.ts).
 */
import type { EditorFamily } from '../editor-family';
import { pressUndoKey } from '../editor-signals';
import {
  readBlocks,
  readBlockStructure,
  readSelectedBlocks,
  type BlockTextOptions,
} from '../block-text';
import { eventTargetFor, insertWithPaste } from '../insert-paths';
import { writeShapedPaste } from './shaped-paste';
import { ckeditor4Paste } from './ckeditor4-paste';
import { closestEditableRoot } from './editable-root';

const text: BlockTextOptions = { skip: '[data-cke-hidden-sel], [data-cke-filler]' };

export const ckeditor4Family: EditorFamily = {
  name: 'ckeditor4',
  match: (node) => closestEditableRoot(node, '.cke_editable'),
  paths: ['paste'],
  pastesHtml: true,
  // From a list item's start, its end past its block's trailing fillers (write-paths.ts).
  shapePaste: 'ckeditor4-list',
  readText: (root) => readBlocks(root, text),
  readBreaks: (root) => readBlockStructure(root, text).breaks,
  selectionText: (root, selection) => readSelectedBlocks(root, selection, text),
  undo: pressUndoKey,
  write(root, _path, rewrite, guard) {
    const took = writeShapedPaste(
      root,
      (selected) => ckeditor4Paste(root, selected, rewrite),
      guard,
      (html) => insertWithPaste(eventTargetFor(root), rewrite, html),
    );
    return took ?? false;
  },
};
