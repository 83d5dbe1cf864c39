/**
 * Editors whose saved content goes through a sanitizer that keeps fewer tags than they show.
 * Editor.js (a block of `.codex-editor`, 2.31) saves each paragraph block through its tools'
 * sanitize rules: <b> (Bold), <i> (Italic), <a href> (Link, saved with target and rel of its
 * own) and <br>; a <strong> or <em> shows in the block but is dropped from editor.save()
 * (measured: the card said "Replaced" while the marks were not saved). So its formatted write
 * spells bold and italic as it saves them, and a selection holding any other mark (inline
 * code, underline, strikethrough) or block kind is not written that way: it is asked first
 * (EditableTarget.losesFormatting, issue 25).
 */
import type { FormattedSelection, MarkKind } from './formatting/model';
import type { MarkTags } from './formatting/render-inline';

export interface SanitizedSaves {
  /** The tags it saves for the marks it keeps. */
  tags: MarkTags;
  /** Whether everything in `selection` is kept by its save. */
  keeps(selection: FormattedSelection): boolean;
}

const EDITORJS_MARKS: ReadonlySet<string> = new Set<MarkKind>(['bold', 'italic', 'link']);

const EDITORJS: SanitizedSaves = {
  tags: { bold: 'b', italic: 'i' },
  keeps: (selection) =>
    selection.blocks.every(
      (block) =>
        block.kind.type === 'paragraph' &&
        block.runs.every((run) => Object.keys(run.marks).every((k) => EDITORJS_MARKS.has(k))),
    ),
};

/** The sanitizer `root` is saved through, or null (it saves what it shows). */
export function sanitizedSavesOf(root: HTMLElement): SanitizedSaves | null {
  return root.closest('.codex-editor') ? EDITORJS : null;
}
