/**
 * Editors whose saved content goes through a sanitizer that keeps fewer tags than they show.
 * Editor.js (a block of `.codex-editor`, 2.31) saves each block's HTML (a paragraph's or a
 * Header's text, a List 2.x item's content: each its own contenteditable) through its tools'
 * sanitize rules: <b> (Bold), <i> (Italic), <a href> (Link, saved with target and rel of its
 * own), <code class="inline-code"> (the Inline Code tool) and <br>; a <strong> or <em> shows in
 * the block but is dropped from editor.save() (measured: the card said "Replaced" while the
 * marks were not saved). So its formatted write spells the marks as it saves them, and a
 * selection holding any other mark (underline, strikethrough) is not written that way: it is
 * asked first (EditableTarget.losesFormatting, issue 25).
 */
import type { FormattedSelection, MarkKind } from './formatting/model';
import type { MarkTags } from './formatting/render-inline';
import type { Span } from './span';

export interface SanitizedSaves {
  /** The tags it saves for the marks it keeps. */
  tags: MarkTags;
  /** Whether everything in `selection` is kept by its save. */
  keeps(selection: FormattedSelection): boolean;
  /** The rendered fragment as the editor holds it (its own classes, no block around it). */
  shape(fragment: DocumentFragment): DocumentFragment;
  /** Whether the shaped fragment is inline content, written with the rest of its block. */
  inline: boolean;
}

const EDITORJS_MARKS: ReadonlySet<string> = new Set<MarkKind>(['bold', 'italic', 'link', 'code']);
/** The class its Inline Code tool gives <code> (its sanitize rule and its toggle look for it). */
const INLINE_CODE_CLASS = 'inline-code';

/**
 * Each Editor.js contenteditable is one block: the rewrite of a selection inside it is the
 * content of the one <p> rendered. Written as that <p>, Chromium and Gecko put a <p> inside
 * the block's element (<h2 class="ce-header"><p>…</p></h2>, measured): its save strips it, but
 * the block then holds a paragraph its tool never draws. Inline code takes its tool's class:
 * a <code> without it is saved but not read back as the tool's mark. (Without the tool, save()
 * drops the <code> tags of the original and of the rewrite alike, the text kept: measured;
 * the block's own <code> keeps its spelling, whole-block-write.ts.)
 */
function shapeEditorjs(fragment: DocumentFragment): DocumentFragment {
  for (const code of Array.from(fragment.querySelectorAll('code'))) {
    code.classList.add(INLINE_CODE_CLASS);
  }
  const only = fragment.firstChild;
  if (fragment.childNodes.length !== 1 || only?.nodeName !== 'P') return fragment;
  const inline = fragment.ownerDocument.createDocumentFragment();
  inline.append(...Array.from(only.childNodes));
  return inline;
}

const EDITORJS: SanitizedSaves = {
  tags: { bold: 'b', italic: 'i' },
  keeps: (selection) =>
    selection.blocks.length === 1 &&
    selection.blocks.every(
      (block) =>
        block.kind.type === 'paragraph' &&
        block.runs.every((run) => Object.keys(run.marks).every((k) => EDITORJS_MARKS.has(k))),
    ),
  shape: shapeEditorjs,
  inline: true,
};

/** The sanitizer `root` is saved through, or null (it saves what it shows). */
export function sanitizedSavesOf(root: HTMLElement): SanitizedSaves | null {
  return root.closest('.codex-editor') ? EDITORJS : null;
}

/**
 * `span` of `text` without the line breaks at its edges, in an editable (not a text field's
 * lines). A drag from the end of the line before a <br> in an Editor.js block (or to the start
 * of the line after one) takes the break in: read with it, the selection's model did not read
 * as the selected text, and a line with a mark was asked first (measured in both browsers).
 * Chromium's triple click on a paragraph ends at the start of the next one: the paragraph
 * break came in, the formatted model no longer read as the text, and the plain path wrote the
 * one-line answer over that break: the next paragraph was joined, the marks lost, "Replaced"
 * (measured in TinyMCE, CKEditor 4 and a plain contenteditable: formatting-whole-paragraph).
 * A break is no word to rewrite, and left out of the span it stays where it was.
 */
export function spanWithoutEdgeBreaks(root: HTMLElement, text: string, span: Span): Span {
  if (!root.isContentEditable) return span;
  let { start, end } = span;
  while (start < end && text[start] === '\n') start++;
  while (end > start && text[end - 1] === '\n') end--;
  return start < end ? { start, end } : span;
}
