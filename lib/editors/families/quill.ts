/**
 * Quill (`.ql-editor`), both majors.
 *
 * Quill 2: its clipboard module takes a synthetic paste as one user change (one history step,
 * "\n" becomes a new line); execCommand('insertText') also lands in the model through its
 * MutationObserver, so it is the fallback.
 *
 * Quill 1 has the same class but not the same behaviour: it does not cancel a paste, it moves
 * the focus to a hidden `.ql-clipboard` container and 1 ms later replaces the selection with
 * what that container holds (nothing, for a synthetic paste). Written through the general
 * path (a paste, then insertText), its DOM briefly showed the rewrite and then Quill rendered
 * its model again without the user's words (issue 25). So Quill 1 is written the way its own
 * clipboard works: the paste, then our paragraphs put into its container (quill1-clipboard.ts),
 * one history step that its Ctrl+Z binding takes back. Its container is the version sign.
 */
import type { EditorFamily } from '../editor-family';
import { pressUndoKey } from '../editor-signals';
import { runInsertPath } from '../insert-paths';
import {
  readBlocks,
  readBlockStructure,
  readSelectedBlocks,
  type BlockTextOptions,
} from '../block-text';
import { closestEditableRoot } from './editable-root';
import {
  pasteIntoQuill1,
  plainParagraphs,
  quill1Clipboard,
  quill1Fragment,
} from './quill1-clipboard';

const text: BlockTextOptions = { skip: '.ql-ui' };

const reading = {
  readText: (root: HTMLElement) => readBlocks(root, text),
  readBreaks: (root: HTMLElement) => readBlockStructure(root, text).breaks,
  selectionText: (root: HTMLElement, selection: Selection) =>
    readSelectedBlocks(root, selection, text),
};

export const quillFamily: EditorFamily = {
  name: 'quill',
  match: (node) => {
    const root = closestEditableRoot(node, '.ql-editor');
    return root && !quill1Clipboard(root) ? root : null;
  },
  paths: ['paste', 'execCommand'],
  // Quill 2's clipboard turns a text/html paste into its Delta: headers, lists, marks.
  pastesHtml: true,
  pasteTakesBlockEnd: true,
  ...reading,
};

export const quill1Family: EditorFamily = {
  name: 'quill1',
  match: (node) => {
    const root = closestEditableRoot(node, '.ql-editor');
    return root && quill1Clipboard(root) ? root : null;
  },
  // insertText stays the fallback (the general path's, verified and checked to stay written).
  paths: ['paste', 'execCommand'],
  // A formatted selection: the rendered blocks and marks put into its clipboard container,
  // which its matchers convert (headers, lists, bold, italic, links, code).
  pastesHtml: true,
  pasteFragment: (root, fragment) => pasteIntoQuill1(root, quill1Fragment(fragment)),
  ...reading,
  write: (root, path, written, guard) => {
    if (path !== 'paste') return runInsertPath(path, root, written, guard).claimed;
    guard();
    return pasteIntoQuill1(root, plainParagraphs(root.ownerDocument, written));
  },
  undo: pressUndoKey,
};
