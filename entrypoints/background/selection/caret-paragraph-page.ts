/**
 * "Another version of this paragraph" without a review card (issue 27, point 3): in the frame
 * the user acts in, the paragraph under the caret becomes the selection, and then the ordinary
 * "Humanize selection" path captures, charges, writes, verifies and undoes it like any
 * selection. This runs in the page's isolated world by `scripting.executeScript({func})`, so it
 * is self-contained (no imports, no helper functions outside it) and adds nothing to the content
 * script, whose size is guarded. A paragraph follows lib/text/paragraphs.ts: a run between line
 * breaks, whitespace trimmed; in a rich editor, the block holding the caret (between <br>s when
 * the block holds several lines).
 */

/** What the frame found: a paragraph now selected, a caret on an empty line, or nothing. */
export type CaretParagraphFound = 'paragraph' | 'blank' | 'none';

/**
 * `anyFocus`: the frame is known to be the one acted in (the context menu names it), so its
 * focused element counts even while the document reports no focus (the menu just closed);
 * otherwise (every frame asked) only the frame holding the focus answers.
 */
export function selectCaretParagraph(anyFocus: boolean): CaretParagraphFound {
  if (!anyFocus && !document.hasFocus()) return 'none';
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  const textInput =
    active instanceof HTMLInputElement && ['text', 'search', ''].includes(active.type);
  if (active instanceof HTMLTextAreaElement || textInput) {
    const field = active as HTMLTextAreaElement | HTMLInputElement;
    const { value } = field;
    const caret = Math.min(field.selectionStart ?? 0, value.length);
    // The line holding the caret (where the selection starts), without its edge whitespace.
    let start = caret;
    while (start > 0 && !/[\n\r\u2028\u2029]/.test(value[start - 1] ?? '')) start -= 1;
    let end = caret;
    while (end < value.length && !/[\n\r\u2028\u2029]/.test(value[end] ?? '')) end += 1;
    while (start < end && /\s/.test(value[start] ?? '')) start += 1;
    while (end > start && /\s/.test(value[end - 1] ?? '')) end -= 1;
    if (start === end) return 'blank';
    field.setSelectionRange(start, end, 'forward');
    return 'paragraph';
  }
  if (!(active instanceof HTMLElement) || !active.isContentEditable) return 'none';
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0) return 'none';
  const caret = selection.getRangeAt(0);
  // The nearest block around the caret, inside the editable (a caret between two blocks: the
  // one after it).
  let block: Node | null =
    caret.startContainer.childNodes[caret.startOffset] ?? caret.startContainer;
  while (block && block !== active) {
    const display = block instanceof HTMLElement ? getComputedStyle(block).display : '';
    if (/^(block|list-item|table-cell|flex|grid|flow-root)/.test(display)) break;
    block = block.parentNode;
  }
  if (!block || !active.contains(block)) block = active;
  const range = document.createRange();
  range.selectNodeContents(block);
  // A block of several lines (<br>): the line holding the caret.
  for (const br of Array.from((block as Element).querySelectorAll('br'))) {
    if (caret.comparePoint(br, 0) < 0) range.setStartAfter(br);
    else if (range.comparePoint(br, 0) === 0) {
      range.setEndBefore(br);
      break;
    }
  }
  if (!range.toString().trim()) return 'blank';
  selection.removeAllRanges();
  selection.addRange(range);
  return 'paragraph';
}

export function isCaretParagraphFound(value: unknown): value is CaretParagraphFound {
  return value === 'paragraph' || value === 'blank' || value === 'none';
}
