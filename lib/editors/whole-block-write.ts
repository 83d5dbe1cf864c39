/**
 * A formatted write into one Editor.js block (a contenteditable holding one block's inline
 * content) as the whole of its content: the block's own content before and after the span,
 * cloned as it is, around the rewrite's inline fragment, written over everything at once.
 *
 * Written over the span alone, the browser leaves its text nodes beside ours: Chromium
 * (pre-wrap, as List 2.x items are) leaves " flow to leverage" and " it here." apart, and
 * the page's save() (`@editorjs/dom` isEmpty calls normalize()) merges them outside the undo
 * history, so one Ctrl+Z removed the merged node: the words after the rewrite were lost, the
 * original not restored (measured in both browsers). And in a block without pre-wrap
 * (paragraph, Header) both browsers turned the spaces beside the span into no-break spaces,
 * which the page then saved. With the whole content written, nothing of ours borders the
 * block's old text nodes, and the spaces are inside the fragment. A plain write into such a
 * block is written the same way (rich-target.ts): Editor.js's own paste of the text alone left
 * the same text nodes in a List item in Firefox, and one Ctrl+Z did not undo (measured).
 */
import type { Span } from './span';
import { readTextMap } from './text-map';

const KEPT_EMPTY = new Set(['BR', 'IMG', 'HR', 'INPUT']);

/**
 * Removes what a cut at the clone's `side` edge left empty: a split text node's empty half and
 * the emptied elements around it (an empty <b> before a selection that starts in one).
 */
function pruneEdge(fragment: DocumentFragment, side: 'firstChild' | 'lastChild'): void {
  const chain: Node[] = [];
  for (let node = fragment[side]; node; node = node[side]) chain.push(node);
  for (const node of chain.reverse()) {
    const empty =
      node.nodeType === 3
        ? (node as Text).data === ''
        : node.nodeType === 1 && node.childNodes.length === 0 && !KEPT_EMPTY.has(node.nodeName);
    if (!empty) return;
    node.parentNode?.removeChild(node);
  }
}

/** Plain text as a block's inline content: its line breaks as <br>. */
export function plainFragment(doc: Document, text: string): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  text.split('\n').forEach((line, index) => {
    if (index > 0) fragment.appendChild(doc.createElement('br'));
    if (line) fragment.appendChild(doc.createTextNode(line));
  });
  return fragment;
}

/**
 * Each <code> of the rewrite spelled as the block's own <code> of the same text (a code span's
 * text is never rewritten): its class as the block had it. The rendered code takes the Inline
 * Code tool's class (sanitized-saves.ts), which a page without the tool never drew: its save()
 * drops the tags either way, but the block's DOM would differ from the original by that class.
 * A <code> the block did not hold keeps the tool's class.
 */
function spellCodeAsBlock(root: HTMLElement, inline: DocumentFragment): void {
  const own = Array.from(root.querySelectorAll('code'));
  for (const code of Array.from(inline.querySelectorAll('code'))) {
    const match = own.find((mine) => mine.textContent === code.textContent);
    if (!match) continue;
    const spelled = match.getAttribute('class');
    if (spelled === null) code.removeAttribute('class');
    else code.setAttribute('class', spelled);
  }
}

/** The range over all of `root`'s content, and the fragment to write there. */
export function wholeBlockWrite(
  root: HTMLElement,
  span: Span,
  inline: DocumentFragment,
): { range: Range; fragment: DocumentFragment } {
  const doc = root.ownerDocument;
  const map = readTextMap(root);
  const start = map.pointAt(span.start, 'forward');
  const end = map.pointAt(span.end, 'backward');
  const range = doc.createRange();
  range.selectNodeContents(root);
  const before = range.cloneRange();
  before.setEnd(start.node, start.offset);
  const after = range.cloneRange();
  after.setStart(end.node, end.offset);
  const head = before.cloneContents();
  const tail = after.cloneContents();
  pruneEdge(head, 'lastChild');
  pruneEdge(tail, 'firstChild');
  spellCodeAsBlock(root, inline);
  const fragment = doc.createDocumentFragment();
  fragment.append(head, inline, tail);
  return { range, fragment };
}
