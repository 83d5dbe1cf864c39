/**
 * Trix (Basecamp, Rails' Action Text): `<trix-editor>`, its model a list of blocks (<div>)
 * whose text may hold line breaks (<br>). A text/plain paste is one undo step, but Trix writes
 * every "\n" of it as a line break inside the block: a rewrite across paragraphs is pasted as
 * text/html instead, its blocks shaped the way Trix inserts them (trix-paste.ts); where that
 * cannot be done the plain paste merges them, verification refuses it (snapshot.ts) and the
 * card offers Copy. insertText would split the blocks in the DOM but Trix records it as
 * several steps of its own history: not offered. It undoes on a historyUndo beforeinput (the
 * general undo). It copies its HTML into the hidden form field named by its `input`
 * attribute after each change (form-copy.ts checks it).
 */
import type { EditorFamily } from '../editor-family';
import { readBlocks, readBlockStructure, readSelectedBlocks } from '../block-text';
import { eventTargetFor, insertWithBeforeInput, runInsertPath } from '../insert-paths';
import { writeShapedPaste } from './shaped-paste';
import { closestEditableRoot } from './editable-root';
import { trixPaste } from './trix-paste';

export const trixFamily: EditorFamily = {
  name: 'trix',
  match: (node) => closestEditableRoot(node, 'trix-editor'),
  paths: ['paste'],
  // A formatted selection: a text/html insertFromPaste, its last block shaped (trix-paste.ts).
  pastesHtml: true,
  htmlPasteAs: 'beforeinput',
  shapePaste: 'trix',
  readText: (root) => readBlocks(root),
  readBreaks: (root) => readBlockStructure(root).breaks,
  selectionText: (root, selection) => readSelectedBlocks(root, selection),
  write(root, path, text, guard) {
    const took = writeShapedPaste(
      root,
      (selected) => trixPaste(root, selected, text),
      guard,
      // Trix's paste of HTML: a beforeinput insertFromPaste (what its input handling reads).
      (html) => insertWithBeforeInput(eventTargetFor(root), text, html),
    );
    return took ?? runInsertPath(path, root, text, guard).claimed;
  },
};
