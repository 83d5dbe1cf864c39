/** The text of an editor's saved HTML: one line per top-level block ("\n" between). */
export function htmlBlocksText(html: string): string {
  return Array.from(new DOMParser().parseFromString(html, 'text/html').body.children)
    .map((block) => (block.textContent ?? '').replace(/[\u200B\uFEFF]/g, ''))
    .join('\n');
}
