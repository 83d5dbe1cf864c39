/**
 * The formatted access of an editor that parses a text/html paste into its own model
 * (EditorFamily.pastesHtml: ProseMirror/Tiptap, Lexical, Quill 2, TinyMCE, CKEditor 4 and 5,
 * Slate, Draft.js; Quill 1 through its clipboard container, EditorFamily.pasteFragment). The
 * span is selected as for a plain write, then the rendered fragment is pasted as text/html with
 * its plain text (its blocks a line each) beside it (Slate: in the insertFromPaste beforeinput,
 * htmlPasteAs): the editor turns headings, lists and marks into its own nodes in one
 * transaction, one undo step.
 * Its DOM is rendered from that model, so capturing the span again reads what the model holds;
 * replace-formatted.ts compares that with what was meant and undoes a write that differs.
 */
import type { EditorFamily } from './editor-family';
import type { EditableTarget, FormattedAccess } from './editable-target';
import { assertRootHolds } from './focus-guard';
import { writePathsHere } from './formatting/formatting-writer';
import { formattedReadingOf } from './formatted-span';
import { claimedBeforeInput, htmlOf, insertWithBeforeInput, insertWithPaste } from './insert-paths';
import { readTextMap } from './text-map';

type Reading = Pick<EditableTarget, 'read' | 'select'>;

/**
 * Whether the rendered fragment's last block is a plain paragraph. Quill 2's clipboard drops
 * the line end of such a last block (it keeps a list item's, a heading's or a quote's), so the
 * selected line's own end must stay: taking it would join the next line to the paste.
 */
function endsInParagraph(fragment: DocumentFragment): boolean {
  return fragment.lastChild?.nodeName === 'P';
}

export function pastedFormattedAccess(
  root: HTMLElement,
  target: Reading,
  family: EditorFamily,
  onWrite: () => void,
): FormattedAccess {
  /** The family's text (target.read(), as richTarget reads it) and the DOM map, one walk. */
  const reading = () => {
    if (family.readText) {
      const breaks = () => family.readBreaks?.(root);
      return formattedReadingOf(root, family.readText(root), breaks);
    }
    const map = readTextMap(root);
    return formattedReadingOf(root, map.text, () => map.breaks, map);
  };
  return {
    capture: (span) => reading().capture(span),
    reading,
    writeHtml(span, fragment, text) {
      // A family's shaped paste is in the writer's file: without it, nothing is written
      // (WritePathsAbsentError), never the fragment unshaped.
      const paths = family.shapePaste && writePathsHere();
      const own = target.read();
      const throughBreak =
        family.pasteTakesBlockEnd && own[span.end] === '\n' && !endsInParagraph(fragment);
      target.select(throughBreak ? { start: span.start, end: span.end + 1 } : span);
      family.beforeWrite?.(root);
      // The family's shape of the paste, its range made the selection (families/write-paths.ts).
      const shaped = paths ? paths.shapePaste(family.shapePaste!, root, fragment) : fragment;
      assertRootHolds(root);
      onWrite();
      // A delete the editor did not claim wrote nothing: no paste either.
      if (family.pasteDeletesFirst && !claimedBeforeInput(root, 'deleteContentBackward')) {
        return false;
      }
      // Quill 1 takes the fragment itself: no HTML to serialise.
      if (family.pasteFragment) return family.pasteFragment(root, shaped);
      const html = htmlOf(root.ownerDocument, shaped);
      return family.htmlPasteAs === 'beforeinput'
        ? insertWithBeforeInput(root, text, html)
        : insertWithPaste(root, text, html);
    },
  };
}
