/**
 * A formatted write that starts inside a paragraph right after a space or ends inside one right
 * before a space (issue 25, docs/editors.md note ⁵). Written over the span alone, Chromium's insertHTML
 * turned the space after it into a no-break space (`daily&nbsp;and`: what the page submits
 * changed while the text read the same), and Gecko split the paragraph there (`<p>…daily</p>
 * <p>&nbsp;and…</p>`); taking the space into the range and the fragment did not help (Chromium
 * dropped it: `dailyand`). What both write as meant (measured by script in Chromium and
 * Firefox, one undo step giving back the exact original): the paragraph's own content on that
 * side cloned as it is into the fragment, the range taken to the paragraph's edge, so no space
 * of the page's borders the edit.
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

const isParagraph = (node: Node | null) => node?.nodeName === 'P' || node?.nodeName === 'DIV';

/** The paragraph (a <p>, or a <div> holding no block) of `root` that `node` is in, or null. */
function paragraphOf(root: HTMLElement, node: Node): Element | null {
  const at = node.nodeType === 1 ? (node as Element) : node.parentElement;
  const block = at?.closest(BLOCKS) ?? null;
  if (!block || block === root || !root.contains(block) || !isParagraph(block)) return null;
  return block.querySelector(BLOCKS) ? null : block;
}

/**
 * Where `range` starts (`side` 'head') or ends ('tail') inside a paragraph: that paragraph, its
 * own content between its edge and the range (cloned), and whether a space borders the range.
 */
function sideOf(root: HTMLElement, range: Range, side: 'head' | 'tail') {
  const head = side === 'head';
  const block = paragraphOf(root, head ? range.startContainer : range.endContainer);
  if (!block) return null;
  const part = root.ownerDocument.createRange();
  part.selectNodeContents(block);
  if (head) part.setEnd(range.startContainer, range.startOffset);
  else part.setStart(range.endContainer, range.endOffset);
  const content = part.cloneContents();
  const text = content.textContent ?? '';
  const spaced = (head ? /\s$/ : /^\s/).test(text);
  pruneEdge(content, head ? 'lastChild' : 'firstChild');
  return { block, content, spaced, inside: text !== '' };
}

type Side = NonNullable<ReturnType<typeof sideOf>>;

/**
 * The range and fragment to write when `fragment` starts (ends) with a paragraph written from
 * inside one right after (before) a space: the range taken to that paragraph's edge, its content
 * there carried in the fragment's first (last) paragraph (measured the same in both browsers
 * for a selection of several paragraphs). One paragraph inside one is written as the
 * paragraph's whole content, inline (Gecko added an empty <p> after a <p> written so). Null
 * when no space borders it: the write goes over `range` as it is. A fragment starting with a
 * heading or a list starts before the block it replaces: its head is not taken. `anyEdge`
 * (Gecko): any edge inside a paragraph is taken, a space beside it or not, since Gecko splits
 * the paragraph at a <p> written there before a "." or after a "(" too (measured, refused);
 * Chromium writes those as meant (measured), so there only a space's side is taken.
 */
export function seamWrite(
  root: HTMLElement,
  range: Range,
  fragment: DocumentFragment,
  anyEdge = false,
): { range: Range; fragment: DocumentFragment } | null {
  const first = fragment.firstChild!;
  const last = fragment.lastChild!;
  const head = isParagraph(first) ? sideOf(root, range, 'head') : null;
  const tail = isParagraph(last) ? sideOf(root, range, 'tail') : null;
  const takes = (side: Side | null): side is Side =>
    !!side && (side.spaced || (anyEdge && side.inside));
  if (!takes(head) && !takes(tail)) return null;
  const out = range.cloneRange();
  if (first === last) {
    if (!head || head.block !== tail?.block) return null;
    out.selectNodeContents(head.block);
    const inline = root.ownerDocument.createDocumentFragment();
    inline.append(head.content, ...Array.from(first.childNodes), tail.content);
    return { range: out, fragment: inline };
  }
  if (takes(head)) {
    out.setStart(head.block, 0);
    first.insertBefore(head.content, first.firstChild);
  }
  if (takes(tail)) {
    out.setEnd(tail.block, tail.block.childNodes.length);
    last.appendChild(tail.content);
  }
  return { range: out, fragment };
}
