/**
 * The rewrite lands only where the user chose. A page can move the focus (on focus, on
 * selectionchange, from an input handler) between our select() and our write, and
 * execCommand writes wherever the focus is: into another field, and the browser's undo of
 * the captured field no longer restores. So every target checks, right before each command
 * or event it sends, that it is still in the document and that the focus and the selection
 * are where it put them; otherwise it throws TargetMovedError and nothing is sent.
 */
import { selectionFor } from './shadow-selection';

export class TargetMovedError extends Error {
  constructor(readonly gone: boolean) {
    super(gone ? 'The field left the page.' : 'The focus left the field.');
    this.name = 'TargetMovedError';
  }
}

/** The focused element, looking through open shadow roots. */
export function deepActiveElement(doc: Document): Element | null {
  let el: Element | null = doc.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/** Throws unless `el` is in its document. */
export function assertConnected(el: Element): void {
  if (!el.isConnected) throw new TargetMovedError(true);
}

/** Throws unless the focus is on `field` and its selection is `start`–`end`. */
export function assertFieldHolds(
  field: HTMLInputElement | HTMLTextAreaElement,
  start: number,
  end: number,
): void {
  assertConnected(field);
  const focused = deepActiveElement(field.ownerDocument) === field;
  if (!focused || field.selectionStart !== start || field.selectionEnd !== end) {
    throw new TargetMovedError(false);
  }
}

const inside = (root: Node, node: Node | null | undefined) => node != null && root.contains(node);

/** Throws unless `root` is in its document and holds the focus. */
export function assertFocusIn(root: HTMLElement): void {
  assertConnected(root);
  if (!inside(root, deepActiveElement(root.ownerDocument))) throw new TargetMovedError(false);
}

/** Throws unless the focus and the whole selection are inside the editable `root`. */
export function assertRootHolds(root: HTMLElement): void {
  assertFocusIn(root);
  const sel = selectionFor(root);
  if (!sel || sel.rangeCount === 0) throw new TargetMovedError(false);
  if (!inside(root, sel.anchorNode) || !inside(root, sel.focusNode)) {
    throw new TargetMovedError(false);
  }
}
