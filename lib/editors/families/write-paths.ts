/**
 * The write paths only a formatted write takes, bundled into formatting-writer.js next to the
 * writer (scripts/build-formatting-writer.ts), not into the content script (issue 25: 1.5 kB
 * gzip it carried for every page). A family names its shaped paste (EditorFamily.shapePaste);
 * the content script reaches these through the writer's global (writePathsHere in
 * ../formatting/formatting-writer.ts), loaded before any formatted write.
 */
import {
  createFormattingWriter,
  WritePathsAbsentError,
  type FormattingWriter,
  type WritePaths,
} from '../formatting/formatting-writer';
import { seamWrite } from '../formatting/seam-write';
import type { PasteShape } from '../editor-family';
import { needsLeadBlock, withLeadBlock } from '../lead-block';
import { endPastBlockFillers } from './block-end-fillers';
import { ckeditor4ListPaste } from './ckeditor4-list-paste';
import { ckeditor5ListPaste } from './ckeditor5-list-paste';
import { draftListPaste } from './draft-paste';
import { slateListPaste } from './slate-list-paste';
import { tinymcePaste } from './tinymce-paste';
import { trixShapePaste } from './trix-paste';

type Shape = (root: HTMLElement, range: Range, fragment: DocumentFragment) => DocumentFragment;

const SHAPES: Record<PasteShape, Shape> = {
  'slate-list': slateListPaste,
  'ckeditor5-list': ckeditor5ListPaste,
  // A block's trailing filler left by the selection (Gecko's <br type="_moz">) is taken with it.
  'ckeditor4-list': (root, range, fragment) =>
    ckeditor4ListPaste(root, endPastBlockFillers(root, range), fragment),
  tinymce: tinymcePaste,
  'draft-list': draftListPaste,
  trix: trixShapePaste,
};

export const writePaths: WritePaths = {
  shapePaste(shape, root, fragment) {
    const sel = root.ownerDocument.getSelection();
    const shapeOf = SHAPES[shape as PasteShape];
    // An unknown name: a content script newer than the writer left in this frame. Refused as
    // an absent writer is, never pasted unshaped.
    if (!shapeOf) throw new WritePathsAbsentError();
    if (!sel?.rangeCount) return fragment;
    const range = sel.getRangeAt(0).cloneRange();
    const shaped = shapeOf(root, range, fragment);
    sel.removeAllRanges();
    sel.addRange(range);
    // Editors that keep their own selection (CKEditor 5) sync it on selectionchange, which the
    // browser fires only after the paste: without this one, the paste covered the old range
    // (measured in CKEditor 5; writeShapedPaste in shaped-paste.ts does the same).
    root.ownerDocument.dispatchEvent(new Event('selectionchange'));
    return shaped;
  },
  fromFirstBlock: (root, range, fragment, write) =>
    needsLeadBlock(root, range, true, fragment) ? withLeadBlock(root, range, write) : write(),
  seamWrite,
};

/** What formatting-writer.js leaves under WRITER_GLOBAL: the writer with these paths. */
export function injectedWriter(): FormattingWriter & WritePaths {
  return { ...createFormattingWriter(), ...writePaths };
}
