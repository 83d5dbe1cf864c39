/**
 * Quill 2 (`.ql-editor`). Its clipboard module takes a synthetic paste as one user change (one
 * history step, "\n" becomes a new line); execCommand('insertText') also lands in the model
 * through its MutationObserver, so it is the fallback.
 *
 * Quill 1 has the same class but not the same behaviour: it does not cancel a paste, it moves
 * the focus to a hidden `.ql-clipboard` container and 1 ms later deletes the selection and
 * inserts what the browser pasted there (nothing, for a synthetic paste). Its container is the
 * version sign: Quill 1 is left to the general path, which sees the unclaimed paste, restores
 * the deleted text and writes with insertText (replace.ts).
 */
import type { EditorFamily } from '../editor-family';
import {
  readBlocks,
  readBlockStructure,
  readSelectedBlocks,
  type BlockTextOptions,
} from '../block-text';
import { closestEditableRoot } from './editable-root';

const text: BlockTextOptions = { skip: '.ql-ui' };

/** Quill 1 keeps a contenteditable `.ql-clipboard` beside its editor; Quill 2 has none. */
function isQuill1(root: HTMLElement): boolean {
  return root.parentElement?.querySelector(':scope > .ql-clipboard') != null;
}

export const quillFamily: EditorFamily = {
  name: 'quill',
  match: (node) => {
    const root = closestEditableRoot(node, '.ql-editor');
    return root && !isQuill1(root) ? root : null;
  },
  paths: ['paste', 'execCommand'],
  readText: (root) => readBlocks(root, text),
  readBreaks: (root) => readBlockStructure(root, text).breaks,
  selectionText: (root, selection) => readSelectedBlocks(root, selection, text),
};
