/**
 * What the shaped pastes (CKEditor 5's, Slate's, TinyMCE's list and first-block cases) ask of
 * the editor's DOM: the top-level block a point is in, and where a block's text ends (where
 * a paste from "the end of the block before" starts).
 */

/** The child of `root` holding `node`, or null. */
export function topBlockOf(root: HTMLElement, node: Node): Element | null {
  let el: Node | null = node;
  while (el && el.parentNode !== root) el = el.parentNode;
  return el as Element | null;
}

/** The last text node of `block` with characters, or null. */
export function lastTextOf(block: Element): Text | null {
  const walker = block.ownerDocument.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  let last: Text | null = null;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.nodeValue) last = n as Text;
  return last;
}
