/**
 * ProseMirror and everything built on it (Tiptap, Remirror, Atlassian editors): `.ProseMirror`.
 * A plain-text paste goes through its clipboard parser (lines become paragraphs) as one
 * transaction, one undo step; execCommand('insertText') is read back by its DOM observer.
 */
import type { EditorFamily } from '../editor-family';
import {
  readBlocks,
  readBlockStructure,
  readSelectedBlocks,
  type BlockTextOptions,
} from '../block-text';
import { closestEditableRoot } from './editable-root';

const text: BlockTextOptions = { skip: '.ProseMirror-separator, .ProseMirror-widget' };

export const prosemirrorFamily: EditorFamily = {
  name: 'prosemirror',
  match: (node) => closestEditableRoot(node, '.ProseMirror'),
  paths: ['paste', 'execCommand'],
  readText: (root) => readBlocks(root, text),
  readBreaks: (root) => readBlockStructure(root, text).breaks,
  selectionText: (root, selection) => readSelectedBlocks(root, selection, text),
};
