/**
 * A formatted write inside one paragraph that starts right after a space or ends right before
 * one (issue 25, docs/editors.md note ⁵). Written over the span alone, Chromium's insertHTML
 * turned the space after it into a no-break space (`daily&nbsp;and`: what the page submits
 * changed while the text read the same), and Gecko split the paragraph there (`<p>…daily</p>
 * <p>&nbsp;and…</p>`); taking the space into the range and the fragment did not help (Chromium
 * dropped it: `dailyand`). What both write as meant (measured by script in Chromium and
 * Firefox, one undo step giving back the exact original): the paragraph's whole content, its
 * own content before and after the span cloned as it is around the rewrite's inline content,
 * so no space of the page's borders the edit.
 */

const BLOCKS = 'p,div,h1,h2,h3,h4,h5,h6,li,ul,ol,blockquote,pre,table,td,th,dl,dt,dd';
const KEPT_EMPTY = new Set(['BR', 'IMG', 'HR', 'INPUT']);

/** Removes what the cut at the clone's `side` left empty (a split text's empty half, an empty <b>). */
function pruneEdge(fragment: DocumentFragment, side: 'firstChild' | 'lastChild'): void {
  const chain: Node[] = [];
  for (let node = fragment[side]; node; node = node[side]) chain.push(node);
  for (const node of chain.reverse()) {
    if (node.textContent !== '' || KEPT_EMPTY.has(node.nodeName)) return;
    if (node.nodeType === 1 && (node as Element).querySelector('br,img,hr,input')) return;
    node.parentNode?.removeChild(node);
  }
}

/** The paragraph (a <p>, or a <div> holding no block) both ends of `range` lie in, or null. */
function paragraphOf(root: HTMLElement, range: Range): Element | null {
  const at = (node: Node) => (node.nodeType === 1 ? (node as Element) : node.parentElement);
  const block = at(range.startContainer)?.closest(BLOCKS) ?? null;
  if (!block || block === root || !root.contains(block)) return null;
  if (at(range.endContainer)?.closest(BLOCKS) !== block) return null;
  if (block.nodeName !== 'P' && block.nodeName !== 'DIV') return null;
  return block.querySelector(BLOCKS) ? null : block;
}

/**
 * The range over the paragraph's whole content and the fragment to write there, when
 * `fragment` is one paragraph written inside one with a space beside `range`; else null (the
 * write goes over `range` as it is).
 */
export function seamWrite(
  root: HTMLElement,
  range: Range,
  fragment: DocumentFragment,
): { range: Range; fragment: DocumentFragment } | null {
  const only = fragment.firstChild;
  if (fragment.childNodes.length !== 1 || (only?.nodeName !== 'P' && only?.nodeName !== 'DIV')) {
    return null;
  }
  const block = paragraphOf(root, range);
  if (!block) return null;
  const whole = root.ownerDocument.createRange();
  whole.selectNodeContents(block);
  const before = whole.cloneRange();
  before.setEnd(range.startContainer, range.startOffset);
  const after = whole.cloneRange();
  after.setStart(range.endContainer, range.endOffset);
  const head = before.cloneContents();
  const tail = after.cloneContents();
  if (!/\s$/.test(head.textContent ?? '') && !/^\s/.test(tail.textContent ?? '')) return null;
  pruneEdge(head, 'lastChild');
  pruneEdge(tail, 'firstChild');
  const written = root.ownerDocument.createDocumentFragment();
  written.append(head, ...Array.from(only.childNodes), tail);
  return { range: whole, fragment: written };
}
