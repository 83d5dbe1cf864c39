/**
 * Whether only line-break fillers follow a point in its block, and a range's end moved past
 * them. A filler is a <br> that draws nothing: Gecko's `<br type="_moz">`, CKEditor's
 * `data-cke-filler` <br>, any last <br> of a block. Which <br>s count is the editor's call
 * (`isFiller`): CKEditor 4's shaped paste takes any trailing <br>, CKEditor 5's list paste only
 * its own `data-cke-filler` ones (a user's Shift+Enter <br> at a block's end is content there).
 * Measured in CKEditor 4.22, Firefox: after a first formatted write, Gecko ends the last list
 * item with `<br type="_moz">`; a second write over the same passage (Restore original after
 * the user typed elsewhere) deleted the item's words and left the filler, so its insertHtml
 * kept an empty item after the pasted list and verification refused the write.
 */

const BLOCK = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, pre, div';
/** Elements that draw something without text: never a filler. */
const DRAWN = /^(IMG|HR|INPUT|IFRAME|VIDEO|AUDIO|CANVAS|SVG|OBJECT|EMBED)$/i;

/** Any <br>. */
const anyBreak = (): boolean => true;

/** What follows the point (`node`, `offset`) in `block`, cloned. */
function restOf(block: Element, node: Node, offset: number): DocumentFragment {
  const rest = block.ownerDocument.createRange();
  rest.setStart(node, offset);
  rest.setEnd(block, block.childNodes.length);
  return rest.cloneContents();
}

/**
 * Whether only fillers (the <br>s `isFiller` takes, empty inline elements) follow the point
 * (`node`, `offset`) in `block`: no text, nothing drawn, no other <br>.
 */
export function onlyFillersFollow(
  block: Element,
  node: Node,
  offset: number,
  isFiller: (br: Element) => boolean = anyBreak,
): boolean {
  const after = restOf(block, node, offset);
  return (
    after.textContent === '' &&
    [...after.querySelectorAll('*')].every((el) =>
      el.nodeName === 'BR' ? isFiller(el) : !DRAWN.test(el.nodeName),
    )
  );
}

/**
 * Moves `range`'s end past the fillers that alone follow it in its block (when there is one:
 * an end with nothing after it stays); returns `range`.
 */
export function endPastBlockFillers(
  root: HTMLElement,
  range: Range,
  isFiller: (br: Element) => boolean = anyBreak,
): Range {
  const { endContainer: end, endOffset } = range;
  const block = (end.nodeType === 1 ? (end as Element) : end.parentElement)?.closest(BLOCK);
  if (
    block &&
    block !== root &&
    root.contains(block) &&
    onlyFillersFollow(block, end, endOffset, isFiller) &&
    restOf(block, end, endOffset).querySelector('br')
  )
    range.setEnd(block, block.childNodes.length);
  return range;
}
