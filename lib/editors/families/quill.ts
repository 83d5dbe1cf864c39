/**
 * Quill 2 (`.ql-editor`). Its clipboard module takes a synthetic paste as one user change (one
 * history step, "\n" becomes a new line); execCommand('insertText') also lands in the model
 * through its MutationObserver, so it is the fallback.
 */
import type { EditorFamily } from '../editor-family';
import { readBlocks, readSelectedBlocks, type BlockTextOptions } from './block-text';
import { closestEditableRoot } from './editable-root';

const text: BlockTextOptions = { skip: '.ql-ui' };

export const quillFamily: EditorFamily = {
  name: 'quill',
  match: (node) => closestEditableRoot(node, '.ql-editor'),
  paths: ['paste', 'execCommand'],
  readText: (root) => readBlocks(root, text),
  selectionText: (root, selection) => readSelectedBlocks(root, selection, text),
};
