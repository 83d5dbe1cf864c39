/**
 * TinyMCE (`body#tinymce.mce-content-body` inside its iframe, or `.mce-content-body`
 * inline). It edits the DOM in place; a multi-line native insertText is one undo level, a
 * one-line one is none until an insertReplacementText input event announces it (afterWrite).
 * Its paste handler turns plain text into blocks that split the surrounding paragraph instead
 * of merging with it, and it ignores insertReplacementText. Its undo is the Ctrl+Z keystroke
 * (its own undo manager; execCommand('undo') would bypass it and leave its levels stale).
 * The user's typing stays one open undo level until a Ctrl key-up (beforeWrite) closes it.
 * A text/html paste (a formatted write) keeps headings, lists, links and marks, one undo
 * level, its range and fragment shaped as its paste takes them (tinymce-paste.ts). Same in
 * TinyMCE 7 and 8.
 */
import type { EditorFamily } from '../editor-family';
import { announceReplacement, pressUndoKey, releaseControlKey } from '../editor-signals';
import {
  readBlocks,
  readBlockStructure,
  readSelectedBlocks,
  type BlockTextOptions,
} from '../block-text';
import { closestEditableRoot } from './editable-root';

const text: BlockTextOptions = { skip: '[data-mce-bogus="all"]' };

export const tinymceFamily: EditorFamily = {
  name: 'tinymce',
  match: (node) => closestEditableRoot(node, '.mce-content-body'),
  paths: ['execCommand'],
  // Its paste handler parses text/html into its DOM as one undo level (formatted writes only).
  pastesHtml: true,
  shapePaste: 'tinymce',
  readText: (root) => readBlocks(root, text),
  readBreaks: (root) => readBlockStructure(root, text).breaks,
  selectionText: (root, selection) => readSelectedBlocks(root, selection, text),
  beforeWrite: releaseControlKey,
  afterWrite: (root) => announceReplacement(root),
  undo: pressUndoKey,
};
