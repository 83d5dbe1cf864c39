/**
 * Lexical (`[data-lexical-editor]`). It owns its DOM and ignores edits it did not make:
 * execCommand('insertText') leaves the DOM and the model out of step (text duplicated, line
 * breaks lost). A paste, or an insertReplacementText beforeinput, goes through its commands; a
 * text/html paste keeps headings, lists, links and marks where the editor has those nodes.
 */
import type { EditorFamily } from '../editor-family';
import {
  readBlocks,
  readBlockStructure,
  readSelectedBlocks,
  type BlockTextOptions,
} from '../block-text';
import { closestEditableRoot } from './editable-root';

const text: BlockTextOptions = { skip: '[data-lexical-decorator="true"]' };

export const lexicalFamily: EditorFamily = {
  name: 'lexical',
  match: (node) => closestEditableRoot(node, '[data-lexical-editor="true"]'),
  paths: ['paste', 'beforeinput'],
  // Its paste command turns text/html into its nodes (those the editor registered).
  pastesHtml: true,
  readText: (root) => readBlocks(root, text),
  readBreaks: (root) => readBlockStructure(root, text).breaks,
  selectionText: (root, selection) => readSelectedBlocks(root, selection, text),
};
