/**
 * The text of an editor's saved HTML: one line per top-level block ("\n" between), as a
 * reader sees it: the no-break spaces editors use to keep a boundary space visible (Squire)
 * read as spaces.
 */
export function htmlBlocksText(html: string): string {
  return Array.from(new DOMParser().parseFromString(html, 'text/html').body.children)
    .map((block) =>
      (block.textContent ?? '').replace(/[\u200B\uFEFF]/g, '').replace(/\u00a0/g, ' '),
    )
    .join('\n');
}
