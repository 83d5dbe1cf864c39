/**
 * CKEditor 5 (`.ck-editor__editable`). It re-renders its DOM from its model, so
 * execCommand('insertText') is reverted. A paste is one undo step, but its plain-text
 * conversion reads a single "\n" as a soft break (<br>) and "\n\n" as a new paragraph: see
 * `paragraphBreak`. Its undo ignores historyUndo and execCommand('undo'): it listens for the
 * Ctrl+Z keystroke. An insertReplacementText beforeinput lands in the model but takes one
 * undo step per line, so it is not offered. A formatted paste from inside a list is shaped so
 * that its List plugin does not make every pasted block an item (ckeditor5-list-paste.ts).
 */
import type { EditorFamily } from '../editor-family';
import { pressUndoKey } from '../editor-signals';
import {
  readBlocks,
  readBlockStructure,
  readSelectedBlocks,
  type BlockTextOptions,
} from '../block-text';
import { closestEditableRoot } from './editable-root';

const text: BlockTextOptions = {
  skip: '.ck-fake-selection-container, .ck-widget__type-around, .ck-widget__resizer, [data-cke-filler]',
};

export const ckeditorFamily: EditorFamily = {
  name: 'ckeditor',
  match: (node) => closestEditableRoot(node, '.ck-editor__editable'),
  paths: ['paste'],
  // Its clipboard pipeline turns a text/html paste into its model (the plugins it has).
  pastesHtml: true,
  shapePaste: 'ckeditor5-list',
  paragraphBreak: '\n\n',
  readText: (root) => readBlocks(root, text),
  readBreaks: (root) => readBlockStructure(root, text).breaks,
  selectionText: (root, selection) => readSelectedBlocks(root, selection, text),
  undo: pressUndoKey,
};
