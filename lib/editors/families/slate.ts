/**
 * Slate (`[data-slate-editor]`, slate-react). execCommand('insertText') changes the DOM but
 * NOT Slate's model (the next render throws it away), so it is never tried. Paste and an
 * insertReplacementText beforeinput both reach ReactEditor.insertData: one undo step.
 * A formatted write deletes the selection first (its own delete, a beforeinput), then pastes
 * at the caret in the same task: slate-history groups one task's operations, one undo step.
 * From inside a list, that paste starts before the list (slate-list-paste.ts).
 */
import type { EditorFamily } from '../editor-family';
import {
  readBlocks,
  readBlockStructure,
  readSelectedBlocks,
  type BlockTextOptions,
} from '../block-text';
import { closestEditableRoot } from './editable-root';

const text: BlockTextOptions = { skip: '[data-slate-placeholder], [contenteditable="false"]' };

export const slateFamily: EditorFamily = {
  name: 'slate',
  match: (node) => closestEditableRoot(node, '[data-slate-editor="true"]'),
  paths: ['paste', 'beforeinput'],
  // A rich paste reaches the app's insertData (Slate's paste-html example deserialises it).
  pastesHtml: true,
  htmlPasteAs: 'beforeinput',
  // Its insertFragment over a range merges the pasted edge blocks into the selected ones (a
  // heading-to-list selection came out with its list unwrapped, its last item a heading).
  pasteDeletesFirst: true,
  // Its delete keeps the list item a range starts in, and the paste lands in that list.
  shapePaste: 'slate-list',
  readText: (root) => readBlocks(root, text),
  readBreaks: (root) => readBlockStructure(root, text).breaks,
  selectionText: (root, selection) => readSelectedBlocks(root, selection, text),
};
