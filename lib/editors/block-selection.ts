/**
 * An editor's own selection of whole blocks, drawn by the editor with no browser selection
 * behind it. Editor.js (each block its own contenteditable): a drag from one block into
 * another selects both blocks (`.ce-block--selected`) and clears the browser's selection,
 * leaving the focus in the first block (measured in Chromium, Editor.js 2.31). Read as no
 * selection, that first block was taken whole and rewritten, the other left as it was.
 */
import { readBlockStructure } from './block-text';

/** The text of the blocks the editor around `host` has selected, when they are two or more. */
export function selectedBlocksText(host: HTMLElement): string | null {
  const editor = host.closest('.codex-editor');
  if (!editor) return null;
  const blocks = Array.from(editor.querySelectorAll('.ce-block--selected'));
  if (blocks.length < 2) return null;
  return blocks.map((block) => readBlockStructure(block).text.trim()).join('\n');
}
