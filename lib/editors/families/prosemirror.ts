/**
 * ProseMirror and everything built on it (Tiptap, Remirror, Atlassian editors): `.ProseMirror`.
 * A plain-text paste goes through its clipboard parser (lines become paragraphs) as one
 * transaction, one undo step; execCommand('insertText') is read back by its DOM observer. A
 * text/html paste goes through the same parser: headings, lists and marks become its nodes.
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
  pastesHtml: true,
  readText: (root) => readBlocks(root, text),
  readBreaks: (root) => readBlockStructure(root, text).breaks,
  selectionText: (root, selection) => readSelectedBlocks(root, selection, text),
};
