/**
 * Draft.js (`.public-DraftEditor-content`). A plain-text paste becomes blocks, one undo
 * step. execCommand('insertText') mutates the DOM under React and crashes the editor
 * (removeChild), and it ignores insertReplacementText: paste is the only path.
 * Its undo is the Ctrl+Z keystroke (it ignores historyUndo and execCommand('undo')).
 * A text/html paste (a formatted write) keeps headings, lists (nested: draft-paste.ts), quotes,
 * links and marks, one undo step; a nested item is read by its depth class (dom-context.ts).
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

const text: BlockTextOptions = { skip: '[contenteditable="false"]' };

export const draftFamily: EditorFamily = {
  name: 'draft',
  match: (node) => closestEditableRoot(node, '.public-DraftEditor-content'),
  paths: ['paste'],
  // Its paste parses text/html (convertFromHTML): block types, inline styles, links.
  pastesHtml: true,
  // Nested lists as its parser reads them (draft-paste.ts).
  shapePaste: 'draft-list',
  readText: (root) => readBlocks(root, text),
  readBreaks: (root) => readBlockStructure(root, text).breaks,
  selectionText: (root, selection) => readSelectedBlocks(root, selection, text),
  undo: pressUndoKey,
};
